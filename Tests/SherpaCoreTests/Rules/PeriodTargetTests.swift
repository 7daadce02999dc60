import Foundation
import SherpaCore
import Testing

/// A weekly or monthly target on fixed days (SPEC's "10,000 steps per week on
/// Mon/Wed/Fri") adds up the period's logs whatever the day; it is met on a day once the
/// period's logs up to that day reach it, and a new period starts from zero.
@Suite struct PeriodTargetTests {
  let monWedFri = Recurrence(freq: .weekly, byWeekdays: [1, 3, 5])

  @Test func theWeeksLogsAddUpAcrossItsDays() {
    let walk = Fixture.habit(1, recurrence: monWedFri, target: 10_000, period: .week)
    #expect(walk.addsUpOverPeriod && !walk.isFlexible)
    let monday = Fixture.monday
    let log = HabitLog(
      items: [walk],
      instances: [Fixture.done(1, monday, amount: 4000), Fixture.done(1, monday.adding(days: 2), amount: 6000)])
    #expect(log.periodProgress(walk, through: monday) == 4000)
    #expect(!log.isCompleted(walk, on: monday))
    #expect(log.periodProgress(walk, through: monday.adding(days: 2)) == 10_000)
    #expect(log.isCompleted(walk, on: monday.adding(days: 2)))
    #expect(log.isCompleted(walk, on: monday.adding(days: 4)), "Friday: the week's target is already met")
    #expect(!log.isCompleted(walk, on: monday.adding(days: 7)), "the next Monday starts from zero")
    #expect(DayEvaluator.evaluate(monday.adding(days: 4), log: log).completed == 1)
  }

  @Test func aLogOnADayOffTheScheduleStillCounts() {
    let walk = Fixture.habit(1, recurrence: monWedFri, target: 10_000, period: .week)
    let monday = Fixture.monday
    // Tuesday's walk counts toward Wednesday.
    let log = HabitLog(items: [walk], instances: [Fixture.done(1, monday.adding(days: 1), amount: 10_000)])
    #expect(log.isCompleted(walk, on: monday.adding(days: 2)))
    #expect(!log.isCompleted(walk, on: monday))
  }

  @Test func aWeekAcrossTheYearEndIsOneWeek() {
    // Monday 2026-12-28 to Sunday 2027-01-03.
    let monday = LocalDay(year: 2026, month: 12, day: 28) ?? Fixture.monday
    let walk = Fixture.habit(1, start: monday, recurrence: monWedFri, target: 10_000, period: .week)
    let friday = monday.adding(days: 4)
    #expect(friday.description == "2027-01-01")
    let log = HabitLog(
      items: [walk], instances: [Fixture.done(1, monday, amount: 5000), Fixture.done(1, friday, amount: 5000)])
    #expect(walk.periodStart(containing: friday) == monday)
    #expect(log.isCompleted(walk, on: friday))
  }

  @Test func aMonthlyTargetAddsUpToTheMonthsEndAndNoFurther() {
    // Every Monday, 8 hours a month; February 2028 is a leap month.
    let start = LocalDay(year: 2028, month: 2, day: 7) ?? Fixture.monday
    let study = Fixture.habit(
      2, start: start, recurrence: Recurrence(freq: .weekly, byWeekdays: [1]), target: 480, period: .month)
    let days = [7, 14, 21, 28].compactMap { LocalDay(year: 2028, month: 2, day: $0) }
    let log = HabitLog(items: [study], instances: days.map { Fixture.done(2, $0, amount: 120) })
    #expect(!log.isCompleted(study, on: days[2]))
    #expect(log.isCompleted(study, on: days[3]))
    let march = LocalDay(year: 2028, month: 3, day: 6) ?? start
    #expect(study.periodStart(containing: march).description == "2028-03-01")
    #expect(!log.isCompleted(study, on: march), "March starts from zero")
  }

  @Test func aDailyTargetAndAFlexibleOneAreAsBefore() {
    let daily = Fixture.habit(3, recurrence: monWedFri, target: 2)
    let flexible = Fixture.habit(4, target: 3, period: .week)
    #expect(!daily.addsUpOverPeriod && !flexible.addsUpOverPeriod && flexible.isFlexible)
    let monday = Fixture.monday
    let log = HabitLog(
      items: [daily],
      instances: [Fixture.done(3, monday, amount: 1), Fixture.done(3, monday.adding(days: 2), amount: 1)])
    #expect(!log.isCompleted(daily, on: monday.adding(days: 2)), "a daily target does not add up across days")
  }
}

/// Its own streak counts the weeks that reached the target, as a "3 times a week"
/// habit's does: the first days of a week, before the total is reached, break nothing.
@Test func aWeeklyTargetOnFixedDaysKeepsAStreakOfWeeks() {
  let monday = Fixture.monday
  let walk = Fixture.habit(
    1, start: monday, recurrence: Recurrence(freq: .weekly, byWeekdays: [1, 3, 5]), target: 10_000, period: .week)
  let instances = [0, 2, 7, 9].map { Fixture.done(1, monday.adding(days: $0), amount: 5000) }
  let log = HabitLog(items: [walk], instances: instances)
  let thirdMonday = monday.adding(days: 14)
  let streak = ItemStreak.compute(walk, log: log, today: thirdMonday)
  #expect(streak.current == 2 && streak.longest == 2, "\(streak)")
  #expect(streak.daysLeft == 6, "the week's Sunday is the last chance: \(streak)")
  let firstMonday = ItemStreak.compute(walk, log: log, today: monday)
  #expect(firstMonday.current == 0, "a week begun is not yet a week reached: \(firstMonday)")
}
