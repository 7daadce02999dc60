import Foundation
import SherpaCore
import Testing

@Suite struct DayEvaluatorTests {
  let day = Fixture.monday

  func evaluate(_ items: [Item], _ instances: [Instance], groups: [ItemGroup] = []) -> DayRecord {
    DayEvaluator.evaluate(day, log: HabitLog(items: items, instances: instances, groups: groups))
  }

  @Test func fortyPercentQualifiesAndJustBelowDoesNot() {
    let five = (1...5).map { Fixture.habit(Int64($0)) }
    let two = evaluate(five, [Fixture.done(1, day), Fixture.done(2, day)])
    #expect(two.qualifies && two.counted == 5 && two.completed == 2 && two.locked)
    let one = evaluate(five, [Fixture.done(1, day)])
    #expect(!one.qualifies)
    let eight = (1...8).map { Fixture.habit(Int64($0)) }
    let threeOfEight = evaluate(eight, (1...3).map { Fixture.done(Int64($0), day) })
    #expect(!threeOfEight.qualifies)  // 37.5 %
  }

  @Test func skipWithNoteIsExcludedButSkipWithoutNoteCounts() {
    let habits = (1...3).map { Fixture.habit(Int64($0)) }
    let withNote = evaluate(
      habits, [Fixture.done(1, day), Fixture.skip(2, day, note: "sick"), Fixture.skip(3, day, note: "flu")])
    #expect(withNote.counted == 1 && withNote.qualifies)
    let withoutNote = evaluate(habits, [Fixture.skip(2, day, note: nil), Fixture.skip(3, day, note: "  ")])
    #expect(withoutNote.counted == 3 && !withoutNote.qualifies && !withoutNote.isNeutral)
  }

  @Test func zeroScheduledAndAllExcusedAreNeutral() {
    #expect(evaluate([], []).isNeutral)
    let weekly = Fixture.habit(1, recurrence: Recurrence(freq: .weekly, byWeekdays: [2]))
    #expect(evaluate([weekly], []).isNeutral)
    let excused = evaluate([Fixture.habit(1)], [Fixture.skip(1, day, note: "travel")])
    #expect(excused.isNeutral && !excused.qualifies)
  }

  @Test func tasksNeverCount() {
    let onlyTasks = evaluate([Fixture.task(1), Fixture.task(2)], [Fixture.done(1, day), Fixture.done(2, day)])
    #expect(onlyTasks.isNeutral && !onlyTasks.qualifies)
    let mixed = evaluate(
      [Fixture.habit(1), Fixture.habit(2), Fixture.habit(3), Fixture.task(4)],
      [Fixture.done(4, day), Fixture.done(1, day)])
    #expect(mixed.counted == 3 && !mixed.qualifies)
  }

  @Test func flexibleHabitsStayOutOfTheDayStreak() {
    let flexible = Fixture.habit(1, target: 3, period: .week)
    #expect(flexible.isFlexible)
    #expect(evaluate([flexible], [Fixture.done(1, day)]).isNeutral)
  }

  @Test func mustDoGroupCountsOnceAndNeedsRequiredMembers() {
    let group = ItemGroup(id: 9, name: "move", required: 2)
    let items = [Fixture.habit(1, group: 9), Fixture.habit(2, group: 9), Fixture.habit(3, group: 9), Fixture.habit(4)]
    let oneMember = evaluate(items, [Fixture.done(1, day)], groups: [group])
    #expect(oneMember.counted == 2 && oneMember.completed == 0 && !oneMember.qualifies)
    let twoMembers = evaluate(items, [Fixture.done(1, day), Fixture.done(3, day)], groups: [group])
    #expect(twoMembers.counted == 2 && twoMembers.completed == 1 && twoMembers.qualifies)
  }

  @Test func startDateAndArchivedLimitCounting() {
    let later = Fixture.habit(1, start: day.adding(days: 1))
    var archived = Fixture.habit(2)
    archived.archived = true
    #expect(evaluate([later, archived], []).isNeutral)
  }

  @Test func lockedDayStaysQualifiedWhenThePlanGrows() {
    let before = evaluate([Fixture.habit(1)], [Fixture.done(1, day)])
    #expect(before.qualifies)
    let grown = HabitLog(items: (1...5).map { Fixture.habit(Int64($0)) }, instances: [Fixture.done(1, day)])
    let kept = DayEvaluator.update(before, day: day, log: grown, change: .added)
    #expect(kept.qualifies && kept.locked && kept.counted == 5)
    let fresh = DayEvaluator.update(nil, day: day, log: grown, change: .added)
    #expect(!fresh.qualifies)
  }

  @Test func undoingTheCompletionReEvaluatesALockedDay() {
    let log = HabitLog(items: [Fixture.habit(1), Fixture.habit(2)], instances: [Fixture.done(1, day)])
    let locked = DayEvaluator.evaluate(day, log: log)
    let undone = HabitLog(items: [Fixture.habit(1), Fixture.habit(2)], instances: [])
    let after = DayEvaluator.update(locked, day: day, log: undone, change: .completionRemoved)
    #expect(!after.qualifies && !after.locked)
    let stillFine = HabitLog(items: [Fixture.habit(1), Fixture.habit(2)], instances: [Fixture.done(2, day)])
    #expect(DayEvaluator.update(locked, day: day, log: stillFine, change: .completionRemoved).qualifies)
  }

  @Test func dstDaysAreOrdinaryDays() throws {
    let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
    let calendar = Environment.calendar(in: zone)
    let springForward = try #require(LocalDay(year: 2026, month: 3, day: 29))
    let instant = springForward.start(in: calendar).addingTimeInterval(23 * 3600 - 60)
    #expect(LocalDay(containing: instant, in: calendar) == springForward)
    let log = HabitLog(items: [Fixture.habit(1)], instances: [Fixture.done(1, springForward)])
    #expect(DayEvaluator.evaluate(springForward, log: log).qualifies)
    #expect(!DayEvaluator.evaluate(springForward.adding(days: 1), log: log).qualifies)
  }
}
