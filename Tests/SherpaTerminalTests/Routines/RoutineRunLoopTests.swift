import Foundation
import SherpaCoach
import SherpaCore
import SherpaStore
import Testing

@testable import SherpaTerminal

/// The routine run loop with a scripted clock and keys.
@Suite struct RoutineRunLoopTests {
  final class Script: FocusKeySource {
    let start: Date
    var seconds: Double = 0
    var presses: [(at: Double, key: UInt8)]

    init(start: Date, presses: [(Double, UInt8)]) {
      self.start = start
      self.presses = presses.map { ($0.0, $0.1) }
    }

    var now: Date { start.addingTimeInterval(seconds) }

    func next(waiting milliseconds: Int32) -> FocusKeyInput {
      seconds += 5
      if let first = presses.first, first.at <= seconds {
        presses.removeFirst()
        return .key(first.key)
      }
      return .none
    }
  }

  @Test func timedStepsRunOutUntimedWaitAndTheRunIsRecorded() async throws {
    let zone = TimeZone(identifier: "Europe/London") ?? .gmt
    let start = try WallClock.instant("2026-11-23T06:30:00", in: zone)
    let coach = Coach(
      store: try SherpaStore.inMemory(), environment: .fixed(start, timeZone: zone),
      settings: CoachSettings(
        wake: LocalTime(minutesSinceMidnight: 420), bed: LocalTime(minutesSinceMidnight: 1380), offline: true,
        sendNotes: false), llm: nil)
    let routine = try coach.routines.createRoutine(
      sentence: "my morning routine: journal 0 min, stretch 2 min, shower 3 min")
    let script = Script(
      start: start, presses: [(30, 0x0D), (100, UInt8(ascii: "p")), (160, UInt8(ascii: "p")), (200, UInt8(ascii: "s"))])
    var output = ""
    var alerts: [String] = []
    var loop = RoutineRunLoop(
      coach: coach, routine: routine, stepNames: try coach.routines.stepNames(routine), style: .plain, live: true,
      clock: { script.now }, write: { output += $0 })
    loop.alert = { alerts.append($0) }
    var keys = script
    let report = try loop.run(keys: &keys)
    // Journal done by Enter at 30 s; stretch paused 60 s so it runs out at 30 + 120 + 60 = 210 s,
    // but "s" at 200 s skipped it; shower then ran its 3 minutes out.
    #expect(report.run.doneSteps == [0, 2])
    #expect(!report.stopped)
    #expect(report.run.finishedAt == start.addingTimeInterval(200 + 180))
    #expect(alerts == ["Shower: time's up.", "Morning routine done."])
    #expect(output.contains("Step 2/3: Stretch, 2 min\n"))
    #expect(output.contains("\r\u{1B}[2KStretch  01:55"))
    #expect(output.contains("– Stretch (skipped)\n"))
    #expect(RoutineRunLoop.summary(report, routine: routine).first == "Morning routine: 2 of 3 steps done.")
    #expect(try coach.store.routineRuns().count == 1)
  }
}
