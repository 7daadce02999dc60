import Foundation
import SherpaCore
import Testing

@Suite struct StreakTests {
  let today = Fixture.monday

  func current(_ pattern: String) -> Int {
    StreakCalculator(records: Fixture.records(pattern, endingOn: today)).current(today: today)
  }

  @Test func currentStreakRunsBackFromToday() {
    #expect(current("xqqq") == 3)
    #expect(current("qqxq") == 1)
    #expect(current("") == 0)
    #expect(current("qqqx") == 3)  // an unfinished today does not break
    #expect(current("qqxx") == 0)
  }

  @Test func neutralDaysNeitherAddNorBreak() {
    #expect(current("qqnnqn") == 3)
    #expect(current("nnn") == 0)
    #expect(current("xnq") == 1)
  }

  @Test func aMissingRecordBreaks() {
    var records = Fixture.records("qqq", endingOn: today)
    records.remove(at: 1)
    #expect(StreakCalculator(records: records).current(today: today) == 1)
  }

  @Test func longestStreakSkipsNeutralDaysAndStopsAtGaps() {
    let calc = StreakCalculator(records: Fixture.records("qqqqxqqnqqx", endingOn: today))
    #expect(calc.longest(today: today) == 4)
    let neutralBridge = StreakCalculator(records: Fixture.records("qqnqqqx", endingOn: today))
    #expect(neutralBridge.longest(today: today) == 5)
    #expect(StreakCalculator(records: []).longest(today: today) == 0)
  }

  @Test func qualifyingDaysInAWeek() {
    let calc = StreakCalculator(records: Fixture.records("qqxqnqq", endingOn: today.adding(days: 6)))
    #expect(calc.qualifyingDays(from: today, through: today.adding(days: 6)) == 5)
  }

  @Test func evaluatedRecordsFeedTheStreak() {
    let habit = Fixture.habit(1)
    let instances = (1...4).map { Fixture.done(1, today.adding(days: -$0)) }
    let log = HabitLog(items: [habit], instances: instances)
    let records = (0...6).map { DayEvaluator.evaluate(today.adding(days: -$0), log: log) }
    #expect(StreakCalculator(records: records).current(today: today) == 4)
  }

  @Test func milestonesAreCelebratedOnce() {
    #expect(Achievements.milestone(from: 2, to: 3) == 3)
    #expect(Achievements.milestone(from: 3, to: 4) == nil)
    #expect(Achievements.milestone(from: 6, to: 7) == 7)
    #expect(Achievements.milestone(from: 29, to: 30) == 30)
    #expect(Achievements.milestone(from: 99, to: 100) == 100)
    #expect(Achievements.milestone(from: 364, to: 365) == 365)
    #expect(Achievements.milestone(from: 365, to: 366) == nil)
  }
}

@Suite struct ItemStreakTests {
  @Test func aShortWindowSaysWhenMoreHistoryCouldLengthenTheStreak() {
    let today = Fixture.monday
    let habit = Fixture.habit(1)  // daily, started 60 days ago
    let everyDay = (1...60).map { Fixture.done(1, today.adding(days: -$0)) }
    let log = HabitLog(items: [habit], instances: everyDay)
    let glance = ItemStreak.window(habit, log: log, today: today, since: today.adding(days: -21))
    #expect(glance.unbroken)
    #expect(glance.streak.current == 21)
    #expect(ItemStreak.compute(habit, log: log, today: today).current == 60)

    let missed = everyDay.filter { $0.day != today.adding(days: -5) }
    let broken = HabitLog(items: [habit], instances: missed)
    let short = ItemStreak.window(habit, log: broken, today: today, since: today.adding(days: -21))
    #expect(!short.unbroken)
    #expect(short.streak.current == ItemStreak.compute(habit, log: broken, today: today).current)
    #expect(short.streak.current == 4)

    // A window reaching back past the habit's start is the whole history.
    let whole = ItemStreak.window(habit, log: log, today: today, since: today.adding(days: -90))
    #expect(!whole.unbroken)
    #expect(whole.streak.current == 60)
  }

  let today = Fixture.monday

  @Test func scheduledDaysOnlyMonWedFri() {
    let start = today.adding(days: -14)  // a Monday
    let habit = Fixture.habit(1, start: start, recurrence: Recurrence(freq: .weekly, byWeekdays: [1, 3, 5]))
    let days = [-14, -12, -10, -7, -5, -3].map { Fixture.done(1, today.adding(days: $0)) }
    let streak = ItemStreak.compute(habit, log: HabitLog(items: [habit], instances: days), today: today)
    #expect(streak.current == 6 && streak.longest == 6 && streak.daysLeft == 0)
    let missedFriday = Array(days.dropLast())
    let broken = ItemStreak.compute(habit, log: HabitLog(items: [habit], instances: missedFriday), today: today)
    #expect(broken.current == 0 && broken.longest == 5 && broken.daysLeft == nil)
  }

  @Test func daysLeftCountsToTheNextScheduledDay() {
    let start = today.adding(days: -7)
    let habit = Fixture.habit(1, start: start, recurrence: Recurrence(freq: .weekly, byWeekdays: [1, 4]))
    let done = [
      Fixture.done(1, today.adding(days: -7)), Fixture.done(1, today.adding(days: -4)), Fixture.done(1, today),
    ]
    let streak = ItemStreak.compute(habit, log: HabitLog(items: [habit], instances: done), today: today)
    #expect(streak.current == 3 && streak.daysLeft == nil)
    let tomorrow = today.adding(days: 1)
    let next = ItemStreak.compute(habit, log: HabitLog(items: [habit], instances: done), today: tomorrow)
    #expect(next.current == 3 && next.daysLeft == 2)
  }

  @Test func skipWithNoteDoesNotBreakAnItemStreak() {
    let habit = Fixture.habit(1, start: today.adding(days: -3))
    let log = HabitLog(
      items: [habit],
      instances: [
        Fixture.done(1, today.adding(days: -3)), Fixture.skip(1, today.adding(days: -2), note: "ill"),
        Fixture.done(1, today.adding(days: -1)),
      ])
    #expect(ItemStreak.compute(habit, log: log, today: today).current == 2)
    let bare = HabitLog(
      items: [habit],
      instances: [
        Fixture.done(1, today.adding(days: -3)), Fixture.skip(1, today.adding(days: -2), note: nil),
        Fixture.done(1, today.adding(days: -1)),
      ])
    #expect(ItemStreak.compute(habit, log: bare, today: today).current == 1)
  }

  @Test func flexibleHabitCountsWeeksThatReachedTarget() {
    let habit = Fixture.habit(1, start: today.adding(days: -21), target: 3, period: .week)
    var instances: [Instance] = []
    for week in 1...3 {
      for day in 0..<3 { instances.append(Fixture.done(1, today.adding(days: -7 * week + day * 2))) }
    }
    let log = HabitLog(items: [habit], instances: instances)
    let streak = ItemStreak.compute(habit, log: log, today: today.adding(days: 2))
    #expect(streak.current == 3 && streak.longest == 3 && streak.daysLeft == 4)
    let short = HabitLog(items: [habit], instances: Array(instances.dropLast()))
    #expect(ItemStreak.compute(habit, log: short, today: today).current == 2)
  }

  @Test func tasksAndFutureHabitsHaveNoStreak() {
    let task = Fixture.task(1)
    #expect(ItemStreak.compute(task, log: HabitLog(items: [task], instances: []), today: today).current == 0)
    let future = Fixture.habit(2, start: today.adding(days: 3))
    #expect(ItemStreak.compute(future, log: HabitLog(items: [future], instances: []), today: today).longest == 0)
  }
}
