import SherpaCore
import Testing

@testable import SherpaIntent

/// The whole-text reader behind `sherpa recur`: every phrase the recurrence issue lists,
/// day names full or short, ordinals as words or digits, and the messages for text it
/// cannot read.
@Suite struct RecurrenceReaderTests {
  static func day(_ text: String) -> LocalDay { LocalDay(text) ?? LocalDay(ordinal: 0) }
  static func nth(_ n: Int, _ weekday: Int) -> NthWeekday { NthWeekday(n: n, weekday: weekday) }

  func read(_ text: String) throws(RecurrenceReader.Problem) -> RecurrenceReader.Reading {
    try RecurrenceReader.read(text, today: Fixtures.today)
  }

  @Test(arguments: [
    ("every day", Recurrence(freq: .daily)),
    ("daily", Recurrence(freq: .daily)),
    ("every weekday", Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 5])),
    ("weekends", Recurrence(freq: .weekly, byWeekdays: [6, 7])),
    ("every 4 days", Recurrence(freq: .daily, interval: 4)),
    ("every 3 weeks", Recurrence(freq: .weekly, interval: 3)),
    ("every 2 months", Recurrence(freq: .monthly, interval: 2)),
    ("every other tuesday", Recurrence(freq: .weekly, interval: 2, byWeekdays: [2])),
    ("every week on mon wed and fri", Recurrence(freq: .weekly, byWeekdays: [1, 3, 5])),
    ("every wednesday and friday", Recurrence(freq: .weekly, byWeekdays: [3, 5])),
    ("every month on the 1st and 15th", Recurrence(freq: .monthly, byMonthDays: [1, 15])),
    ("every month on the 4th, 16th and 31st", Recurrence(freq: .monthly, byMonthDays: [4, 16, 31])),
    ("every month on the 3rd, 20th and the last day", Recurrence(freq: .monthly, byMonthDays: [3, 20, -1])),
    (
      "the first, third and fifth tuesday of every month",
      Recurrence(freq: .monthly, byNthWeekday: [nth(1, 2), nth(3, 2), nth(5, 2)])
    ),
    ("on mon wed fri", Recurrence(freq: .weekly, byWeekdays: [1, 3, 5])),
    ("every 3rd friday", Recurrence(freq: .monthly, byNthWeekday: [nth(3, 5)])),
    ("the first monday of every month", Recurrence(freq: .monthly, byNthWeekday: [nth(1, 1)])),
    ("every 2nd and 4th tuesday", Recurrence(freq: .monthly, byNthWeekday: [nth(2, 2), nth(4, 2)])),
    ("every month on the last friday", Recurrence(freq: .monthly, byNthWeekday: [nth(-1, 5)])),
    ("the second to last thursday of every month", Recurrence(freq: .monthly, byNthWeekday: [nth(-2, 4)])),
    ("every 2 months on the first monday", Recurrence(freq: .monthly, interval: 2, byNthWeekday: [nth(1, 1)])),
    ("every last day of the month", Recurrence(freq: .monthly, byMonthDays: [-1])),
    ("every month on the 15th and the last day", Recurrence(freq: .monthly, byMonthDays: [15, -1])),
    ("every day except sunday", Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 5, 6])),
    ("every day except saturday and sunday", Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 5])),
    ("every 3 days after I do it", Recurrence(freq: .daily, interval: 3, afterCompletion: true)),
    ("every day until 2027-03-31", Recurrence(freq: .daily, end: .onDate(day("2027-03-31")))),
    ("every day until march 31st", Recurrence(freq: .daily, end: .onDate(day("2027-03-31")))),
    ("every day for 6 times", Recurrence(freq: .daily, end: .afterCount(6))),
  ])
  func theIssuesPhrases(_ text: String, _ expected: Recurrence) throws {
    #expect(try read(text).recurrence == expected)
  }

  @Test(arguments: [
    ("every thu", Recurrence(freq: .weekly, byWeekdays: [4])),
    ("every Wednesday and fri", Recurrence(freq: .weekly, byWeekdays: [3, 5])),
    ("every 1st monday", Recurrence(freq: .monthly, byNthWeekday: [nth(1, 1)])),
    ("every third fri", Recurrence(freq: .monthly, byNthWeekday: [nth(3, 5)])),
    ("the last fri of each month", Recurrence(freq: .monthly, byNthWeekday: [nth(-1, 5)])),
    ("every month on the first and fifteenth", Recurrence(freq: .monthly, byMonthDays: [1, 15])),
    (
      "the 2nd and 4th tues of every other month",
      Recurrence(freq: .monthly, interval: 2, byNthWeekday: [nth(2, 2), nth(4, 2)])
    ),
    ("every fifth friday", Recurrence(freq: .monthly, byNthWeekday: [nth(5, 5)])),
    ("every second week", Recurrence(freq: .weekly, interval: 2)),
    (
      "every 2 weeks on tue and thu until 2026-11-30",
      Recurrence(freq: .weekly, interval: 2, byWeekdays: [2, 4], end: .onDate(day("2026-11-30")))
    ),
    ("every 2 weeks except wednesday", Recurrence(freq: .weekly, interval: 2, byWeekdays: [1, 2, 4, 5, 6, 7])),
  ])
  func shortNamesWordOrdinalsAndCombinations(_ text: String, _ expected: Recurrence) throws {
    #expect(try read(text).recurrence == expected)
  }

  @Test func aStartAndAnEndInEitherOrder() throws {
    let started = try read("every day starting 2026-12-01")
    #expect(started.start == Self.day("2026-12-01") && started.recurrence == .daily)
    let both = try read("every monday for 6 times starting 2027-01-04")
    #expect(both.start == Self.day("2027-01-04"))
    #expect(both.recurrence == Recurrence(freq: .weekly, byWeekdays: [1], end: .afterCount(6)))
    let reversed = try read("every monday starting 2027-01-04 for 6 times")
    #expect(reversed == both)
    let weeks = Recurrence(freq: .daily, end: .onDate(Self.day("2027-01-17")))
    #expect(try read("every day for 2 weeks starting 2027-01-04").recurrence == weeks)
    #expect(try read("every day starting 2027-01-04 for 2 weeks").recurrence == weeks)
  }

  @Test(arguments: [
    ("every blue moon", "blue moon"),
    ("every day and some cake", "some cake"),
    ("every 3 days after lunch", "after lunch"),
    (
      "every day except monday tuesday wednesday thursday friday saturday and sunday",
      "except monday tuesday wednesday thursday friday saturday sunday"
    ),
    ("every day until the cows come home", "until cows come home"),
  ])
  func unreadableWordsAreNamed(_ text: String, _ part: String) {
    #expect(throws: RecurrenceReader.Problem.notUnderstood(part: part, text: text)) { try read(text) }
    let message = RecurrenceReader.Problem.notUnderstood(part: part, text: text).description
    #expect(message == "could not read \"\(part)\" in \"\(text)\"")
  }

  @Test func textWithNoRuleAtAllIsQuotedWhole() {
    #expect(throws: RecurrenceReader.Problem.notUnderstood(part: "sometimes", text: "sometimes")) {
      try read("sometimes")
    }
    #expect(throws: RecurrenceReader.Problem.empty) { try read("   ") }
    #expect(throws: RecurrenceReader.Problem.empty) { try read("") }
  }

  @Test func controlCharactersNeverReachTheMessage() throws {
    do {
      _ = try read("every \u{1B}[31mday\u{202E}")
      Issue.record("read an escape sequence as a rule")
    } catch {
      #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E })
      #expect(error.description.contains("?[31mday?"))
    }
  }

  @Test func outOfRangeNumbersAreKeptForValidationToName() throws {
    let start = Fixtures.today
    #expect(throws: RecurrenceError.intervalTooSmall(0)) { try read("every 0 days").recurrence.validate(start: start) }
    #expect(throws: RecurrenceError.badMonthDay(32)) {
      try read("every month on the 32nd").recurrence.validate(start: start)
    }
    #expect(throws: RecurrenceError.badNth(6)) { try read("every 6th friday").recurrence.validate(start: start) }
    #expect(throws: RecurrenceError.zeroCount) { try read("every day for 0 times").recurrence.validate(start: start) }
    let early = RecurrenceError.endsBeforeStart(end: Self.day("2026-01-01"), start: start)
    #expect(throws: early) { try read("every day until 2026-01-01").recurrence.validate(start: start) }
  }

  @Test func theUtteranceParserLeavesOutOfRangeNumbersUnread() {
    #expect(recurrence("every 6th friday") == nil)
    #expect(recurrence("every 0 days") == nil)
    #expect(recurrence("every month on the 32nd") == Recurrence(freq: .monthly))
    #expect(
      recurrence("add a habit to water plants the first monday of every month")
        == Recurrence(freq: .monthly, byNthWeekday: [Self.nth(1, 1)]))
  }
}
