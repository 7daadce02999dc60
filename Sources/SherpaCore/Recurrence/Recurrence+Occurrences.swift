/// The engine's questions: is a day an occurrence, and which days come next. Days are
/// local days, so a DST change never shifts or duplicates one.
extension Recurrence {
  /// Whether `day` is an occurrence of this rule anchored at `start`. For a repeat counted
  /// from the last completion, `lastCompletion` (when given) re-anchors the rule.
  public func occurs(on day: LocalDay, start: LocalDay, lastCompletion: LocalDay? = nil) -> Bool {
    let anchor = afterCompletion ? (lastCompletion.map { $0.adding(days: 0) } ?? start) : start
    if afterCompletion, let done = lastCompletion {
      guard day > done else { return day == anchor && false }
      return matchesPattern(day, anchor: done, afterCompletionFrom: done) && withinEnd(day, start: start)
    }
    guard day >= anchor, matchesPattern(day, anchor: anchor, afterCompletionFrom: nil) else { return false }
    return withinEnd(day, start: start)
  }

  /// The first `count` occurrences on or after `from`, for a rule anchored at `start`.
  public func occurrences(
    start: LocalDay, from: LocalDay, count: Int, lastCompletion: LocalDay? = nil, horizonDays: Int = 366 * 40
  ) -> [LocalDay] {
    guard count > 0 else { return [] }
    var result: [LocalDay] = []
    var day = max(from, start)
    let last = day.adding(days: horizonDays)
    while day <= last && result.count < count {
      if occurs(on: day, start: start, lastCompletion: lastCompletion) { result.append(day) }
      if case .onDate(let end) = end, day >= end { break }
      day = day.adding(days: 1)
    }
    return result
  }

  private func withinEnd(_ day: LocalDay, start: LocalDay) -> Bool {
    switch end {
    case .never: return true
    case .onDate(let last): return day <= last
    case .afterCount(let count):
      var seen = 0
      var cursor = start
      while cursor < day {
        if matchesPattern(cursor, anchor: start, afterCompletionFrom: nil) { seen += 1 }
        if seen >= count { return false }
        cursor = cursor.adding(days: 1)
      }
      return seen < count
    }
  }

  private func matchesPattern(_ day: LocalDay, anchor: LocalDay, afterCompletionFrom done: LocalDay?) -> Bool {
    let step = max(1, interval)
    switch freq {
    case .none:
      return day == anchor
    case .daily:
      if let done { return anchor.days(until: day) >= step && day == done.adding(days: step) }
      let offset = anchor.days(until: day)
      guard offset >= 0, offset % step == 0 else { return false }
      return byWeekdays.isEmpty || byWeekdays.contains(day.weekday)
    case .weekly:
      let weeks = anchor.startOfWeek.days(until: day.startOfWeek) / 7
      guard weeks >= 0, weeks % step == 0 else { return false }
      let days = byWeekdays.isEmpty ? [anchor.weekday] : byWeekdays
      return days.contains(day.weekday)
    case .monthly:
      let months = (day.year - anchor.year) * 12 + (day.month - anchor.month)
      guard months >= 0, months % step == 0 else { return false }
      if byMonthDays.isEmpty && byNthWeekday.isEmpty { return day.day == anchor.day }
      for wanted in byMonthDays {
        if wanted > 0 && day.day == wanted { return true }
        if wanted < 0 && day.day == day.daysInMonth + wanted + 1 { return true }
      }
      for nth in byNthWeekday where nth.weekday == day.weekday {
        if nth.n > 0 && (day.day - 1) / 7 + 1 == nth.n { return true }
        if nth.n < 0 && (day.daysInMonth - day.day) / 7 + 1 == -nth.n { return true }
      }
      return false
    }
  }
}
