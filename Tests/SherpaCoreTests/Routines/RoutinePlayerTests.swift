import Foundation
import SherpaCore
import Testing

/// Every transition of a routine run, with a fixed clock.
@Suite struct RoutinePlayerTests {
  let start = Date(timeIntervalSince1970: 1_800_000_000)
  func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

  @Test func aTimedStepIsDoneWhenItsMinutesRunOut() {
    var player = RoutinePlayer(minutes: [2, 10], start: start)
    #expect(player.opening == [.stepStarted(index: 0, at: start)])
    #expect(player.remaining(at: at(30)) == 90)
    #expect(player.advance(to: at(119)).isEmpty)
    #expect(
      player.advance(to: at(125))
        == [.stepDone(index: 0, at: at(120), timeUp: true), .stepStarted(index: 1, at: at(120))])
    #expect(player.remaining(at: at(125)) == 595)
    #expect(
      player.advance(to: at(2000))
        == [.stepDone(index: 1, at: at(720), timeUp: true), .finished(at: at(720))])
    #expect(player.isOver && player.done == [0, 1])
  }

  @Test func anUntimedStepWaitsForDone() {
    var player = RoutinePlayer(minutes: [0, 5], start: start)
    #expect(player.remaining(at: at(10)) == nil)
    #expect(player.advance(to: at(10_000)).isEmpty)
    #expect(
      player.handle(.done, at: at(40))
        == [.stepDone(index: 0, at: at(40), timeUp: false), .stepStarted(index: 1, at: at(40))])
    #expect(player.remaining(at: at(40)) == 300)
  }

  @Test func doneEarlySkipAndPause() {
    var player = RoutinePlayer(minutes: [10, 10, 3], start: start)
    _ = player.handle(.done, at: at(60))
    #expect(player.handle(.togglePause, at: at(120)) == [.paused(at: at(120))])
    #expect(player.advance(to: at(5000)).isEmpty)
    #expect(player.handle(.togglePause, at: at(180)) == [.resumed(at: at(180))])
    #expect(player.remaining(at: at(180)) == 540)
    #expect(
      player.handle(.skip, at: at(200)) == [.stepSkipped(index: 1, at: at(200)), .stepStarted(index: 2, at: at(200))])
    #expect(player.advance(to: at(380)) == [.stepDone(index: 2, at: at(380), timeUp: true), .finished(at: at(380))])
    #expect(player.done == [0, 2])
  }

  @Test func stopEndsTheRunWithTheStepsDoneSoFar() {
    var player = RoutinePlayer(minutes: [1, 1, 1], start: start)
    _ = player.advance(to: at(61))
    #expect(player.handle(.stop, at: at(70)) == [.stopped(at: at(70))])
    #expect(player.isOver && player.done == [0])
    #expect(player.handle(.done, at: at(80)).isEmpty)
  }
}
