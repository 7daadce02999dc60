/// The day streak from stored day records (SPEC.md §2). It reads only the records it
/// is given, walking back from today until the first day that breaks, so the caller
/// can pass a recent window instead of the whole history.
public struct StreakCalculator: Sendable {
  private let records: [LocalDay: DayRecord]
  private let first: LocalDay?

  public init(records: [DayRecord]) {
    var map: [LocalDay: DayRecord] = [:]
    for record in records { map[record.day] = record }
    self.records = map
    self.first = records.map(\.day).min()
  }

  /// Consecutive qualifying days ending today; an unfinished today and neutral days
  /// neither add nor break. A day without a record breaks the run.
  public func current(today: LocalDay) -> Int {
    guard let first else { return 0 }
    var count = 0
    var day = today
    if let record = records[today], record.qualifies { count += 1 }
    day = today.adding(days: -1)
    while day >= first {
      guard let record = records[day] else { break }
      if record.qualifies {
        count += 1
      } else if !record.isNeutral {
        break
      }
      day = day.adding(days: -1)
    }
    return count
  }

  /// The longest run of qualifying days among the records, neutral days skipped.
  public func longest(today: LocalDay) -> Int {
    let days = records.keys.filter { $0 <= today }.sorted()
    var best = 0
    var run = 0
    var previous: LocalDay?
    for day in days {
      guard let record = records[day] else { continue }
      if let previous, previous.adding(days: 1) != day { run = 0 }
      previous = day
      if record.qualifies {
        run += 1
        best = max(best, run)
      } else if !record.isNeutral && day != today {
        run = 0
      }
    }
    return best
  }

  /// Qualifying days inside `[start, end]` (streak days of a league week).
  public func qualifyingDays(from start: LocalDay, through end: LocalDay) -> Int {
    records.values.filter { $0.qualifies && $0.day >= start && $0.day <= end }.count
  }
}
