import Foundation
import SherpaCoach
import SherpaCore
import SherpaStore
import Testing

@testable import SherpaTerminal

/// The countdown loop with a scripted clock and keys: what it saves, rings and draws.
@Suite struct FocusRunTests {
  /// A clock that moves by `step` seconds each time it is read, and the keys to press
  /// at given seconds.
  final class Script: FocusKeySource {
    let start: Date
    var seconds: Double = 0
    let step: Double
    var presses: [(at: Double, key: UInt8)]

    init(start: Date, step: Double, presses: [(Double, Character)]) {
      self.start = start
      self.step = step
      self.presses = presses.map { ($0.0, $0.1.asciiValue ?? 0) }
    }

    var now: Date { start.addingTimeInterval(seconds) }

    func next(waiting milliseconds: Int32) -> FocusKeyInput {
      seconds += step
      if let first = presses.first, first.at <= seconds {
        presses.removeFirst()
        return .key(first.key)
      }
      return .none
    }
  }

  let zone = TimeZone(identifier: "Europe/London") ?? .gmt

  func coach(_ store: SherpaStore, at start: Date) -> Coach {
    Coach(
      store: store, environment: .fixed(start, timeZone: zone),
      settings: CoachSettings(
        wake: LocalTime(minutesSinceMidnight: 420), bed: LocalTime(minutesSinceMidnight: 1380), offline: true,
        sendNotes: false), llm: nil)
  }

  final class Output {
    var text = ""
    var alerts: [String] = []
  }

  func run(
    _ plan: FocusPlan, presses: [(Double, Character)], store: SherpaStore, resuming: FocusSession? = nil,
    live: Bool = true
  ) throws -> (FocusRun.Report, Output, Script) {
    let start = try WallClock.instant("2026-11-23T09:00:00", in: zone)
    let script = Script(start: start, step: 10, presses: presses)
    let output = Output()
    var run = FocusRun(
      coach: coach(store, at: start), plan: plan, itemID: nil, label: "The report", style: .plain, live: live,
      clock: { script.now }, write: { output.text += $0 })
    run.alert = { output.alerts.append($0) }
    run.resuming = resuming
    var keys = script
    let report = try run.run(keys: &keys)
    return (report, output, script)
  }

  @Test func twoRoundsWithAPauseAndASkippedBreak() throws {
    let store = try SherpaStore.inMemory()
    let plan = try FocusPlan.checked(workMinutes: 25, breakMinutes: 5, rounds: 2).get()
    let (report, output, script) = try run(
      plan, presses: [(300, "p"), (600, "x"), (900, " "), (1900, "s"), (2200, "s")], store: store)
    #expect(!report.stoppedEarly)
    #expect(report.rounds.map(\.session.actualMinutes) == [25, 25])
    #expect(report.rounds.map(\.xp) == [20, 20])
    #expect(report.rounds.first?.session.pausedSeconds == 600)
    // Round 1 ended at 25 + 10 paused minutes (2100 s); "s" at 1900 s did nothing, at 2200 s it skipped the break.
    #expect(script.seconds >= 2200 + 1500 && script.seconds < 2200 + 1520)
    #expect(output.alerts.count == 4, "\(output.alerts)")
    #expect(output.alerts.first == "Round 1 done: 25 min of focus.")
    #expect(output.text.contains("\r\u{1B}[2K▶ Focus 1/2 24:50"))
    #expect(output.text.contains("paused"))
    #expect(output.text.contains("☕ Break 1/1"))
    let sessions = try store.focusSessions()
    #expect(sessions.count == 2 && sessions.allSatisfy { $0.endedAt != nil })
    #expect(report.summary?.minutesToday == 50)
  }

  @Test func stopKeySavesTheMinutesSoFar() throws {
    let store = try SherpaStore.inMemory()
    let plan = try FocusPlan.checked(workMinutes: 50).get()
    let (report, output, _) = try run(plan, presses: [(610, "\u{03}")], store: store)
    #expect(report.stoppedEarly)
    #expect(report.rounds.map(\.session.actualMinutes) == [10])
    #expect(report.rounds.first?.xp == 0)
    #expect(output.text.hasSuffix(FocusCountdown.redraw))
    #expect(try store.runningFocusSession() == nil)
    #expect(FocusCountdown.summary(report).first == "Focused 10 min (stopped early).")
  }

  @Test func minutesAreSavedAsTheyGo() throws {
    let store = try SherpaStore.inMemory()
    let plan = try FocusPlan.checked(workMinutes: 25).get()
    let start = try WallClock.instant("2026-11-23T09:00:00", in: zone)
    let script = Script(start: start, step: 10, presses: [])
    var seen: [Int] = []
    var run = FocusRun(
      coach: coach(store, at: start), plan: plan, itemID: nil, label: nil, style: .plain, live: false,
      clock: { script.now }, write: { _ in })
    run.stopRequested = {
      seen.append((try? store.runningFocusSession()?.actualMinutes) ?? -1)
      return script.seconds >= 430
    }
    var keys = script
    let report = try run.run(keys: &keys)
    #expect(seen.contains(6))
    #expect(report.rounds.first?.session.actualMinutes == 7)
  }

  @Test func aResumedSessionRunsOnlyWhatWasLeft() throws {
    let store = try SherpaStore.inMemory()
    let start = try WallClock.instant("2026-11-23T08:00:00", in: zone)
    let first = coach(store, at: start)
    let plan = try FocusPlan.checked(workMinutes: 25).get()
    let open = try first.focus.beginFocus(plan: plan, itemID: nil, at: start)
    try first.focus.saveFocusProgress(id: open.id, workedSeconds: 20 * 60, pausedSeconds: 0)
    let left = try #require(try first.focus.unfinishedFocus())
    let (report, _, script) = try run(plan, presses: [], store: store, resuming: left)
    #expect(report.rounds.map(\.session.id) == [open.id])
    #expect(report.rounds.first?.session.actualMinutes == 25)
    #expect(report.rounds.first?.xp == 20)
    #expect(script.seconds >= 300 && script.seconds < 320)
    #expect(try store.focusSessions().count == 1)
  }

  @Test func theLineFitsTheWidthAndKeepsControlCharactersOut() throws {
    let plan = try FocusPlan.checked(workMinutes: 25).get()
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let timer = FocusTimer(plan: plan, start: start)
    let narrow = RenderStyle(color: false, unicode: true, width: 40)
    let line = FocusCountdown.line(timer, at: start, label: "Bad\u{1B}[31mlabel", style: .plain)
    #expect(!line.contains("\u{1B}"))
    #expect(line.hasPrefix("▶ Focus 25:00"))
    #expect(Paint.width(FocusCountdown.line(timer, at: start, label: "x", style: narrow)) <= 39)
    let ascii = FocusCountdown.line(timer, at: start.addingTimeInterval(750), label: nil, style: .ascii)
    #expect(ascii.hasPrefix("> Focus 12:30  [##########----------]  50%"), "\(ascii)")
  }
}
