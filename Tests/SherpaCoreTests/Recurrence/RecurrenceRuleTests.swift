import SherpaCore
import Testing

/// Every rule kind of the engine against calendars read by hand (Monday 2026-11-23 is
/// the usual start).
@Suite struct RecurrenceRuleTests {
  typealias F = RecurrenceFixture

  @Test func aRuleThatDoesNotRepeatHappensOnlyOnItsStart() {
    let once = Recurrence.once
    #expect(F.dates(once, start: "2026-11-23", count: 5) == ["2026-11-23"])
    #expect(F.dates(once, start: "2026-11-23", from: "2026-11-24", count: 5) == [])
    #expect(once.occurs(on: F.day("2026-11-23"), start: F.day("2026-11-23")))
    #expect(!once.occurs(on: F.day("2026-11-24"), start: F.day("2026-11-23")))
    #expect(!once.occurs(on: F.day("2026-11-22"), start: F.day("2026-11-23")))
  }

  @Test func dailyRulesStepByTheirInterval() {
    #expect(F.dates(.daily, start: "2026-11-23", count: 3) == ["2026-11-23", "2026-11-24", "2026-11-25"])
    let everyThird = Recurrence(freq: .daily, interval: 3)
    #expect(
      F.dates(everyThird, start: "2026-11-23", count: 4) == ["2026-11-23", "2026-11-26", "2026-11-29", "2026-12-02"])
    #expect(F.dates(everyThird, start: "2026-11-23", from: "2026-11-24", count: 2) == ["2026-11-26", "2026-11-29"])
    #expect(!everyThird.occurs(on: F.day("2026-11-22"), start: F.day("2026-11-23")), "nothing before the start")
  }

  @Test func dailyWeekdaysLimitTheDays() {
    let everyOtherDayOnMondays = Recurrence(freq: .daily, interval: 2, byWeekdays: [1])
    #expect(
      F.dates(everyOtherDayOnMondays, start: "2026-11-23", count: 3) == ["2026-11-23", "2026-12-07", "2026-12-21"])
  }

  @Test func weeklyWithoutDaysKeepsTheStartsWeekday() {
    let weekly = Recurrence(freq: .weekly)
    #expect(F.dates(weekly, start: "2026-11-25", count: 3) == ["2026-11-25", "2026-12-02", "2026-12-09"])
  }

  @Test func everyTwoWeeksOnTuesdayAndThursday() {
    let rule = Recurrence(freq: .weekly, interval: 2, byWeekdays: [2, 4])
    #expect(
      F.dates(rule, start: "2026-11-23", count: 4) == ["2026-11-24", "2026-11-26", "2026-12-08", "2026-12-10"])
  }

  @Test func everyTwoWeeksCountsMondayStartedWeeksFromTheStartsWeek() {
    // Sunday 29 Nov is in the week of Monday 23 Nov, so Monday 30 Nov is in the odd week.
    let rule = Recurrence(freq: .weekly, interval: 2, byWeekdays: [1, 7])
    #expect(
      F.dates(rule, start: "2026-11-29", count: 5) == [
        "2026-11-29", "2026-12-07", "2026-12-13", "2026-12-21", "2026-12-27",
      ])
    #expect(!rule.occurs(on: F.day("2026-11-30"), start: F.day("2026-11-29")))
  }

  @Test func theStartIsListedOnlyWhenItMatches() {
    let wednesdays = Recurrence(freq: .weekly, byWeekdays: [3])
    #expect(F.dates(wednesdays, start: "2026-11-23", count: 2) == ["2026-11-25", "2026-12-02"])
    #expect(!wednesdays.occurs(on: F.day("2026-11-23"), start: F.day("2026-11-23")))
    let fifteenth = Recurrence(freq: .monthly, byMonthDays: [15])
    #expect(F.dates(fifteenth, start: "2026-11-23", count: 1) == ["2026-12-15"])
  }

  @Test func everyDayExceptSundaySkipsOnlySundays() {
    let rule = Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 5, 6])
    #expect(F.dates(rule, start: "2026-11-28", count: 3) == ["2026-11-28", "2026-11-30", "2026-12-01"])
    let weekdays = Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 5])
    #expect(F.dates(weekdays, start: "2026-11-27", count: 2) == ["2026-11-27", "2026-11-30"])
  }

  @Test func monthlyWithoutDaysKeepsTheStartsDayOfTheMonth() {
    let monthly = Recurrence(freq: .monthly)
    #expect(F.dates(monthly, start: "2026-11-15", count: 3) == ["2026-11-15", "2026-12-15", "2027-01-15"])
  }

  @Test func monthDaysIncludingTheLastDay() {
    let firstAndFifteenth = Recurrence(freq: .monthly, byMonthDays: [1, 15])
    #expect(
      F.dates(firstAndFifteenth, start: "2026-11-23", count: 4) == [
        "2026-12-01", "2026-12-15", "2027-01-01", "2027-01-15",
      ])
    let lastDay = Recurrence(freq: .monthly, byMonthDays: [-1])
    #expect(
      F.dates(lastDay, start: "2027-01-10", count: 4) == ["2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30"])
    let fifteenthAndLast = Recurrence(freq: .monthly, byMonthDays: [15, -1])
    #expect(
      F.dates(fifteenthAndLast, start: "2026-11-23", count: 4) == [
        "2026-11-30", "2026-12-15", "2026-12-31", "2027-01-15",
      ])
  }

  @Test func nthWeekdaysFirstToFifthLastAndSecondToLast() {
    let third = Recurrence(freq: .monthly, byNthWeekday: [F.nth(3, 5)])
    #expect(F.dates(third, start: "2026-11-23", count: 3) == ["2026-12-18", "2027-01-15", "2027-02-19"])
    let first = Recurrence(freq: .monthly, byNthWeekday: [F.nth(1, 1)])
    #expect(
      F.dates(first, start: "2026-11-23", count: 4) == ["2026-12-07", "2027-01-04", "2027-02-01", "2027-03-01"])
    let second = Recurrence(freq: .monthly, byNthWeekday: [F.nth(2, 3)])
    #expect(F.dates(second, start: "2026-11-23", count: 2) == ["2026-12-09", "2027-01-13"])
    let fourth = Recurrence(freq: .monthly, byNthWeekday: [F.nth(4, 4)])
    #expect(F.dates(fourth, start: "2026-11-23", count: 2) == ["2026-11-26", "2026-12-24"])
    let last = Recurrence(freq: .monthly, byNthWeekday: [F.nth(-1, 5)])
    #expect(
      F.dates(last, start: "2026-11-23", count: 4) == ["2026-11-27", "2026-12-25", "2027-01-29", "2027-02-26"])
    let secondToLast = Recurrence(freq: .monthly, byNthWeekday: [F.nth(-2, 4)])
    #expect(F.dates(secondToLast, start: "2026-11-23", count: 3) == ["2026-12-24", "2027-01-21", "2027-02-18"])
  }

  @Test func aFifthFridayOnlyInMonthsThatHaveOne() {
    let fifth = Recurrence(freq: .monthly, byNthWeekday: [F.nth(5, 5)])
    #expect(F.dates(fifth, start: "2026-11-23", count: 3) == ["2027-01-29", "2027-04-30", "2027-07-30"])
    #expect(!fifth.occurs(on: F.day("2027-02-26"), start: F.day("2026-11-23")), "the last, but the 4th, Friday")
  }

  @Test func secondAndFourthTuesday() {
    let rule = Recurrence(freq: .monthly, byNthWeekday: [F.nth(2, 2), F.nth(4, 2)])
    #expect(
      F.dates(rule, start: "2026-11-23", count: 5) == [
        "2026-11-24", "2026-12-08", "2026-12-22", "2027-01-12", "2027-01-26",
      ])
  }

  @Test func everyOtherMonthCountsCalendarMonthsFromTheStart() {
    let firstMonday = Recurrence(freq: .monthly, interval: 2, byNthWeekday: [F.nth(1, 1)])
    #expect(F.dates(firstMonday, start: "2026-11-23", count: 3) == ["2027-01-04", "2027-03-01", "2027-05-03"])
    let quarterEnds = Recurrence(freq: .monthly, interval: 3, byMonthDays: [-1])
    #expect(
      F.dates(quarterEnds, start: "2026-11-30", count: 4) == ["2026-11-30", "2027-02-28", "2027-05-31", "2027-08-31"])
  }

  @Test func anEndDateIsInclusive() {
    let rule = Recurrence(freq: .daily, end: .onDate(F.day("2026-11-26")))
    #expect(F.dates(rule, start: "2026-11-23", count: 10) == ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26"])
    #expect(rule.occurs(on: F.day("2026-11-26"), start: F.day("2026-11-23")))
    #expect(!rule.occurs(on: F.day("2026-11-27"), start: F.day("2026-11-23")))
  }

  @Test func anEndAfterNCountsFromTheStart() {
    let three = Recurrence(freq: .weekly, byWeekdays: [2, 4], end: .afterCount(3))
    #expect(F.dates(three, start: "2026-11-23", count: 10) == ["2026-11-24", "2026-11-26", "2026-12-01"])
    #expect(three.occurs(on: F.day("2026-12-01"), start: F.day("2026-11-23")))
    #expect(!three.occurs(on: F.day("2026-12-03"), start: F.day("2026-11-23")))
    let five = Recurrence(freq: .daily, end: .afterCount(5))
    #expect(F.dates(five, start: "2026-11-23", from: "2026-11-26", count: 10) == ["2026-11-26", "2026-11-27"])
    let wednesdays = Recurrence(freq: .weekly, byWeekdays: [3], end: .afterCount(2))
    #expect(
      F.dates(wednesdays, start: "2026-11-23", count: 10) == ["2026-11-25", "2026-12-02"],
      "a start off the rule is not counted")
    #expect(F.dates(Recurrence(freq: .none, end: .afterCount(1)), start: "2026-11-23", count: 3) == ["2026-11-23"])
  }

  @Test func aRepeatAfterCompletionIsAnchoredOnTheLastCompletion() {
    let rule = Recurrence(freq: .daily, interval: 3, afterCompletion: true)
    #expect(F.dates(rule, start: "2026-11-23", count: 3) == ["2026-11-23", "2026-11-26", "2026-11-29"])
    #expect(
      F.dates(rule, start: "2026-11-23", count: 3, lastCompletion: "2026-11-24") == [
        "2026-11-27", "2026-11-30", "2026-12-03",
      ])
    let done = F.day("2026-11-24")
    #expect(!rule.occurs(on: F.day("2026-11-26"), start: F.day("2026-11-23"), lastCompletion: done))
    #expect(rule.occurs(on: F.day("2026-11-27"), start: F.day("2026-11-23"), lastCompletion: done))
    #expect(rule.occurs(on: F.day("2026-11-30"), start: F.day("2026-11-23"), lastCompletion: done))
    #expect(!rule.occurs(on: done, start: F.day("2026-11-23"), lastCompletion: done))
  }

  @Test func weeklyAndMonthlyRepeatsAfterCompletion() {
    let fortnight = Recurrence(freq: .weekly, interval: 2, afterCompletion: true)
    #expect(
      F.dates(fortnight, start: "2026-11-23", count: 2, lastCompletion: "2026-11-25") == ["2026-12-09", "2026-12-23"])
    let monthly = Recurrence(freq: .monthly, afterCompletion: true)
    #expect(
      F.dates(monthly, start: "2027-01-01", count: 3, lastCompletion: "2027-01-31") == [
        "2027-02-28", "2027-03-31", "2027-04-30",
      ])
    let until = Recurrence(freq: .daily, interval: 3, afterCompletion: true, end: .onDate(F.day("2026-12-01")))
    #expect(
      F.dates(until, start: "2026-11-23", count: 5, lastCompletion: "2026-11-24") == ["2026-11-27", "2026-11-30"])
  }

  @Test(arguments: [
    Recurrence(freq: .daily, interval: 2),
    Recurrence(freq: .weekly, interval: 3, byWeekdays: [1, 5, 6]),
    Recurrence(freq: .monthly, byMonthDays: [31, -1]),
    Recurrence(
      freq: .monthly, interval: 2, byNthWeekday: [NthWeekday(n: 5, weekday: 3), NthWeekday(n: -2, weekday: 1)]),
    Recurrence(freq: .weekly, byWeekdays: [2], end: .afterCount(20)),
  ])
  func nextNFromAnyDateIsTheTailOfTheWholeList(_ rule: Recurrence) {
    let start = F.day("2027-12-30")
    let all = rule.occurrences(start: start, from: start, count: 60)
    #expect(all.count >= 20)
    let complete = all.count < 60
    let known = complete ? start.adding(days: 100_000) : all[all.count - 1]
    for offset in stride(from: -10, through: 400, by: 3) {
      let from = start.adding(days: offset)
      let expected = Array(all.filter { $0 >= from }.prefix(5))
      if expected.count == 5 || complete {
        #expect(rule.occurrences(start: start, from: from, count: 5) == expected, "from \(from)")
      }
      for day in (0..<40).map({ from.adding(days: $0) }) where day <= known {
        #expect(rule.occurs(on: day, start: start) == all.contains(day), "\(day)")
      }
    }
  }
}

/// The planner asks the engine day by day with the last completion before that day.
@Suite struct RecurrencePlanningTests {
  typealias F = RecurrenceFixture

  @Test func aMissedRepeatAfterCompletionComesBackAnIntervalLater() {
    let rule = Recurrence(freq: .daily, interval: 3, afterCompletion: true)
    let item = Fixture.habit(1, start: F.day("2026-11-01"), recurrence: rule)
    let done = F.day("2026-11-20")
    let planned = (21...30).map { F.day("2026-11-\($0)") }.filter { day in
      !DayPlanner().plan(day: day, today: day, items: [item], instances: [], lastCompletions: [1: done]).items.isEmpty
    }
    #expect(planned.map(\.description) == ["2026-11-23", "2026-11-26", "2026-11-29"])
  }
}
