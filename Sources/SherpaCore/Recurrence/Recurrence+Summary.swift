/// Human summaries of rules: "Every day", "Every weekday", "Every 2 weeks on Tue & Thu,
/// ends on 30 Nov", "Monthly on the last Friday", "Every 3 days after completion".
extension Recurrence {
  static let fullDayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
  static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  public func summary(start: LocalDay?) -> String {
    var text = body(start: start)
    if afterCompletion && namesDays && freq != .none { text += " after completion" }
    switch end {
    case .never: break
    case .onDate(let day):
      let sameYear = start.map { $0.year == day.year } ?? false
      text += ", ends on \(day.day) \(Recurrence.monthNames[day.month - 1])" + (sameYear ? "" : " \(day.year)")
    case .afterCount(let count): text += ", ends after \(count) time\(count == 1 ? "" : "s")"
    }
    return text
  }

  /// Whether the rule lists its days rather than taking them from its anchor.
  private var namesDays: Bool { !(byWeekdays.isEmpty && byMonthDays.isEmpty && byNthWeekday.isEmpty) }

  private func body(start: LocalDay?) -> String {
    let every = interval == 1 ? "" : "\(interval) "
    switch freq {
    case .none:
      return start.map { "Once, on \($0.day) \(Recurrence.monthNames[$0.month - 1])" } ?? "Does not repeat"
    case .daily:
      if afterCompletion && !namesDays {
        return interval == 1 ? "Every day after completion" : "Every \(interval) days after completion"
      }
      if !byWeekdays.isEmpty && interval == 1 { return weekly(Set(byWeekdays), prefix: "Every") }
      let on =
        byWeekdays.isEmpty
        ? "" : " on " + Recurrence.join(byWeekdays.sorted().map { LocalDay.weekdayAbbreviations[$0 - 1] })
      return (interval == 1 ? "Every day" : "Every \(interval) days") + on
    case .weekly:
      if afterCompletion && !namesDays {
        return interval == 1 ? "Every week after completion" : "Every \(interval) weeks after completion"
      }
      let days = byWeekdays.isEmpty ? (start.map { [$0.weekday] } ?? []) : byWeekdays
      if interval == 1 { return days.isEmpty ? "Every week" : weekly(Set(days), prefix: "Every") }
      if days.isEmpty { return "Every \(every)weeks" }
      return "Every \(every)weeks on " + Recurrence.join(days.sorted().map { LocalDay.weekdayAbbreviations[$0 - 1] })
    case .monthly:
      if afterCompletion && !namesDays {
        return interval == 1 ? "Every month after completion" : "Every \(interval) months after completion"
      }
      let lead = interval == 1 ? "Monthly" : "Every \(interval) months"
      var parts: [String] = []
      for day in byMonthDays.sorted(by: { ($0 < 0 ? 100 - $0 : $0) < ($1 < 0 ? 100 - $1 : $1) }) {
        parts.append(day == -1 ? "the last day" : day < 0 ? "day \(day)" : "the " + Recurrence.ordinal(day))
      }
      var weekdays: [Int] = []
      for nth in byNthWeekday where !weekdays.contains(nth.weekday) { weekdays.append(nth.weekday) }
      for weekday in weekdays {
        let ns = byNthWeekday.filter { $0.weekday == weekday }.map(\.n).sorted {
          ($0 < 0 ? 13 + $0 : $0) < ($1 < 0 ? 13 + $1 : $1)
        }
        let which = ns.map { n in
          switch n {
          case -1: "last"
          case -2: "second to last"
          default: Recurrence.ordinal(n)
          }
        }
        parts.append("the \(Recurrence.join(which)) \(Recurrence.fullDayNames[max(0, min(6, weekday - 1))])")
      }
      for weekday in byWeekdays.sorted() where (1...7).contains(weekday) {
        parts.append("every \(Recurrence.fullDayNames[weekday - 1])")
      }
      if parts.isEmpty, let start { parts.append("the " + Recurrence.ordinal(start.day)) }
      return lead + (parts.isEmpty ? "" : " on " + Recurrence.join(parts))
    }
  }

  private func weekly(_ days: Set<Int>, prefix: String) -> String {
    if days == Set(1...7) { return "\(prefix) day" }
    if days == Set(1...5) { return "\(prefix) weekday" }
    if days == Set([6, 7]) { return "\(prefix) weekend" }
    if days.count == 6, let missing = Set(1...7).subtracting(days).first {
      return "\(prefix) day except \(Recurrence.fullDayNames[missing - 1])"
    }
    return "\(prefix) " + Recurrence.join(days.sorted().map { LocalDay.weekdayAbbreviations[$0 - 1] })
  }

  static func join(_ parts: [String]) -> String {
    guard parts.count > 1 else { return parts.first ?? "" }
    return parts.dropLast().joined(separator: ", ") + " & " + (parts.last ?? "")
  }

  static func ordinal(_ n: Int) -> String {
    let suffix: String
    switch (n % 10, n % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(n)\(suffix)"
  }
}
