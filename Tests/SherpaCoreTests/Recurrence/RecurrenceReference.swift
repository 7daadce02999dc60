import Foundation
import SherpaCore

/// An independent, deliberately slow model of the recurrence rules for the randomized
/// comparison: a day-by-day table of the calendar read from Foundation's Gregorian
/// calendar (not from `LocalDay`), and each rule decided by its definition on each day.
struct RecurrenceReference: Sendable {
  struct Day: Sendable {
    var year: Int
    var month: Int
    var day: Int
    /// 1 = Monday … 7 = Sunday.
    var weekday: Int
    var monthLength: Int
    /// Which of the month's Mondays (Tuesdays, …) this is, counted from the start and from the end.
    var nthFromStart: Int
    var nthFromEnd: Int
    /// Monday-started weeks and calendar months since the table's first day.
    var week: Int
    var monthNumber: Int
  }

  let days: [Day]
  /// Each day as `YYYY-MM-DD`.
  let texts: [String]
  let index: [String: Int]

  /// Every day from 1 January `firstYear` to 31 December `lastYear`.
  init(firstYear: Int, lastYear: Int) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
    let first = calendar.date(from: DateComponents(year: firstYear, month: 1, day: 1)) ?? Date()
    var days: [Day] = []
    var texts: [String] = []
    var week = 0
    var seenByWeekday = [Int](repeating: 0, count: 8)
    for offset in 0... {
      let date = first.addingTimeInterval(Double(offset) * 86_400)
      let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
      let (year, month, day) = (parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
      if year > lastYear { break }
      let weekday = ((parts.weekday ?? 1) + 5) % 7 + 1
      if day == 1 {
        seenByWeekday = [Int](repeating: 0, count: 8)
      }
      if weekday == 1 && !days.isEmpty { week += 1 }
      seenByWeekday[weekday] += 1
      texts.append(String(format: "%04d-%02d-%02d", year, month, day))
      days.append(
        Day(
          year: year, month: month, day: day, weekday: weekday, monthLength: 0,
          nthFromStart: seenByWeekday[weekday], nthFromEnd: 0, week: week, monthNumber: year * 12 + month))
    }
    // A second pass, backwards, for the month lengths and the nth from the end.
    var seenFromEnd = [Int](repeating: 0, count: 8)
    var length = 0
    for position in days.indices.reversed() {
      if position == days.count - 1 || days[position + 1].month != days[position].month {
        seenFromEnd = [Int](repeating: 0, count: 8)
        length = days[position].day
      }
      seenFromEnd[days[position].weekday] += 1
      days[position].nthFromEnd = seenFromEnd[days[position].weekday]
      days[position].monthLength = length
    }
    self.days = days
    self.texts = texts
    self.index = Dictionary(uniqueKeysWithValues: texts.enumerated().map { ($1, $0) })
  }

  /// Whether day `i` is on the rule's pattern anchored at day `a` (no end applied).
  func onPattern(_ rule: Recurrence, _ i: Int, anchor a: Int, clamp: Bool) -> Bool {
    let day = days[i]
    let anchor = days[a]
    switch rule.freq {
    case .none:
      return i == a
    case .daily:
      guard i >= a, (i - a) % rule.interval == 0 else { return false }
      return rule.byWeekdays.isEmpty || rule.byWeekdays.contains(day.weekday)
    case .weekly:
      let weeks = day.week - anchor.week
      guard weeks >= 0, weeks % rule.interval == 0 else { return false }
      return (rule.byWeekdays.isEmpty ? [anchor.weekday] : rule.byWeekdays).contains(day.weekday)
    case .monthly:
      let months = day.monthNumber - anchor.monthNumber
      guard months >= 0, months % rule.interval == 0 else { return false }
      if rule.byMonthDays.isEmpty && rule.byNthWeekday.isEmpty && rule.byWeekdays.isEmpty {
        return day.day == (clamp ? min(anchor.day, day.monthLength) : anchor.day)
      }
      if rule.byMonthDays.contains(day.day) { return true }
      if rule.byMonthDays.contains(-1) && day.day == day.monthLength { return true }
      if rule.byWeekdays.contains(day.weekday) { return true }
      return rule.byNthWeekday.contains { nth in
        nth.weekday == day.weekday && (nth.n > 0 ? day.nthFromStart == nth.n : day.nthFromEnd == -nth.n)
      }
    }
  }

  /// The last occurrence an end after N allows: the Nth day on the pattern from the start.
  func countEnd(_ rule: Recurrence, start s: Int) -> Int? {
    guard case .afterCount(let count) = rule.end else { return nil }
    var seen = 0
    for j in s..<days.count where onPattern(rule, j, anchor: s, clamp: false) {
      seen += 1
      if seen == count { return j }
    }
    return nil
  }

  /// Whether day `i` is an occurrence for a rule starting on day `s`, last completed on `done`.
  func occurs(_ rule: Recurrence, _ i: Int, start s: Int, done: Int?, countEnd: Int?) -> Bool {
    guard i >= s else { return false }
    if rule.afterCompletion, let done {
      guard i > done, onPattern(rule, i, anchor: done, clamp: true) else { return false }
    } else {
      guard onPattern(rule, i, anchor: s, clamp: false) else { return false }
    }
    if case .onDate(let last) = rule.end, texts[i] > last.description { return false }
    if let countEnd, i > countEnd { return false }
    return true
  }

  /// The first `count` occurrences from day `from`, looking `horizon` days ahead.
  func next(_ rule: Recurrence, start s: Int, from: Int, count: Int, done: Int?, horizon: Int) -> [String] {
    var result: [String] = []
    let first = max(from, s)
    let end = countEnd(rule, start: s)
    var i = first
    while i <= first + horizon && i < days.count && result.count < count {
      if occurs(rule, i, start: s, done: done, countEnd: end) { result.append(texts[i]) }
      i += 1
    }
    return result
  }
}
