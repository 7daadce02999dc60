import Foundation
import SherpaCoach
import SherpaCore

/// The conversation loop over any line source: the libedit REPL, the plain pipe reader,
/// `say` (one line) and replay use it alike. Each utterance is answered (and its changes
/// committed) before the next line is read.
public struct CoachSession {
  public var coach: Coach
  public var console: Console
  /// One JSON object per turn instead of words and pictures (the coach then draws none).
  public var json: Bool { didSet { coach.drawsPictures = !json } }
  public var autoConfirm: Bool
  /// `@now ISO8601` lines move the frozen clock (only when the session started with `--now`).
  public var clockLines: Bool
  public var voice: Bool
  /// Told about each answered line and what was printed for it (recording).
  public var onTurn: ((_ input: String, _ printed: String) -> Void)?
  /// Told when an `@now` line moved the clock (recording).
  public var onClockMove: ((_ text: String) -> Void)?
  /// Opens a long message in the person's editor (`/edit` in the REPL); nil elsewhere.
  public var editMessage: ((String) -> String?)?
  /// Shows "…" while a turn takes longer than a moment (the REPL).
  public var typingIndicator = false
  /// Why the session stopped early: the store could not be written.
  public private(set) var storeFailure: String?
  /// Told when a turn started a focus session (the REPL runs the live countdown from it).
  public var onFocusStarted: (() -> Void)?

  public init(coach: Coach, console: Console, json: Bool, autoConfirm: Bool, clockLines: Bool, voice: Bool) {
    self.coach = coach
    self.console = console
    self.json = json
    coach.drawsPictures = !json
    self.autoConfirm = autoConfirm
    self.clockLines = clockLines
    self.voice = voice
  }

  /// Reads and answers lines until the end of input or `/quit`; blank lines are skipped.
  public mutating func run(reader: inout some LineReader, prompt: String = "") async {
    var assembler = MultiLineAssembler()
    while !console.isClosed {
      switch reader.readLine(prompt: assembler.isOpen ? "… " : prompt) {
      case .end:
        if let rest = assembler.flush(), await handle(line: rest) { return }
        finish()
        return
      case .interrupted:
        assembler = MultiLineAssembler()
        continue
      case .line(let text):
        guard let line = assembler.add(text) else { continue }
        if await handle(line: line) { return }
      }
    }
  }

  /// Handles one line: prints its outcome(s) and tells whether the person asked to leave.
  public mutating func handle(line: String) async -> Bool {
    let trimmed = line.trimmingSpaces
    if clockLines, trimmed.hasPrefix("@now ") {
      let text = String(trimmed.dropFirst(5))
      if let instant = try? WallClock.instant(text, in: coach.environment.timeZone) {
        coach.moveClock(to: instant)
        onClockMove?(text)
      } else {
        console.error("sherpa: ignored \(text): not an ISO 8601 time")
      }
      return false
    }
    if let editMessage, trimmed == "/edit" || trimmed.hasPrefix("/edit ") {
      guard let written = editMessage(String(trimmed.dropFirst(5)).trimmingSpaces) else {
        console.line("(Nothing was written, so nothing was sent.)")
        return false
      }
      console.line((console.style.unicode ? "› " : "> ") + Sanitizer.clean(written, keepNewlines: false))
      return await handle(line: written)
    }
    let indicator = typingIndicator && !json ? TypingIndicator.start(on: console) : nil
    let answered = await coach.handle(line, voice: voice)
    indicator?.stop()
    guard let outcome = answered else { return false }
    show(outcome)
    if outcome.intent == .startFocus, outcome.error == nil, let onFocusStarted { onFocusStarted() }
    if autoConfirm, outcome.pending != nil, let confirmed = await coach.confirmPending() {
      show(confirmed)
    }
    if let onTurn { onTurn(line, console.takeCaptured()) }
    if let error = outcome.error, error.endsSession {
      storeFailure = error.message
      return true
    }
    return outcome.quit
  }

  /// At the end of input: a proposal still waiting is not applied, and the person is told.
  public func finish() {
    if !json, coach.hasPending {
      console.line("(A proposal was still waiting for a yes, so nothing of it was applied.)")
    }
  }

  func show(_ outcome: TurnOutcome) {
    if json {
      console.jsonLine(outcome.jsonBytes)
      return
    }
    console.reply(outcome.reply)
    if let display = outcome.display { console.picture(DisplayRenderer.render(display, style: console.style)) }
    if let usage = outcome.usage, usage.total > 0 { console.dim("\(usage.total) tokens") }
  }
}
