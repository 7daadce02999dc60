import SherpaCore

/// Short spellings for the recurrence tests: days as `YYYY-MM-DD`, results as text.
enum RecurrenceFixture {
  static func day(_ text: String) -> LocalDay {
    guard let day = LocalDay(text) else { fatalError("not a date: \(text)") }
    return day
  }

  /// The next `count` occurrences as `YYYY-MM-DD`, from `from` (default: the start).
  static func dates(
    _ rule: Recurrence, start: String, from: String? = nil, count: Int, lastCompletion: String? = nil
  ) -> [String] {
    rule.occurrences(
      start: day(start), from: day(from ?? start), count: count, lastCompletion: lastCompletion.map(day)
    ).map(\.description)
  }

  static func nth(_ n: Int, _ weekday: Int) -> NthWeekday { NthWeekday(n: n, weekday: weekday) }
}
