import Foundation
import SherpaCoach
import SherpaCore
import SherpaLLM
import SherpaLineEditor
import SherpaStore
import SherpaTerminal
import SherpaTranscript

/// Wires the live pieces for the coach commands: the store, the coach over libcurl, the
/// console and the line reader. Logic lives in the targets; this only connects them.
struct Live {
  let launch: Launch
  let store: SherpaStore
  let console: Console

  mutating func runChat(interactive: Bool, json: Bool, yes: Bool, record: String?) async throws {
    let live = launch.liveLLM()
    let recorder = try record.map { try makeRecorder(at: $0, json: json, yes: yes, live: live) }
    var llm = live
    if let recorder, var link = llm {
      link.transport = recorder.recorder.transport
      llm = link
    }
    let coach = CoachFactory.make(launch: launch, store: store, llm: llm)
    var session = CoachSession(
      coach: coach, console: console, json: json, autoConfirm: yes, clockLines: launch.isFrozen, voice: !interactive)
    if let recorder {
      session.onTurn = { input, printed in try? recorder.recorder.record(input: input, printed: printed) }
      session.onClockMove = { recorder.recorder.clockMoved(to: $0) }
    }
    defer { try? recorder?.recorder.close() }
    let history: (path: String?, warning: String?) =
      interactive && !json ? HistoryPolicy.usable(launch.layout.history.path) : (nil, nil)
    if let warning = history.warning {
      FileHandle.standardError.write(Data("sherpa: warning: \(Sanitizer.clean(warning))\n".utf8))
    }
    if interactive, !json, let editor = EditLineReader(historyPath: history.path, words: { coach.completionWords }) {
      if let greeting = coach.checkIn() { console.reply(greeting) }
      session.editMessage = { ExternalEditor.edit($0) }
      session.typingIndicator = true
      if let reminder = coach.focus.unfinishedFocusReminder() { console.reply(reminder) }
      let console = console
      session.onFocusStarted = { Live.focusInREPL(coach: coach, console: console) }
      var reader = editor
      await session.run(reader: &reader, prompt: console.style.unicode ? "› " : "> ")
    } else {
      var reader = PlainLineReader()
      await session.run(reader: &reader)
    }
    if let failure = session.storeFailure { throw Failure.store(failure) }
  }

  /// `--record FILE`: the transcript header from this launch, and the live transport wrapped
  /// so each LLM exchange is captured (an offline session records none).
  func makeRecorder(at path: String, json: Bool, yes: Bool, live: LLMLink?) throws -> (
    recorder: SessionRecorder, online: Bool
  ) {
    let settings = live?.settings ?? CoachFactory.llmSettings(launch)
    let online = live != nil
    var options: [String] = []
    if !online { options.append("--offline") }
    if json { options.append("--json") }
    if yes { options.append("--yes") }
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = launch.environment.timeZone
    formatter.formatOptions = [.withInternetDateTime]
    let header = TranscriptHeader(
      clock: formatter.string(from: launch.environment.now()), timeZone: launch.environment.timeZone.identifier,
      options: options, sherpaVersion: Sherpa.version)
    do {
      let recorder = try SessionRecorder(
        url: URL(fileURLWithPath: path), header: header, live: live?.transport ?? Launch.liveTransport(settings),
        redactor: try Redactor(secrets: settings.apiKey.map { [$0] } ?? []))
      return (recorder, online)
    } catch {
      throw Failure.usage("cannot record to \(path): \(error.description)")
    }
  }

  /// The REPL's "focus 25 minutes": the session the turn opened runs as the live countdown.
  static func focusInREPL(coach: Coach, console: Console) {
    guard let open = try? coach.focus.unfinishedFocus(),
      let plan = try? FocusPlan.checked(workMinutes: open.intendedMinutes, breakMinutes: open.breakMinutes).get()
    else { return }
    let label = (try? open.itemID.flatMap { try coach.store.item(id: $0) })??.name
    let raw = Platform.RawMode(fd: 0)
    defer { raw?.restore() }
    Platform.catchTermination()
    let base = coach.environment.now()
    let origin = ContinuousClock.now
    do {
      let report = try Focus.countdown(
        coach: coach, plan: plan, itemID: open.itemID, label: label, resuming: open, raw: raw, style: console.style,
        notifier: DesktopNotifier(path: ProcessInfo.processInfo.environment["PATH"]),
        clock: { base.addingTimeInterval((ContinuousClock.now - origin) / .seconds(1)) })
      raw?.restore()
      for line in FocusCountdown.summary(report) { console.reply(line) }
    } catch {
      raw?.restore()
      console.error("sherpa: the focus session stopped: \(error)")
    }
  }

  mutating func say(_ text: String, json: Bool, yes: Bool) async throws {
    let coach = CoachFactory.make(launch: launch, store: store, llm: launch.liveLLM())
    var session = CoachSession(
      coach: coach, console: console, json: json, autoConfirm: yes, clockLines: false, voice: false)
    _ = await session.handle(line: text)
    if let failure = session.storeFailure { throw Failure.store(failure) }
  }
}
