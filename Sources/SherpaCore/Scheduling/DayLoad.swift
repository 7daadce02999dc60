/// The goal work already on each day: which minutes are taken and how much of the
/// daily cap is used. A bed time at or before the wake time ends the day at midnight.
struct DayLoad {
  private var taken: [LocalDay: [Range<Int>]] = [:]
  private let open: Range<Int>

  init(booked: [ScheduledBlock], wake: LocalTime, bed: LocalTime) {
    let end = bed.minutes > wake.minutes ? bed.minutes : 24 * 60
    open = wake.minutes..<end
    for block in booked {
      taken[block.date, default: []].append(block.start.minutes..<(block.start.minutes + block.minutes))
    }
  }

  func used(on day: LocalDay) -> Int { (taken[day] ?? []).reduce(0) { $0 + $1.count } }

  /// Books the earliest free `minutes` on `day` starting no earlier than `notBefore`,
  /// or returns `nil` when the day has no such gap or the cap would be passed.
  mutating func place(minutes: Int, on day: LocalDay, notBefore: Int) -> ScheduledBlock? {
    guard used(on: day) + minutes <= MilestoneScheduler.dailyGoalMinutes else { return nil }
    var start = max(open.lowerBound, notBefore)
    for range in (taken[day] ?? []).sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if start + minutes <= range.lowerBound { break }
      start = max(start, range.upperBound)
    }
    guard start + minutes <= open.upperBound else { return nil }
    taken[day, default: []].append(start..<(start + minutes))
    return ScheduledBlock(date: day, start: LocalTime(minutesSinceMidnight: start), minutes: minutes)
  }
}
