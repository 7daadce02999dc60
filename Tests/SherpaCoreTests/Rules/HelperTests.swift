import Foundation
import SherpaCore
import Testing

@Suite struct HelperTests {
  let today = Fixture.monday

  @Test func backfillKeepsLockedDaysAndFillsGaps() {
    let log = HabitLog(
      items: (1...5).map { Fixture.habit(Int64($0)) }, instances: [Fixture.done(1, today.adding(days: -2))])
    let locked = DayRecord(day: today.adding(days: -2), counted: 1, completed: 1, qualifies: true, locked: true)
    let stale = DayRecord(day: today.adding(days: -1), counted: 1, completed: 1, qualifies: true, locked: false)
    let records = DayEvaluator.backfill(
      from: today.adding(days: -3), through: today, log: log, stored: [locked, stale])
    #expect(records.map(\.day) == (0...3).map { today.adding(days: $0 - 3) })
    #expect(records.map(\.qualifies) == [false, true, false, false])
    #expect(StreakCalculator(records: records).current(today: today) == 0)
  }

  @Test func itemStreakWindowLimitsTheWalk() {
    let habit = Fixture.habit(1, start: today.adding(days: -10))
    let log = HabitLog(items: [habit], instances: (1...10).map { Fixture.done(1, today.adding(days: -$0)) })
    #expect(ItemStreak.compute(habit, log: log, today: today).current == 10)
    let windowed = ItemStreak.compute(habit, log: log, today: today, since: today.adding(days: -4))
    #expect(windowed.current == 4 && windowed.longest == 4 && windowed.daysLeft == 0)
  }

  @Test func leagueFiguresForTheWeek() {
    let events = [0, 2, 7, -1].map {
      XPEvent(day: today.adding(days: $0), reason: .qualifyingDay, ref: "d\($0)", at: Fixture.created)
    }
    let records = Fixture.records("qqxqq", endingOn: today.adding(days: 3))
    let you = LeagueEntry.you(
      week: today.adding(days: 3), xpEvents: events, records: records, focusMinutes: 30, joinedAt: 5)
    #expect(you.xp == 100 && you.streakDays == 3 && you.isYou && you.focusMinutes == 30)
  }

  @Test func closestNames() {
    let names = ["Meditate", "Run", "Read", "Stretch"]
    #expect(NameSuggestions.closest(to: "medit", among: names, limit: 1) == ["Meditate"])
    #expect(NameSuggestions.closest(to: "Rud", among: names, limit: 2) == ["Run", "Read"])
    #expect(NameSuggestions.closest(to: "zzz", among: [], limit: 2).isEmpty)
    #expect(NameSuggestions.distance("kitten", "sitting") == 3)
    #expect(NameSuggestions.distance("", "abc") == 3)
  }

  @Test func gatherAchievementFigures() throws {
    let habit = Fixture.habit(1, start: today.adding(days: -10))
    var instances = (0..<7).map { Fixture.done(1, today.adding(days: -$0)) }
    instances.append(Fixture.done(2, today))
    let log = HabitLog(items: [habit, Fixture.task(2)], instances: instances)
    let records = (0...9).map { DayEvaluator.evaluate(today.adding(days: -$0), log: log) }
    let routine = Routine(
      id: 3, name: "morning", steps: [RoutineStep(itemID: 1, minutes: 5), RoutineStep(itemID: 1, minutes: 5)],
      createdAt: Fixture.created)
    let start = today.start(in: Fixture.utcCalendar)
    let runs = [
      RoutineRun(
        routineID: 3, startedAt: start, finishedAt: start.addingTimeInterval(6 * 3600 + 59 * 60), doneSteps: [0, 1]),
      RoutineRun(routineID: 3, startedAt: start, finishedAt: start.addingTimeInterval(23 * 3600), doneSteps: [0]),
    ]
    let input = AchievementInput.gather(
      log: log, records: records, routines: [routine], runs: runs, today: today, calendar: Fixture.utcCalendar)
    #expect(input.completions == 8 && input.tasksDone == 1 && input.activeDays == 7)
    #expect(input.longestStreak == 7 && input.longestPerfectRun == 7 && input.longestSameHourRun == 7)
    #expect(input.fullRoutineRuns == 1 && input.distinctRoutines == 1)
    #expect(input.earliestRoutineFinish == 6 * 60 + 59 && input.latestRoutineFinish == 6 * 60 + 59)
    let unlocked = Set(Achievements.evaluate(input).filter(\.unlocked).map(\.key))
    #expect(unlocked.isSuperset(of: ["week_warrior", "perfectionist", "consistent", "early_bird", "routine_starter"]))
    #expect(!unlocked.contains("night_owl"))
  }

  @Test func itemStatsInTheReport() throws {
    let habit = Fixture.habit(1, "run", start: today.adding(days: -9))
    let log = HabitLog(items: [habit], instances: (1...5).map { Fixture.done(1, today.adding(days: -$0)) })
    let report = StatsCalculator(log: log, records: []).report(today: today, calendar: Fixture.utcCalendar, item: habit)
    let item = try #require(report.item)
    #expect(item.current == 5 && item.daysLeft == 0 && abs(item.rate30 - 0.5) < 1e-9 && item.id == "i1")
    let json = try #require(String(data: JSONEncoder().encode(report), encoding: .utf8))
    #expect(json.contains("\"rate_30d\":0.5"))
  }
}
