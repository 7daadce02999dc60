import Foundation
import SherpaCore
import SherpaStore
import Testing

@testable import SherpaCoach

/// Routines through the coach: made from a sentence, steps edited, runs recorded, and the
/// routine achievements at their thresholds.
@Suite struct RoutineTests {
  let morning = "my morning routine: make bed 2 min, stretch 10 min, shower 10 min at 6:30"

  func unlocked(_ coach: Coach) throws -> Set<String> {
    Set(try Insights(store: coach.store, environment: coach.environment).achievements().filter(\.unlocked).map(\.key))
  }

  @Test func aSentenceMakesARoutineWhoseStepsAreItems() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T06:00:00")
    _ = await coach.handle("add a habit to stretch 15 minutes every day")
    let outcome = try #require(await coach.handle(morning))
    #expect(outcome.intent == .routine && outcome.error == nil, "\(outcome.reply)")
    #expect(
      outcome.reply.hasPrefix("New routine: Morning routine at 06:30 — Make bed 2 min, Stretch 10 min, Shower 10 min"))
    let routine = try #require(try coach.routines.routine(named: "morning"))
    #expect(routine.steps.map(\.minutes) == [2, 10, 10])
    let items = try coach.store.items()
    #expect(items.map(\.name).sorted() == ["Make bed", "Shower", "Stretch"], "Stretch is reused, not added twice")
    #expect(try coach.routines.routine(named: "r1")?.id == routine.id)
  }

  @Test func aStepWithNoDurationWritesNothing() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T06:00:00")
    let outcome = try #require(await coach.handle("my evening routine: floss 2 min, read"))
    #expect(outcome.error?.code == .invalidInput)
    #expect(outcome.reply.hasPrefix("\"read\" has no duration"))
    #expect(try coach.store.routines().isEmpty)
    #expect(try coach.store.items().isEmpty, "the step before the bad one was not added either")
    _ = await coach.handle(morning)
    let again = try #require(await coach.handle(morning))
    #expect(again.error?.code == .invalidInput && again.reply.contains("already have a routine"))
    #expect(try coach.store.routines().count == 1)
  }

  @Test func stepsAreReorderedAddedAndRemoved() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T06:00:00")
    _ = await coach.handle(morning)
    var routine = try #require(try coach.routines.routine(named: "morning routine"))
    routine = try coach.routines.moveRoutineStep(routine, from: 3, to: 1)
    #expect(try coach.routines.stepNames(routine) == ["Shower", "Make bed", "Stretch"])
    routine = try coach.routines.addRoutineStep(routine, step: "meditate five minutes", at: 2)
    #expect(try coach.routines.stepNames(routine) == ["Shower", "Meditate", "Make bed", "Stretch"])
    #expect(routine.steps.map(\.minutes) == [10, 5, 2, 10])
    routine = try coach.routines.removeRoutineStep(routine, at: 4)
    #expect(try coach.routines.stepNames(routine) == ["Shower", "Meditate", "Make bed"])
    #expect(throws: CoachError.self) { try coach.routines.removeRoutineStep(routine, at: 9) }
    #expect(throws: CoachError.self) { try coach.routines.addRoutineStep(routine, step: "read") }
    #expect(
      try coach.routines.stepNames(try #require(try coach.routines.routine(named: "morning"))) == [
        "Shower", "Meditate", "Make bed",
      ])
  }

  @Test func aRunCompletesTheStepsDone() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T06:30:00")
    _ = await coach.handle(morning)
    let routine = try #require(try coach.routines.routine(named: "morning"))
    let start = coach.environment.now()
    try coach.routines.recordRoutineRun(
      routine, startedAt: start, finishedAt: start.addingTimeInterval(1320), done: [0, 2])
    let plan = try coach.store.plan(for: coach.environment.today, today: coach.environment.today)
    let done = plan.items.filter { $0.progress >= $0.target }.map(\.name).sorted()
    #expect(done == ["Make bed", "Shower"])
    #expect(try coach.store.routineRuns().first?.doneSteps == [0, 2])
    #expect(try !unlocked(coach).contains("routine_starter"), "a run with a step left out is not a full run")
  }

  @Test func routineStarterAndEarlyBirdAtTheirThresholds() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T06:00:00")
    _ = await coach.handle(morning)
    let routine = try #require(try coach.routines.routine(named: "morning"))
    let seven = try CoachFixture.instant("2026-11-23T07:00:00")
    try coach.routines.recordRoutineRun(
      routine, startedAt: seven.addingTimeInterval(-1320), finishedAt: seven, done: [0, 1, 2])
    var badges = try unlocked(coach)
    #expect(badges.contains("routine_starter"))
    #expect(!badges.contains("early_bird"), "07:00 is not before 07:00")
    try coach.routines.recordRoutineRun(
      routine, startedAt: seven.addingTimeInterval(-1400), finishedAt: seven.addingTimeInterval(-60), done: [0, 1, 2])
    badges = try unlocked(coach)
    #expect(badges.contains("early_bird"))
  }

  @Test func nightOwlAtTwentyTwoHundred() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T21:00:00")
    _ = await coach.handle("my night routine: floss 2 min, read 10 min")
    let routine = try #require(try coach.routines.routine(named: "night"))
    let ten = try CoachFixture.instant("2026-11-23T22:00:00")
    try coach.routines.recordRoutineRun(
      routine, startedAt: ten.addingTimeInterval(-800), finishedAt: ten.addingTimeInterval(-60), done: [0, 1])
    #expect(try !unlocked(coach).contains("night_owl"), "21:59 is not late enough")
    try coach.routines.recordRoutineRun(
      routine, startedAt: ten.addingTimeInterval(-720), finishedAt: ten, done: [0, 1])
    #expect(try unlocked(coach).contains("night_owl"))
  }

  @Test func diversityTakesThreeDifferentRoutines() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T12:00:00")
    for sentence in [
      "my reading routine: read 1 min", "my walking routine: walk 1 min", "my tea routine: brew tea 1 min",
    ] {
      _ = await coach.handle(sentence)
    }
    let routines = try coach.store.routines()
    try #require(routines.count == 3)
    let at = coach.environment.now()
    try coach.routines.recordRoutineRun(routines[0], startedAt: at, finishedAt: at, done: [0])
    try coach.routines.recordRoutineRun(routines[0], startedAt: at, finishedAt: at, done: [0])
    try coach.routines.recordRoutineRun(routines[1], startedAt: at, finishedAt: at, done: [0])
    #expect(try !unlocked(coach).contains("diversity"), "two different routines, however many runs")
    try coach.routines.recordRoutineRun(routines[2], startedAt: at, finishedAt: at, done: [])
    #expect(try !unlocked(coach).contains("diversity"), "a run with nothing done does not count")
    try coach.routines.recordRoutineRun(routines[2], startedAt: at, finishedAt: at, done: [0])
    #expect(try unlocked(coach).contains("diversity"))
  }
}
