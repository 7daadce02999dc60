import Foundation
import SherpaCore
import Testing

/// Every transition of the pomodoro clock, driven by a fixed clock.
@Suite struct FocusTimerTests {
  let start = Date(timeIntervalSince1970: 1_800_000_000)

  func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

  func plan(_ work: Int = 25, _ pause: Int = 5, rounds: Int = 1) throws -> FocusPlan {
    try FocusPlan.checked(workMinutes: work, breakMinutes: pause, rounds: rounds).get()
  }

  @Test func planBounds() {
    #expect(throws: FocusPlanProblem.minutes(0)) { try FocusPlan.checked(workMinutes: 0).get() }
    #expect(throws: FocusPlanProblem.minutes(1000)) { try FocusPlan.checked(workMinutes: 1000).get() }
    #expect(throws: FocusPlanProblem.breakMinutes(61)) { try FocusPlan.checked(breakMinutes: 61).get() }
    #expect(throws: FocusPlanProblem.rounds(0)) { try FocusPlan.checked(rounds: 0).get() }
    #expect((try? FocusPlan.checked(workMinutes: 1).get()) != nil)
    #expect((try? FocusPlan.checked(workMinutes: 240).get()) != nil)
    #expect(FocusPlanProblem.minutes(1000).description.contains("1 to 240"))
  }

  @Test func oneRoundCountsDownAndFinishesOnTheMinute() throws {
    var timer = FocusTimer(plan: try plan(), start: start)
    #expect(timer.opening == .workStarted(round: 1, at: start))
    #expect(timer.advance(to: at(60)).isEmpty)
    #expect(timer.remaining(at: at(60)) == 24 * 60)
    #expect(timer.progress(at: at(750)) == 0.5)
    #expect(timer.advance(to: at(25 * 60 - 1)).isEmpty)
    let events = timer.advance(to: at(25 * 60 + 42))
    #expect(events == [.workEnded(round: 1, at: at(1500), pausedSeconds: 0), .finished(at: at(1500))])
    #expect(timer.isDone)
    #expect(timer.advance(to: at(4000)).isEmpty)
  }

  @Test func roundsAlternateWithBreaksAndALateTickCatchesUp() throws {
    var timer = FocusTimer(plan: try plan(25, 5, rounds: 2), start: start)
    let events = timer.advance(to: at(31 * 60))
    #expect(
      events == [
        .workEnded(round: 1, at: at(1500), pausedSeconds: 0), .breakStarted(round: 1, at: at(1500)),
        .breakEnded(round: 1, at: at(1800), skipped: false), .workStarted(round: 2, at: at(1800)),
      ])
    #expect(timer.phase == .work(round: 2))
    #expect(timer.remaining(at: at(31 * 60)) == 24 * 60)
    let last = timer.advance(to: at(55 * 60))
    #expect(last == [.workEnded(round: 2, at: at(3300), pausedSeconds: 0), .finished(at: at(3300))])
  }

  @Test func noBreakGoesStraightToTheNextRound() throws {
    var timer = FocusTimer(plan: try plan(10, 0, rounds: 2), start: start)
    #expect(
      timer.advance(to: at(600))
        == [.workEnded(round: 1, at: at(600), pausedSeconds: 0), .workStarted(round: 2, at: at(600))])
  }

  @Test func pauseFreezesTheClockAndResumeMovesTheEnd() throws {
    var timer = FocusTimer(plan: try plan(), start: start)
    #expect(timer.handle(.togglePause, at: at(600)) == [.paused(at: at(600))])
    #expect(timer.isPaused)
    #expect(timer.advance(to: at(5000)).isEmpty)
    #expect(timer.remaining(at: at(5000)) == 15 * 60)
    #expect(timer.pausedSeconds(at: at(900)) == 300)
    #expect(timer.handle(.togglePause, at: at(900)) == [.resumed(at: at(900), pausedSeconds: 300)])
    #expect(timer.advance(to: at(1799)).isEmpty)
    #expect(
      timer.advance(to: at(1800)) == [.workEnded(round: 1, at: at(1800), pausedSeconds: 300), .finished(at: at(1800))])
  }

  @Test func skipBreakStartsTheNextRoundNowAndIsIgnoredWhileWorking() throws {
    var timer = FocusTimer(plan: try plan(25, 5, rounds: 2), start: start)
    #expect(timer.handle(.skipBreak, at: at(60)).isEmpty)
    #expect(timer.phase == .work(round: 1))
    _ = timer.advance(to: at(1500))
    #expect(timer.phase == .rest(round: 1))
    let events = timer.handle(.skipBreak, at: at(1560))
    #expect(events == [.breakEnded(round: 1, at: at(1560), skipped: true), .workStarted(round: 2, at: at(1560))])
    #expect(timer.remaining(at: at(1560)) == 1500)
  }

  @Test func stopDuringWorkReportsTheWorkedSeconds() throws {
    var timer = FocusTimer(plan: try plan(), start: start)
    _ = timer.handle(.togglePause, at: at(300))
    _ = timer.handle(.togglePause, at: at(360))
    let events = timer.handle(.stop, at: at(660))
    #expect(events == [.stopped(round: 1, at: at(660), workedSeconds: 600, pausedSeconds: 60)])
    #expect(timer.isDone)
    #expect(timer.handle(.stop, at: at(700)).isEmpty)
  }

  @Test func stopWhilePausedCountsThePauseSoFar() throws {
    var timer = FocusTimer(plan: try plan(), start: start)
    _ = timer.handle(.togglePause, at: at(120))
    #expect(
      timer.handle(.stop, at: at(420)) == [.stopped(round: 1, at: at(420), workedSeconds: 120, pausedSeconds: 300)])
  }

  @Test func stopDuringABreakHasNoWorkInProgress() throws {
    var timer = FocusTimer(plan: try plan(25, 5, rounds: 3), start: start)
    _ = timer.advance(to: at(1600))
    #expect(
      timer.handle(.stop, at: at(1600)) == [.stopped(round: 1, at: at(1600), workedSeconds: nil, pausedSeconds: 0)])
  }

  @Test func aResumedSessionStartsPartWayIn() throws {
    var timer = FocusTimer(plan: try plan(), start: start, alreadyWorked: 12 * 60, pausedBefore: 30)
    #expect(timer.remaining(at: start) == 13 * 60)
    #expect(timer.advance(to: at(13 * 60 - 1)).isEmpty)
    #expect(
      timer.advance(to: at(13 * 60)) == [.workEnded(round: 1, at: at(780), pausedSeconds: 30), .finished(at: at(780))])
  }
}
