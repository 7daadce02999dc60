import ArgumentParser
import Foundation
import SherpaCoach
import SherpaCore
import SherpaTerminal

/// `sherpa focus [MINUTES]`: a pomodoro with a live one-line countdown. The terminal goes
/// to single-key mode for it and is put back on every way out.
struct Focus: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "focus",
    abstract: "A focus (pomodoro) session with a live countdown: p pause/resume, s skip break, q or Ctrl-C stop.")

  @Argument(help: ArgumentHelp("Minutes of focus per round, 1 to 240 (default 25).", valueName: "minutes"))
  var minutes: Int = 25

  @Option(
    name: .customLong("break"), help: ArgumentHelp("Break minutes between rounds, 0 to 60.", valueName: "minutes"))
  var breakMinutes: Int = 5

  @Option(help: ArgumentHelp("How many rounds, 1 to 12.", valueName: "n"))
  var rounds: Int = 1

  @Option(help: ArgumentHelp("The item the minutes count for (a time-unit item gets them logged).", valueName: "name"))
  var on: String?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    Platform.ignoreBrokenPipes()
    let plan: FocusPlan
    switch FocusPlan.checked(workMinutes: minutes, breakMinutes: breakMinutes, rounds: rounds) {
    case .success(let checked): plan = checked
    case .failure(let problem): throw Failure.usage(problem.description)
    }
    var launch = try global.launch()
    let start = launch.environment.now()
    let origin = ContinuousClock.now
    launch.environment.now = { start.addingTimeInterval((ContinuousClock.now - origin) / .seconds(1)) }
    let store = try launch.openStore()
    let item = try on.map { name in
      guard let found = try Failure.wrapping({ try store.item(named: name) }) else {
        throw Failure.usage("no item called \"\(name)\"; sherpa today lists your items")
      }
      return found
    }
    let coach = CoachFactory.make(launch: launch, store: store, llm: launch.liveLLM())
    let live = Platform.stdinIsTTY && Platform.stdoutIsTTY && !global.json
    let style = global.style(launch)
    let write: (String) -> Void = { Platform.write(Array($0.utf8), to: 1) }
    let notifier = DesktopNotifier(path: launch.processEnvironment["PATH"])
    Platform.catchTermination()

    let raw = live ? Platform.RawMode(fd: 0) : nil
    defer { raw?.restore() }
    var resuming: FocusSession?
    if let open = try Failure.wrapping({ try coach.focus.unfinishedFocus() }) {
      var keys = TerminalKeys()
      var answer = UInt8(ascii: "c")
      if raw != nil {
        write(FocusCountdown.resumeOffer(open, startedAt: coach.focus.clockTime(open.startedAt)) + "\r\n")
        answer = Focus.readChoice(&keys)
      }
      switch answer {
      case UInt8(ascii: "r"): resuming = open
      case UInt8(ascii: "c"):
        let closed = try Failure.wrapping { try coach.focus.closeUnfinishedFocus(open) }
        write("Closed the earlier focus at \(closed.session.actualMinutes) min.\n")
      default:
        write("Left the earlier focus open.\n")
        return
      }
    }
    let chosen =
      resuming.flatMap { try? FocusPlan.checked(workMinutes: $0.intendedMinutes, breakMinutes: $0.breakMinutes).get() }
      ?? plan
    let report = try Focus.countdown(
      coach: coach, plan: chosen, itemID: resuming?.itemID ?? item?.id, label: item?.name, resuming: resuming,
      raw: raw, style: style, notifier: notifier)
    raw?.restore()
    if global.json {
      try Output.json(FocusReportJSON(report))
    } else {
      Output.text(FocusCountdown.summary(report).joined(separator: "\n"))
    }
  }

  /// Runs the countdown: live with single keys when `raw` is set, else a line per transition.
  static func countdown(
    coach: Coach, plan: FocusPlan, itemID: Int64?, label: String?, resuming: FocusSession?, raw: Platform.RawMode?,
    style: RenderStyle, notifier: DesktopNotifier, clock: (() -> Date)? = nil
  ) throws -> FocusRun.Report {
    let write: (String) -> Void = { Platform.write(Array($0.utf8), to: 1) }
    var run = FocusRun(
      coach: coach, plan: plan, itemID: itemID, label: label, style: style, live: raw != nil,
      clock: clock ?? coach.environment.now, write: write)
    run.resuming = resuming
    run.alert = { text in
      if raw != nil { write("\u{07}") }
      notifier.notify(text)
    }
    run.stopRequested = { Platform.terminationRequested }
    if raw != nil {
      var keys = TerminalKeys()
      return try Failure.wrapping { try run.run(keys: &keys) }
    }
    var keys = NoKeys { usleep(UInt32($0) * 1000) }
    return try Failure.wrapping { try run.run(keys: &keys) }
  }

  /// r, c or q (Ctrl-C and end of input leave it open).
  static func readChoice(_ keys: inout TerminalKeys) -> UInt8 {
    while true {
      switch keys.next(waiting: 500) {
      case .key(let byte):
        let lower = byte | 0x20
        if [UInt8(ascii: "r"), UInt8(ascii: "c"), UInt8(ascii: "q")].contains(lower) { return lower }
        if byte == 0x03 || byte == 0x04 { return UInt8(ascii: "q") }
      case .none: if Platform.terminationRequested { return UInt8(ascii: "q") }
      case .end: return UInt8(ascii: "q")
      }
    }
  }
}

/// `sherpa focus --json`: one object when the run ends.
struct FocusReportJSON: Encodable {
  var sessions: [Session]
  var stoppedEarly: Bool
  var summary: FocusSummary?

  struct Session: Encodable {
    var id: String
    var minutes: Int
    var xp: Int
    var item: String?
    var logged: Double?
  }

  enum CodingKeys: String, CodingKey {
    case sessions, summary
    case stoppedEarly = "stopped_early"
  }

  init(_ report: FocusRun.Report) {
    sessions = report.rounds.map {
      Session(
        id: "f\($0.session.id)", minutes: $0.session.actualMinutes, xp: $0.xp, item: $0.itemName, logged: $0.logged)
    }
    stoppedEarly = report.stoppedEarly
    summary = report.summary
  }
}
