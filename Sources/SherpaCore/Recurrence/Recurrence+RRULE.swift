/// The rule as RFC 5545 `RRULE` values, for calendars. A calendar expands an RRULE from
/// its DTSTART, so the values are meant for an event whose DTSTART is the rule's first
/// occurrence (`firstOccurrence(start:)`); from there they yield the same days as
/// `occurs(on:start:)`.
extension Recurrence {
  /// The first day the rule occurs on, on or after `start`; nil when it never does.
  public func firstOccurrence(start: LocalDay) -> LocalDay? {
    occurrences(start: start, from: start, count: 1).first
  }

  /// The RRULE values (the text after `RRULE:`), usually one. A monthly rule with both
  /// month days and nth weekdays is a union, which one RRULE cannot say (it would
  /// intersect them), so it becomes two. Empty for a rule that does not repeat and for a
  /// repeat counted from completion (a calendar gets its next due date only).
  ///
  /// - Parameter until: writes an inclusive last day as the UNTIL value the event's
  ///   DTSTART needs (a DATE for all-day events, a UTC DATE-TIME for timed ones).
  public func rruleValues(start: LocalDay, until: (LocalDay) -> String) -> [String] {
    guard freq != .none, !afterCompletion, let first = firstOccurrence(start: start) else { return [] }
    var head = ["FREQ=" + freq.rawValue.uppercased()]
    if interval > 1 { head.append("INTERVAL=\(interval)") }
    var patterns: [[String]] = []
    switch freq {
    case .none:
      return []
    case .daily:
      patterns = [byWeekdays.isEmpty ? [] : ["BYDAY=" + Self.days(byWeekdays)]]
    case .weekly:
      patterns = [["BYDAY=" + Self.days(byWeekdays.isEmpty ? [first.weekday] : byWeekdays)]]
    case .monthly:
      let monthDays = byMonthDays.isEmpty ? [] : ["BYMONTHDAY=" + byMonthDays.map(String.init).joined(separator: ",")]
      let nth =
        byNthWeekday.isEmpty
        ? [] : ["BYDAY=" + byNthWeekday.map { "\($0.n)" + Self.dayCodes[($0.weekday - 1) % 7] }.joined(separator: ",")]
      switch (monthDays.isEmpty, nth.isEmpty) {
      case (false, false): patterns = [monthDays, nth]
      case (true, true): patterns = [["BYMONTHDAY=\(start.day)"]]
      default: patterns = [monthDays + nth]
      }
    }
    var tail: [String] = []
    switch end {
    case .never: break
    case .onDate(let last): tail = ["UNTIL=" + until(last)]
    case .afterCount(let count):
      if patterns.count == 1 {
        tail = ["COUNT=\(count)"]
      } else if let last = occurrences(start: start, from: start, count: count).last {
        tail = ["UNTIL=" + until(last)]
      }
    }
    return patterns.map { (head + $0 + tail + ["WKST=MO"]).joined(separator: ";") }
  }

  static let dayCodes = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]

  static func days(_ weekdays: [Int]) -> String {
    weekdays.sorted().map { dayCodes[($0 - 1 + 7) % 7] }.joined(separator: ",")
  }
}
