import SherpaCore
import Testing

/// The human summary of each rule kind, and the precise reasons a rule is refused.
@Suite struct RecurrenceSummaryTests {
  typealias F = RecurrenceFixture

  @Test(arguments: [
    (
      Recurrence(freq: .weekly, interval: 2, byWeekdays: [4, 2], end: .onDate(F.day("2026-11-30"))),
      "Every 2 weeks on Tue & Thu, ends on 30 Nov"
    ),
    (Recurrence(freq: .monthly, byNthWeekday: [F.nth(-1, 5)]), "Monthly on the last Friday"),
    (Recurrence.daily, "Every day"),
    (Recurrence(freq: .daily, interval: 3), "Every 3 days"),
    (Recurrence(freq: .daily, interval: 2, byWeekdays: [3, 1]), "Every 2 days on Mon & Wed"),
    (Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 5]), "Every weekday"),
    (Recurrence(freq: .weekly, byWeekdays: [6, 7]), "Every weekend"),
    (Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 5, 6]), "Every day except Sunday"),
    (Recurrence(freq: .weekly, byWeekdays: [5, 1, 3]), "Every Mon, Wed & Fri"),
    (Recurrence(freq: .weekly), "Every Mon"),
    (Recurrence(freq: .weekly, interval: 2, byWeekdays: [2]), "Every 2 weeks on Tue"),
    (Recurrence(freq: .monthly), "Monthly on the 23rd"),
    (Recurrence(freq: .monthly, byMonthDays: [15, 1]), "Monthly on the 1st & the 15th"),
    (Recurrence(freq: .monthly, byMonthDays: [-1, 15]), "Monthly on the 15th & the last day"),
    (Recurrence(freq: .monthly, byNthWeekday: [F.nth(4, 2), F.nth(2, 2)]), "Monthly on the 2nd & 4th Tuesday"),
    (Recurrence(freq: .monthly, byNthWeekday: [F.nth(3, 5)]), "Monthly on the 3rd Friday"),
    (Recurrence(freq: .monthly, byNthWeekday: [F.nth(-2, 4)]), "Monthly on the second to last Thursday"),
    (Recurrence(freq: .monthly, interval: 2, byNthWeekday: [F.nth(1, 1)]), "Every 2 months on the 1st Monday"),
    (Recurrence(freq: .daily, interval: 3, afterCompletion: true), "Every 3 days after completion"),
    (Recurrence(freq: .weekly, interval: 2, afterCompletion: true), "Every 2 weeks after completion"),
    (Recurrence(freq: .monthly, afterCompletion: true), "Every month after completion"),
    (Recurrence(freq: .weekly, byWeekdays: [1], afterCompletion: true), "Every Mon after completion"),
    (Recurrence(freq: .monthly, byMonthDays: [1], afterCompletion: true), "Monthly on the 1st after completion"),
    (Recurrence(freq: .daily, end: .afterCount(6)), "Every day, ends after 6 times"),
    (Recurrence(freq: .daily, end: .afterCount(1)), "Every day, ends after 1 time"),
    (
      Recurrence(freq: .monthly, byMonthDays: [1], end: .onDate(F.day("2027-03-31"))),
      "Monthly on the 1st, ends on 31 Mar 2027"
    ),
    (Recurrence.once, "Once, on 23 Nov"),
  ])
  func summary(_ rule: Recurrence, _ expected: String) {
    #expect(rule.summary(start: F.day("2026-11-23")) == expected)
  }

  @Test(arguments: [
    (
      Recurrence(freq: .daily, interval: 0), RecurrenceError.intervalTooSmall(0),
      "the interval must be 1 or more, not 0"
    ),
    (
      Recurrence(freq: .monthly, byMonthDays: [1, 32]), .badMonthDay(32),
      "day 32 of a month does not exist (1…31, or -1 for the last day)"
    ),
    (
      Recurrence(freq: .monthly, byMonthDays: [0]), .badMonthDay(0),
      "day 0 of a month does not exist (1…31, or -1 for the last day)"
    ),
    (
      Recurrence(freq: .monthly, byNthWeekday: [F.nth(6, 5)]), .badNth(6),
      "there is no 6th weekday in a month (1st…5th, last or second to last)"
    ),
    (
      Recurrence(freq: .monthly, byNthWeekday: [F.nth(-3, 5)]), .badNth(-3),
      "there is no number -3 weekday in a month (1st…5th, last or second to last)"
    ),
    (Recurrence(freq: .weekly, byWeekdays: [8]), .badWeekday(8), "weekday 8 does not exist (1 = Monday … 7 = Sunday)"),
    (
      Recurrence(freq: .daily, end: .onDate(F.day("2026-11-22"))),
      .endsBeforeStart(end: F.day("2026-11-22"), start: F.day("2026-11-23")),
      "the rule ends on 2026-11-22, before it starts on 2026-11-23"
    ),
    (
      Recurrence(freq: .daily, end: .afterCount(0)), .zeroCount,
      "a rule that ends after 0 times never happens; give a count of 1 or more"
    ),
    (
      Recurrence(freq: .weekly, byMonthDays: [15]), .monthDaysNeedMonthly(.weekly),
      "days of the month and nth weekdays need a monthly rule, not weekly"
    ),
  ])
  func refused(_ rule: Recurrence, _ error: RecurrenceError, _ message: String) {
    #expect(throws: error) { try rule.validate(start: F.day("2026-11-23")) }
    #expect(error.description == message)
  }

  @Test func rulesInRangePass() throws {
    let start = F.day("2026-11-23")
    try Recurrence(freq: .monthly, byMonthDays: [31, -1], byNthWeekday: [F.nth(5, 5), F.nth(-2, 1)])
      .validate(start: start)
    try Recurrence(freq: .daily, end: .onDate(start)).validate(start: start)
    try Recurrence(freq: .weekly, interval: 52, byWeekdays: [1, 7], end: .afterCount(1)).validate(start: start)
  }
}
