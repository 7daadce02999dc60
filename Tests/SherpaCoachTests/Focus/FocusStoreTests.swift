import Foundation
import SherpaCore
import SherpaStore
import Testing

@testable import SherpaCoach

/// Focus sessions in the store: XP once, minutes logged without double counting, a
/// session left open by a crash closed or resumed with what really elapsed.
@Suite struct FocusStoreTests {
  let plan = try? FocusPlan.checked(workMinutes: 25).get()

  func focusXP(_ coach: Coach) throws -> [XPEvent] {
    try coach.store.xpEvents(from: coach.environment.today.adding(days: -1), to: coach.environment.today)
      .filter { $0.reason == .focusSession }
  }

  @Test func twentyFiveMinutesEarnTwentyXPOnceAndShorterNone() throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T10:00:00")
    let start = coach.environment.now()
    let long = try coach.focus.beginFocus(plan: try #require(plan), itemID: nil, at: start)
    let done = try coach.focus.finishFocus(
      id: long.id, endedAt: start.addingTimeInterval(1500), workedSeconds: 1500, pausedSeconds: 0)
    #expect(done.xp == 20)
    let again = try coach.focus.finishFocus(
      id: long.id, endedAt: start.addingTimeInterval(1500), workedSeconds: 1500, pausedSeconds: 0)
    #expect(again.xp == 0)
    #expect(try focusXP(coach).map(\.amount) == [20])

    let short = try coach.focus.beginFocus(plan: try #require(plan), itemID: nil, at: start.addingTimeInterval(1800))
    let stopped = try coach.focus.finishFocus(
      id: short.id, endedAt: start.addingTimeInterval(3240), workedSeconds: 24 * 60 + 59, pausedSeconds: 0)
    #expect(stopped.xp == 0 && stopped.session.actualMinutes == 24)
    #expect(try focusXP(coach).count == 1)
  }

  @Test func aTimedItemGetsOnlyTheMinutesNotAlreadyLoggedByHand() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T10:00:00")
    _ = await coach.handle("add a habit to read 60 minutes every day")
    let read = try #require(try coach.store.item(named: "Read"))
    let start = coach.environment.now()
    _ = await coach.handle("did 5 minutes of reading")  // before the session: not part of it
    let session = try coach.focus.beginFocus(plan: try #require(plan), itemID: read.id, at: start.addingTimeInterval(1))
    coach.moveClock(to: start.addingTimeInterval(600))
    let asked = try #require(await coach.handle("did 10 minutes of reading"))  // by hand while the timer ran
    #expect(asked.pending != nil, "a log by hand while the timer runs asks first")
    #expect(asked.reply.hasPrefix("Your focus timer on Read has been running since 10:00"), "\(asked.reply)")
    let confirmed = try #require(await coach.handle("yes"))
    #expect(confirmed.intent == .confirm && confirmed.reply.hasPrefix("Logged 10 min of Read — 15/60 min today."))
    let outcome = try coach.focus.finishFocus(
      id: session.id, endedAt: start.addingTimeInterval(1501), workedSeconds: 1500, pausedSeconds: 0)
    #expect(outcome.logged == 15)
    #expect(outcome.itemName == "Read")
    let instance = try #require(
      try coach.store.instances(itemID: read.id, from: coach.environment.today, to: coach.environment.today).first)
    #expect(instance.progress == 30)
    let timer = try coach.store.increments(instanceID: instance.id).filter { $0.source == .timer }
    #expect(timer.map(\.amount) == [15])
  }

  @Test func decliningTheLogByHandLeavesTheTimerToCountIt() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T10:00:00")
    _ = await coach.handle("add a habit to read 60 minutes every day")
    _ = await coach.handle("focus 25 minutes on reading")
    coach.moveClock(to: try CoachFixture.instant("2026-11-23T10:10:00"))
    _ = await coach.handle("read for 10 minutes")
    let declined = try #require(await coach.handle("no"))
    #expect(declined.intent == .decline)
    coach.moveClock(to: try CoachFixture.instant("2026-11-23T10:25:00"))
    let stopped = try #require(await coach.handle("stop focus"))
    #expect(stopped.reply.contains("Logged 25 min to Read."), "\(stopped.reply)")
    let read = try #require(try coach.store.item(named: "Read"))
    #expect(
      try coach.store.instances(itemID: read.id, from: coach.environment.today, to: coach.environment.today).first?
        .progress == 25)
    _ = await coach.handle("read for 5 minutes")
    #expect(
      try coach.store.instances(itemID: read.id, from: coach.environment.today, to: coach.environment.today).first?
        .progress == 30, "no timer running: logged at once")
  }

  @Test func anUntimedItemGetsNoMinutes() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T10:00:00")
    _ = await coach.handle("add a habit to walk 5000 steps every day")
    let walk = try #require(try coach.store.item(named: "Walk"))
    let start = coach.environment.now()
    let session = try coach.focus.beginFocus(plan: try #require(plan), itemID: walk.id, at: start)
    let outcome = try coach.focus.finishFocus(
      id: session.id, endedAt: start.addingTimeInterval(1500), workedSeconds: 1500, pausedSeconds: 0)
    #expect(outcome.logged == nil)
    #expect(
      try coach.store.instances(itemID: walk.id, from: coach.environment.today, to: coach.environment.today).first?
        .progress ?? 0 == 0)
  }

  @Test func aCrashLeavesTheElapsedMinutesAndClosingUsesThem() throws {
    let store = try SherpaStore.inMemory()
    let before = try CoachFixture.coach(at: "2026-11-23T10:00:00", store: store)
    let start = before.environment.now()
    let session = try before.focus.beginFocus(plan: try #require(plan), itemID: nil, at: start)
    try before.focus.saveFocusProgress(id: session.id, workedSeconds: 12 * 60 + 30, pausedSeconds: 45)
    // The process dies here; the next start finds the session open.
    let after = try CoachFixture.coach(at: "2026-11-23T18:00:00", store: store)
    let open = try #require(try after.focus.unfinishedFocus())
    #expect(open.id == session.id && open.actualMinutes == 12 && open.pausedSeconds == 45)
    #expect(
      after.focus.unfinishedFocusReminder()
        == "A 25-minute focus from 10:00 was left open after 12 min — `sherpa focus` offers to resume it; "
        + "\"stop focus\" closes it by the clock.")
    let closed = try after.focus.closeUnfinishedFocus(open)
    #expect(closed.session.actualMinutes == 12)
    #expect(closed.session.endedAt == start.addingTimeInterval(12 * 60 + 45))
    #expect(closed.xp == 0)
    #expect(try after.focus.unfinishedFocus() == nil)
    #expect(after.focus.unfinishedFocusReminder() == nil)
  }

  @Test func startAndStopByTheClockInTurns() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T10:00:00")
    let started = try #require(await coach.handle("focus 30 minutes on the report"))
    #expect(started.intent == .startFocus && started.error == nil)
    #expect(started.reply.contains("30 min on report at 10:00"))
    let twice = try #require(await coach.handle("start a focus session"))
    #expect(twice.error?.code == .invalidInput)
    coach.moveClock(to: try CoachFixture.instant("2026-11-23T10:27:30"))
    let stopped = try #require(await coach.handle("stop focus"))
    #expect(stopped.intent == .stopFocus && stopped.error == nil)
    #expect(stopped.reply.hasPrefix("Focus done: 27 min. (+20 XP)"), "\(stopped.reply)")
    #expect(stopped.reply.contains("Today 27 min, this week 27 min."))
    let none = try #require(await coach.handle("stop focus"))
    #expect(none.error?.code == .notFound)
  }

  @Test func stoppingLongAfterTheTimerEndedCountsItsLength() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T10:00:00")
    _ = await coach.handle("focus 25 minutes")
    coach.moveClock(to: try CoachFixture.instant("2026-11-23T12:00:00"))
    let stopped = try #require(await coach.handle("stop focus"))
    #expect(stopped.reply.hasPrefix("Focus done: 25 min (the timer ended at 25 min)."))
    let session = try #require(try coach.store.focusSessions().first)
    #expect(session.endedAt == (try CoachFixture.instant("2026-11-23T10:25:00")))
  }

  @Test func outOfRangeMinutesAreRefusedAndNothingIsWritten() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T10:00:00")
    for text in ["focus 0 minutes", "focus for 1000 minutes"] {
      let outcome = try #require(await coach.handle(text))
      #expect(outcome.error?.code == .invalidInput, "\(text): \(outcome.reply)")
      #expect(outcome.reply.contains("1 to 240 minutes"))
    }
    #expect(try coach.store.focusSessions().isEmpty)
  }
}
