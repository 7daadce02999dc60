import Foundation
import SherpaTestSupport
import Testing

/// `sherpa focus` under a pseudo-terminal (tmux) and start/stop focus through a pipe.
@Suite(.serialized) struct FocusTests {
  func export(_ sherpa: SherpaBinary) throws -> [String: Any] {
    let result = try sherpa.run(["export", "--format", "json"])
    #expect(result.status == 0)
    return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  @Test(.enabled(if: Tmux.available, "tmux is not installed"))
  func liveCountdownRedrawsOneLinePausesAndCtrlCSavesAndRestoresTheTerminal() throws {
    let home = SherpaBinary.temporaryHome("focus-pty")
    defer { try? FileManager.default.removeItem(at: home) }
    let stty = home.appendingPathComponent("stty.txt")
    let tmux = Tmux()
    let command = [
      SherpaBinary.builtExecutable.path, "focus", "2", "--home", home.path, "--now", "2026-11-23T10:00:00", "--tz",
      "Europe/London",
    ].joined(separator: " ")
    try tmux.start("env NO_COLOR=1 TERM=xterm COLUMNS=100 \(command); stty -a > \(stty.path); sleep 30")
    defer { _ = try? tmux.run(["kill-server"]) }

    var screen = try tmux.wait(for: "▶ Focus 01:5")
    #expect(screen.contains("p pause · s skip break · q stop"), "\(screen)")
    usleep(1_500_000)
    screen = try tmux.screen()
    let countdownLines = screen.split(separator: "\n").filter { $0.contains("Focus 0") }
    #expect(countdownLines.count == 1, "the countdown redraws in place: \(screen)")

    try tmux.keys("p")
    screen = try tmux.wait(for: "paused")
    #expect(screen.contains("⏸ Focus"), "\(screen)")
    let frozen = screen.split(separator: "\n").first { $0.contains("⏸ Focus") }.map(String.init) ?? ""
    usleep(1_500_000)
    screen = try tmux.screen()
    #expect(screen.contains(frozen), "a paused countdown stands still: \(frozen) / \(screen)")

    try tmux.keys("p")
    screen = try tmux.wait(for: "▶ Focus")
    #expect(!screen.contains("paused"), "\(screen)")

    try tmux.keys("C-c")
    screen = try tmux.wait(for: "stopped early")
    #expect(screen.contains("Focused 0 min (stopped early)."), "\(screen)")
    #expect(screen.contains("Today 0 min, this week 0 min."))

    // The shell makes the file before stty writes into it: wait for its words.
    let deadline = Date().addingTimeInterval(5)
    while ((try? String(contentsOf: stty, encoding: .utf8)) ?? "").contains("icanon") == false && Date() < deadline {
      usleep(50_000)
    }
    let modes = try String(contentsOf: stty, encoding: .utf8)
      .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init)
    for mode in ["icanon", "echo", "isig", "icrnl", "ixon"] {
      #expect(modes.contains(mode), "\(mode) is back on after Ctrl-C")
    }

    let sessions = try #require(try export(SherpaBinary(home: home))["focus_sessions"] as? [[String: Any]])
    #expect(sessions.count == 1)
    #expect(sessions.first?["ended_at"] is String, "the stopped session is saved and closed: \(sessions)")
    #expect(sessions.first?["intended_minutes"] as? Int == 2)
  }

  @Test(.enabled(if: Tmux.available, "tmux is not installed"))
  func aKilledSessionIsOfferedForResumeOnTheNextStart() throws {
    let home = SherpaBinary.temporaryHome("focus-crash")
    defer { try? FileManager.default.removeItem(at: home) }
    let command = [
      SherpaBinary.builtExecutable.path, "focus", "3", "--home", home.path, "--now", "2026-11-23T10:00:00", "--tz",
      "Europe/London",
    ].joined(separator: " ")
    let first = Tmux()
    try first.start("env NO_COLOR=1 TERM=xterm COLUMNS=100 \(command); sleep 30")
    defer { _ = try? first.run(["kill-server"]) }
    _ = try first.wait(for: "▶ Focus 02:5")
    let shell = try first.run(["list-panes", "-t", first.session, "-F", "#{pane_pid}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
    let sherpa = try #require(children.split(separator: " ").first.flatMap { Int32($0) })
    #expect(kill(sherpa, SIGKILL) == 0, "the crash: no chance to save or restore anything")

    let second = Tmux()
    try second.start("env NO_COLOR=1 TERM=xterm COLUMNS=100 \(command); sleep 30")
    defer { _ = try? second.run(["kill-server"]) }
    var screen = try second.wait(for: "was left open")
    #expect(screen.contains("A 3-minute focus from 10:00 was left open after 0 min."), "\(screen)")
    try second.keys("r")
    screen = try second.wait(for: "▶ Focus")
    try second.keys("q")
    screen = try second.wait(for: "stopped early")
    #expect(screen.contains("Focused 0 min (stopped early)."), "\(screen)")

    let sessions = try #require(try export(SherpaBinary(home: home))["focus_sessions"] as? [[String: Any]])
    #expect(sessions.count == 1, "the resumed session is the same one, not a second")
    #expect(sessions.first?["ended_at"] is String)
  }

  @Test(.enabled(if: Tmux.available, "tmux is not installed"))
  func theREPLRunsTheCountdownForSlashFocusAndReturnsToThePrompt() throws {
    let home = SherpaBinary.temporaryHome("focus-repl")
    defer { try? FileManager.default.removeItem(at: home) }
    let tmux = Tmux()
    let command = [
      SherpaBinary.builtExecutable.path, "--home", home.path, "--now", "2026-11-23T10:00:00", "--tz", "Europe/London",
      "--offline",
    ].joined(separator: " ")
    try tmux.start("env NO_COLOR=1 TERM=xterm COLUMNS=100 \(command)")
    defer { _ = try? tmux.run(["kill-server"]) }
    _ = try tmux.wait(for: "›")
    try tmux.keys("/focus 2", "Enter")
    var screen = try tmux.wait(for: "▶ Focus 01:5")
    #expect(screen.contains("Focus started: 2 min at 10:00."), "\(screen)")
    try tmux.keys("q")
    screen = try tmux.wait(for: "stopped early")
    try tmux.keys("stop focus", "Enter")
    screen = try tmux.wait(for: "No focus session is running")
    #expect(screen.contains("No focus session is running"), "the countdown closed the session: \(screen)")
  }

  @Test func aPipeStartsAndStopsByTheClock() throws {
    let home = SherpaBinary.temporaryHome("focus-pipe")
    defer { try? FileManager.default.removeItem(at: home) }
    let sherpa = SherpaBinary(home: home, now: "2026-11-23T10:00:00")
    let script = """
      add a habit to read 30 minutes every day
      start focus on reading
      @now 2026-11-23T10:10:00
      did 5 minutes of reading
      yes
      @now 2026-11-23T10:26:00
      stop focus
      """
    let result = try sherpa.run(["--json"], stdin: script)
    #expect(result.status == 0)
    let lines = try result.stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(
      lines.map { $0["intent"] as? String ?? "?" } == [
        "add_item", "start_focus", "log_progress", "confirm", "stop_focus",
      ])
    let stop = try #require(lines.last)
    #expect(stop["error"] is NSNull)
    let reply = stop["reply"] as? String ?? ""
    #expect(
      reply.hasPrefix("Focus done: 25 min (the timer ended at 25 min). (+20 XP) Logged 20 min to Read."), "\(reply)")
    let today = try sherpa.run(["today", "--json"])
    let plan = try #require(try JSONSerialization.jsonObject(with: Data(today.stdout.utf8)) as? [String: Any])
    let items = try #require(plan["items"] as? [[String: Any]])
    #expect(items.first?["progress"] as? Double == 25, "5 by hand + 20 by the timer, not 30")
    let stats = try sherpa.run(["stats", "--json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
    let xp = try #require(object["xp"] as? [String: Any])
    #expect(xp["total"] as? Int == 20)
  }

  @Test func focusOutOfRangeIsRefusedAndWritesNothing() throws {
    let home = SherpaBinary.temporaryHome("focus-bad")
    defer { try? FileManager.default.removeItem(at: home) }
    let sherpa = SherpaBinary(home: home)
    for minutes in ["0", "1000"] {
      let result = try sherpa.run(["focus", minutes])
      #expect(result.status == 2)
      #expect(result.stderr.contains("A focus session runs 1 to 240 minutes — \(minutes) is outside that."))
    }
    #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("sherpa.sqlite").path))
    let said = try sherpa.run(["--json", "say", "focus for 0 minutes"])
    #expect(said.stdout.contains("\"code\":\"invalid_input\""))
    let sessions = try #require(try export(sherpa)["focus_sessions"] as? [[String: Any]])
    #expect(sessions.isEmpty)
  }
}
