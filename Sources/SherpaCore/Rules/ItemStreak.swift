/// One habit's own streak: only its scheduled days count (a Mon/Wed/Fri habit is not
/// broken by Tuesday), a "N times a week" habit counts weeks (or months) that reached N,
/// and `daysLeft` says how long before the streak breaks.
public struct ItemStreak: Sendable, Hashable, Codable {
  public var current: Int
  public var longest: Int
  /// Days before the streak breaks: 0 = it must be done today; nil when there is no streak
  /// or nothing is at risk.
  public var daysLeft: Int?

  public init(current: Int, longest: Int, daysLeft: Int?) {
    self.current = current
    self.longest = longest
    self.daysLeft = daysLeft
  }

  /// The streak of `item` up to `today`, reading the log from the item's first day, or
  /// from `since` when given (then `longest` only covers that window).
  public static func compute(_ item: Item, log: HabitLog, today: LocalDay, since: LocalDay? = nil) -> ItemStreak {
    window(item, log: log, today: today, since: since).streak
  }

  /// The streak read from `since`, and whether the window held no break: only then could
  /// more history make `current` longer (a caller reading a short window widens it).
  public static func window(_ item: Item, log: HabitLog, today: LocalDay, since: LocalDay?) -> (
    streak: ItemStreak, unbroken: Bool
  ) {
    guard item.kind == .habit, item.startDate <= today else {
      return (ItemStreak(current: 0, longest: 0, daysLeft: nil), false)
    }
    let first = max(item.startDate, since ?? item.startDate)
    // A target per week or month, on fixed days or none, is kept by the period: its
    // streak counts the weeks (or months) that reached it.
    let result =
      item.isFlexible || item.addsUpOverPeriod
      ? flexible(item, log: log, today: today, first: first) : scheduled(item, log: log, today: today, first: first)
    return (result.streak, !result.broken && first > item.startDate)
  }

  private static func scheduled(_ item: Item, log: HabitLog, today: LocalDay, first: LocalDay) -> (
    streak: ItemStreak, broken: Bool
  ) {
    var broken = false
    var run = 0
    var best = 0
    var day = first
    var todayDone = false
    var todayScheduled = false
    while day <= today {
      if item.recurrence.occurs(on: day, start: item.startDate) {
        if log.isCompleted(item, on: day) {
          run += 1
          best = max(best, run)
          if day == today { todayDone = true }
        } else if day == today {
          todayScheduled = true
        } else if !log.isExcused(item, on: day) {
          run = 0
          broken = true
        }
      }
      day = day.adding(days: 1)
    }
    var left: Int?
    if run > 0 && !todayDone {
      if todayScheduled {
        left = 0
      } else if let next = item.recurrence.occurrences(start: item.startDate, from: today.adding(days: 1), count: 1)
        .first
      {
        left = today.days(until: next)
      }
    }
    return (ItemStreak(current: run, longest: best, daysLeft: left), broken)
  }

  private static func flexible(_ item: Item, log: HabitLog, today: LocalDay, first: LocalDay) -> (
    streak: ItemStreak, broken: Bool
  ) {
    var broken = false
    func periodStart(_ day: LocalDay) -> LocalDay { item.period == .month ? day.startOfMonth : day.startOfWeek }
    func periodEnd(_ start: LocalDay) -> LocalDay {
      item.period == .month ? start.adding(months: 1).adding(days: -1) : start.adding(days: 6)
    }
    var run = 0
    var best = 0
    var start = periodStart(first)
    var currentReached = false
    let currentStart = periodStart(today)
    while start <= currentStart {
      let end = periodEnd(start)
      var total = 0.0
      var day = start
      while day <= end && day <= today {
        total += log.instance(of: item.id, on: day)?.progress ?? 0
        day = day.adding(days: 1)
      }
      if total >= item.target {
        run += 1
        best = max(best, run)
        if start == currentStart { currentReached = true }
      } else if start != currentStart {
        run = 0
        broken = true
      }
      start = end.adding(days: 1)
    }
    let left: Int? = (run > 0 && !currentReached) ? today.days(until: periodEnd(currentStart)) : nil
    return (ItemStreak(current: run, longest: best, daysLeft: left), broken)
  }
}
