import Foundation

/// Builds a `StatsReport` from plain values over the last 90 days (plus 30 for the trend).
public struct StatsCalculator: Sendable {
  public var log: HabitLog
  public var records: [DayRecord]
  public var xpEvents: [XPEvent]
  /// XP earned before the events given (a store keeps years of them; stats need only the
  /// week's one by one, and the sum of the rest).
  public var earlierXP: Int
  public var focusSessions: [FocusSession]
  public var notes: [EndOfDayNote]
  public var tier: LeagueTier
  public var rank: Int
  /// The first day the log holds when it is a window of the history: streaks are walked
  /// from there, since the days before hold nothing to count.
  public var since: LocalDay?

  public init(
    log: HabitLog, records: [DayRecord], xpEvents: [XPEvent] = [], earlierXP: Int = 0,
    focusSessions: [FocusSession] = [], notes: [EndOfDayNote] = [], tier: LeagueTier = .start, rank: Int = 0,
    since: LocalDay? = nil
  ) {
    self.log = log
    self.records = records
    self.xpEvents = xpEvents
    self.earlierXP = earlierXP
    self.focusSessions = focusSessions
    self.notes = notes
    self.tier = tier
    self.rank = rank
    self.since = since
  }

  /// One item's streaks and 30-day rate.
  public func itemStats(_ item: Item, today: LocalDay) -> StatsReport.ItemStats {
    let streak = ItemStreak.compute(item, log: log, today: today, since: since)
    var expected = 0
    var done = 0
    for offset in 0..<30 {
      let day = today.adding(days: -offset)
      guard day >= item.startDate, item.recurrence.occurs(on: day, start: item.startDate) || item.isFlexible else {
        continue
      }
      if log.isExcused(item, on: day) { continue }
      if !item.isFlexible { expected += 1 }
      if log.isCompleted(item, on: day) || (item.isFlexible && (log.instance(of: item.id, on: day)?.progress ?? 0) > 0)
      {
        done += 1
      }
    }
    if item.isFlexible { expected = NumberText.whole(item.target * 30 / (item.period == .month ? 30 : 7)) ?? Int.max }
    return StatsReport.ItemStats(
      id: item.publicID, name: item.name, current: streak.current, longest: streak.longest, daysLeft: streak.daysLeft,
      rate30: expected == 0 ? 0 : min(1, Double(done) / Double(expected)))
  }

  /// The first day of the 90 the profiles (day of week, hour of day), totals and
  /// correlations look at; the hour of day needs the instances' latest increments there.
  public static func profileStart(_ today: LocalDay) -> LocalDay { today.adding(days: -89) }

  /// Every scheduled habit's (expected, done) on `day`, flexible habits left out.
  func counts(on day: LocalDay) -> (expected: Int, done: Int) {
    var expected = 0
    var done = 0
    for item in log.habits where log.countsForDay(item, on: day) && !log.isExcused(item, on: day) {
      expected += 1
      if log.isCompleted(item, on: day) { done += 1 }
    }
    return (expected, done)
  }

  /// Completed ÷ expected over the `days` days ending `today`; 0 when nothing was expected.
  public func rate(days: Int, endingOn today: LocalDay) -> Double {
    rate(days: days, endingOn: today, cache: [:])
  }

  func rate(days: Int, endingOn today: LocalDay, cache: [LocalDay: (expected: Int, done: Int)]) -> Double {
    var expected = 0
    var done = 0
    for offset in 0..<days {
      let day = today.adding(days: -offset)
      let count = cache[day] ?? counts(on: day)
      expected += count.expected
      done += count.done
    }
    return expected == 0 ? 0 : Double(done) / Double(expected)
  }

  /// The report for `today` in `calendar`'s zone, with one item's figures when given.
  public func report(today: LocalDay, calendar: Calendar, item: Item? = nil) -> StatsReport {
    let streaks = StreakCalculator(records: records)
    let first = Self.profileStart(today)
    var dayOfWeek = Array(repeating: 0, count: 7)
    var hours = Array(repeating: 0, count: 24)
    var total = 0
    var tasks = 0
    var active = Set<LocalDay>()
    var doneDays: [Int64: DayMask] = [:]
    var day = first
    while day <= today {
      for item in log.items.values where log.isCompleted(item, on: day) {
        total += 1
        if item.kind == .task {
          tasks += 1
        } else {
          doneDays[item.id, default: DayMask()].insert(day.ordinal - first.ordinal)
        }
        active.insert(day)
        dayOfWeek[day.weekday - 1] += 1
        if let at = log.instance(of: item.id, on: day)?.increments.last?.at {
          hours[calendar.component(.hour, from: at)] += 1
        }
      }
      day = day.adding(days: 1)
    }
    var cache: [LocalDay: (expected: Int, done: Int)] = [:]
    for offset in 0..<90 { cache[today.adding(days: -offset)] = counts(on: today.adding(days: -offset)) }
    let last30 = rate(days: 30, endingOn: today, cache: cache)
    let previous30 = rate(days: 30, endingOn: today.adding(days: -30), cache: cache)
    let daily = (0..<30).reversed().map { offset -> Double in
      let count = cache[today.adding(days: -offset)] ?? (0, 0)
      return count.expected == 0 ? 0 : Double(count.done) / Double(count.expected)
    }
    var fulfilmentByDay: [LocalDay: Double] = [:]
    for note in notes { fulfilmentByDay[note.day] = Double(note.fulfilment) }
    let fulfilment = (0..<30).reversed().map { fulfilmentByDay[today.adding(days: -$0)] }
    let focusDays = focusSessions.map { ($0, LocalDay(containing: $0.startedAt, in: calendar)) }
    let weekStart = today.startOfWeek
    let empty = log.items.isEmpty
    return StatsReport(
      streak: .init(current: streaks.current(today: today), longest: streaks.longest(today: today)),
      xp: .init(total: earlierXP + XPRules.total(xpEvents), week: XPRules.weekTotal(xpEvents, containing: today)),
      league: .init(tier: tier.rawValue, rank: rank),
      completionRate: .init(
        last7: rate(days: 7, endingOn: today, cache: cache), last30: last30,
        last90: rate(days: 90, endingOn: today, cache: cache)),
      consistency: last30, trend: last30 - previous30, totalCompletions: total, tasksDone: tasks,
      activeDays: active.count, dayOfWeek: dayOfWeek, hourOfDay: hours,
      correlations: Self.correlations(doneDays, items: log.items),
      focusMinutes: focusDays.reduce(0) { $0 + $1.0.actualMinutes },
      focusMinutesWeek: focusDays.filter { $0.1 >= weekStart }.reduce(0) { $0 + $1.0.actualMinutes },
      daily: daily, fulfilment: fulfilment,
      hint: empty ? StatsReport.emptyHint : nil,
      item: item.map { itemStats($0, today: today) })
  }

  /// Pairs of habits done together on at least 5 days, strongest first (at most 5).
  static func correlations(_ doneDays: [Int64: DayMask], items: [Int64: Item]) -> [StatsReport.Correlation] {
    var result: [StatsReport.Correlation] = []
    let ids = doneDays.keys.sorted()
    for first in ids {
      for second in ids where second != first {
        guard let days = doneDays[first], let other = doneDays[second], days.count >= 5 else { continue }
        let share = Double(days.common(other)) / Double(days.count)
        guard share >= 0.5, let a = items[first]?.name, let b = items[second]?.name else { continue }
        result.append(.init(first: a, second: b, share: share))
      }
    }
    return Array(
      result.sorted { $0.share != $1.share ? $0.share > $1.share : ($0.first, $0.second) < ($1.first, $1.second) }
        .prefix(5))
  }
}

/// The days of the report's 90-day window on which a habit was done, one bit a day
/// (offset from the window's first day). Every pair of 50 habits is compared: counting
/// common bits is a few instructions where intersecting sets of days hashed each day
/// (a fifth of `stats` on a large store).
struct DayMask: Sendable, Equatable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// Marks the day `offset` days into the window (0 ..< 128).
  mutating func insert(_ offset: Int) {
    precondition((0..<128).contains(offset), "a day outside the stats window")
    if offset < 64 { low |= 1 << UInt64(offset) } else { high |= 1 << UInt64(offset - 64) }
  }

  var count: Int { low.nonzeroBitCount + high.nonzeroBitCount }

  /// How many days both masks mark.
  func common(_ other: DayMask) -> Int { (low & other.low).nonzeroBitCount + (high & other.high).nonzeroBitCount }
}
