/// The engine's questions: is a day an occurrence, and which days come next. Days are
/// local days, so a DST change never shifts or duplicates one.
///
/// A day matches when it lies in a period (day, Monday-started week, calendar month) a
/// whole number of intervals after the anchor's period and is one of the rule's days in
/// that period: for weekly rules the listed weekdays (else the anchor's weekday); for
/// monthly rules the listed month days, nth weekdays and weekdays (else the anchor's day
/// of the month; a month without that day has no occurrence). The start is listed only
/// when it matches. An end after N counts the occurrences from the start.
///
/// A repeat counted from the last completion is re-anchored on that day and planned as if
/// each later occurrence were done on its due date; a monthly one keeps the completion's
/// day of the month, on the month's last day when the month is shorter.
extension Recurrence {
  /// Whether `day` is an occurrence of this rule anchored at `start`. For a repeat counted
  /// from the last completion, `lastCompletion` (when given) re-anchors the rule.
  public func occurs(on day: LocalDay, start: LocalDay, lastCompletion: LocalDay? = nil) -> Bool {
    guard matchesSchedule(day, start: start, lastCompletion: lastCompletion) else { return false }
    switch end {
    case .never: return true
    case .onDate(let last): return day <= last
    case .afterCount:
      guard let last = lastCounted(start: start, horizonDays: Recurrence.countHorizon) else { return true }
      return day <= last
    }
  }

  /// The first `count` occurrences on or after `from`, for a rule anchored at `start`,
  /// looking no further than `horizonDays` past the first day considered.
  public func occurrences(
    start: LocalDay, from: LocalDay, count: Int, lastCompletion: LocalDay? = nil, horizonDays: Int = 366 * 40
  ) -> [LocalDay] {
    guard count > 0 else { return [] }
    var day = max(from, start)
    var last = day.adding(days: horizonDays)
    switch end {
    case .never: break
    case .onDate(let end): last = min(last, end)
    case .afterCount:
      if let end = lastCounted(start: start, horizonDays: Recurrence.countHorizon) { last = min(last, end) }
    }
    if freq == .none {
      let once = day == start && start <= last && matchesSchedule(start, start: start, lastCompletion: lastCompletion)
      return once ? [start] : []
    }
    let anchor = afterCompletion ? (lastCompletion ?? start) : start
    var result: [LocalDay] = []
    while result.count < count {
      day = firstInStep(onOrAfter: day, anchor: anchor)
      guard day <= last else { break }
      if freq == .monthly {
        // A month at a time: only its candidate days are checked, not all thirty.
        let month = day.startOfMonth
        for candidate in monthCandidates(month, anchor: anchor) where candidate >= day && candidate <= last {
          guard result.count < count else { break }
          if matchesSchedule(candidate, start: start, lastCompletion: lastCompletion) { result.append(candidate) }
        }
        day = month.adding(months: 1)
        continue
      }
      if matchesSchedule(day, start: start, lastCompletion: lastCompletion) { result.append(day) }
      day = day.adding(days: 1)
    }
    return result
  }

  /// Every day of `month` (its first day) a monthly rule could match, in order: a
  /// superset that `matchesSchedule` then checks, so the walk skips the other days.
  private func monthCandidates(_ month: LocalDay, anchor: LocalDay) -> [LocalDay] {
    let (year, number, _) = month.civil
    let length = LocalDay.daysIn(month: number, year: year)
    var days = Set<Int>()
    if byMonthDays.isEmpty && byNthWeekday.isEmpty && byWeekdays.isEmpty {
      days.insert(min(anchor.civil.day, length))
    }
    for wanted in byMonthDays {
      let day = wanted > 0 ? wanted : length + wanted + 1
      if (1...length).contains(day) { days.insert(day) }
    }
    // The first day of the month falling on each weekday (1 = Monday).
    func first(_ weekday: Int) -> Int { (weekday - month.weekday + 7) % 7 + 1 }
    for weekday in byWeekdays {
      for day in stride(from: first(weekday), through: length, by: 7) { days.insert(day) }
    }
    for nth in byNthWeekday {
      let firstDay = first(nth.weekday)
      let lastDay = firstDay + (length - firstDay) / 7 * 7
      let day = nth.n > 0 ? firstDay + 7 * (nth.n - 1) : lastDay - 7 * (-nth.n - 1)
      if (1...length).contains(day) { days.insert(day) }
    }
    return days.sorted().map { month.adding(days: $0 - 1) }
  }

  /// How far from the start an end after N occurrences is looked for.
  static let countHorizon = 366 * 40

  /// The day of the last occurrence a count end allows, counted on the schedule anchored
  /// at `start`; nil when the rule has no count end or does not reach it within the horizon.
  func lastCounted(start: LocalDay, horizonDays: Int) -> LocalDay? {
    guard case .afterCount(let count) = end, count > 0 else { return nil }
    if freq == .none { return start }
    var seen = 0
    var day = start
    let limit = start.adding(days: horizonDays)
    while true {
      day = firstInStep(onOrAfter: day, anchor: start)
      guard day <= limit else { return nil }
      if matchesPattern(day, anchor: start, clampToMonthEnd: false) {
        seen += 1
        if seen == count { return day }
      }
      day = day.adding(days: 1)
    }
  }

  /// The first day on or after `day`, and not before `anchor`, whose day, week or month is a
  /// whole number of intervals after the anchor's: the days between can never match.
  private func firstInStep(onOrAfter day: LocalDay, anchor: LocalDay) -> LocalDay {
    let step = max(1, interval)
    guard day >= anchor else { return anchor }
    switch freq {
    case .none:
      return day
    case .daily:
      let late = anchor.days(until: day) % step
      return late == 0 ? day : day.adding(days: step - late)
    case .weekly:
      let late = (anchor.startOfWeek.days(until: day.startOfWeek) / 7) % step
      return late == 0 ? day : day.startOfWeek.adding(days: 7 * (step - late))
    case .monthly:
      let (year, month, _) = day.civil
      let (anchorYear, anchorMonth, _) = anchor.civil
      let late = ((year - anchorYear) * 12 + month - anchorMonth) % step
      return late == 0 ? day : day.startOfMonth.adding(months: step - late)
    }
  }

  /// The rule's days without its end: anchored at `start`, or after the last completion.
  private func matchesSchedule(_ day: LocalDay, start: LocalDay, lastCompletion: LocalDay?) -> Bool {
    guard day >= start else { return false }
    if afterCompletion, let done = lastCompletion {
      return day > done && matchesPattern(day, anchor: done, clampToMonthEnd: true)
    }
    return matchesPattern(day, anchor: start, clampToMonthEnd: false)
  }

  private func matchesPattern(_ day: LocalDay, anchor: LocalDay, clampToMonthEnd: Bool) -> Bool {
    let step = max(1, interval)
    switch freq {
    case .none:
      return day == anchor
    case .daily:
      let offset = anchor.days(until: day)
      guard offset >= 0, offset % step == 0 else { return false }
      return byWeekdays.isEmpty || byWeekdays.contains(day.weekday)
    case .weekly:
      let weeks = anchor.startOfWeek.days(until: day.startOfWeek) / 7
      guard weeks >= 0, weeks % step == 0 else { return false }
      let days = byWeekdays.isEmpty ? [anchor.weekday] : byWeekdays
      return days.contains(day.weekday)
    case .monthly:
      let (year, month, dayOfMonth) = day.civil
      let (anchorYear, anchorMonth, anchorDay) = anchor.civil
      let months = (year - anchorYear) * 12 + (month - anchorMonth)
      guard months >= 0, months % step == 0 else { return false }
      let length = LocalDay.daysIn(month: month, year: year)
      if byMonthDays.isEmpty && byNthWeekday.isEmpty && byWeekdays.isEmpty {
        return dayOfMonth == (clampToMonthEnd ? min(anchorDay, length) : anchorDay)
      }
      for wanted in byMonthDays {
        if wanted > 0 && dayOfMonth == wanted { return true }
        if wanted < 0 && dayOfMonth == length + wanted + 1 { return true }
      }
      let weekday = day.weekday
      if byWeekdays.contains(weekday) { return true }
      for nth in byNthWeekday where nth.weekday == weekday {
        if nth.n > 0 && (dayOfMonth - 1) / 7 + 1 == nth.n { return true }
        if nth.n < 0 && (length - dayOfMonth) / 7 + 1 == -nth.n { return true }
      }
      return false
    }
  }
}
