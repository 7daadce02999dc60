import Foundation
import SherpaTestSupport
import Testing

/// The real REPL under a pseudo-terminal (tmux): typing, history with the up arrow, Tab
/// completion of an item name, Ctrl-C on a half-typed line, Ctrl-D to leave, and the
/// history file's mode.
@Suite(.serialized) struct REPLTests {
  struct Tmux {
    let session = "sherpa-test-\(UUID().uuidString.prefix(8))"

    /// Runs a tmux client on this test's own server socket. Output goes through a file:
    /// the tmux server that `new-session` forks would hold a pipe open for ever.
    /// Starts the session. Not through Process: Foundation waits on a descriptor that
    /// the forked tmux server keeps open, so waitUntilExit would never return.
    func start(_ command: String) throws {
      let line = "tmux -L \(session) new-session -d -x 100 -y 30 -s \(session) '\(command)' </dev/null >/dev/null 2>&1"
      let status = system(line)
      if status != 0 {
        throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "tmux exited \(status)"])
      }
    }

    @discardableResult
    func run(_ arguments: [String]) throws -> String {
      let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(session)-\(UUID().uuidString)")
      _ = FileManager.default.createFile(atPath: output.path, contents: nil)
      defer { try? FileManager.default.removeItem(at: output) }
      let handle = try FileHandle(forWritingTo: output)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["tmux", "-L", session] + arguments
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = handle
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      try handle.close()
      return try String(contentsOf: output, encoding: .utf8)
    }

    func keys(_ keys: String...) throws { try run(["send-keys", "-t", session] + keys) }
    func screen() throws -> String { try run(["capture-pane", "-p", "-t", session]) }

    /// Waits until the screen shows `text` (or gives up after a few seconds).
    func wait(for text: String, timeout: Double = 8) throws -> String {
      let deadline = Date().addingTimeInterval(timeout)
      var shown = ""
      while Date() < deadline {
        shown = try screen()
        if shown.contains(text) { return shown }
        usleep(50_000)
      }
      return shown
    }

    /// Waits until the prompt is drawn again, the sign that libedit is reading: keys sent
    /// before it reach a terminal still in cooked mode, where Ctrl-C is a signal and
    /// Ctrl-D an end-of-file that turns into a NUL once libedit switches to raw input.
    func waitForPrompt(timeout: Double = 8) throws {
      let deadline = Date().addingTimeInterval(timeout)
      while Date() < deadline {
        let lines = try screen().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        if lines.last(where: { !$0.isEmpty }) == "›" { return }
        usleep(50_000)
      }
    }
  }

  static var tmuxAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
      || FileManager.default.isExecutableFile(atPath: "/bin/tmux")
  }

  @Test(.enabled(if: REPLTests.tmuxAvailable, "tmux is not installed"))
  func typingHistoryCompletionInterruptAndLeaving() throws {
    let home = SherpaBinary.temporaryHome("repl")
    defer { try? FileManager.default.removeItem(at: home) }
    let setup = try SherpaBinary(home: home).run([], stdin: "add a habit to meditate 10 minutes every day\n")
    #expect(setup.status == 0)
    let tmux = Tmux()
    let command = [
      SherpaBinary.builtExecutable.path, "--home", home.path, "--now", "2026-11-23T08:00:00", "--tz", "Europe/London",
    ].joined(separator: " ")
    try tmux.start("env NO_COLOR=1 TERM=xterm " + command)
    defer { _ = try? tmux.run(["kill-server"]) }

    var screen = try tmux.wait(for: "›")
    #expect(screen.contains("Morning!"), "the daily check-in greets the first start of a day: \(screen)")
    #expect(screen.contains("Due now: Meditate."), "the check-in lists what is due: \(screen)")

    try tmux.keys("help", "Enter")
    screen = try tmux.wait(for: "Talk to me")
    #expect(screen.contains("Talk to me"))

    try tmux.keys("did 5 minutes of medi", "Tab")
    screen = try tmux.wait(for: "Meditate")
    try tmux.keys("Enter")
    screen = try tmux.wait(for: "Logged 5 min of Meditate")
    #expect(screen.contains("Logged 5 min of Meditate"), "\(screen)")

    try tmux.waitForPrompt()
    try tmux.keys("half typed line", "C-c")
    usleep(300_000)
    try tmux.keys("Up")
    usleep(300_000)
    try tmux.keys("Enter")
    screen = try tmux.wait(for: "10/10 min")
    #expect(screen.contains("10/10 min"), "Up recalls the log line: \(screen)")

    try tmux.waitForPrompt()
    try tmux.keys("C-d")
    // Leaving closes the store (a WAL checkpoint and its fsync), slower while the whole
    // suite writes to the same disk.
    var sessions = ""
    for _ in 0..<150 {
      usleep(100_000)
      sessions = (try? tmux.run(["list-sessions"])) ?? ""
      if !sessions.contains(tmux.session) { break }
    }
    #expect(
      !sessions.contains(tmux.session),
      "Ctrl-D on an empty line leaves: \((try? tmux.run(["capture-pane", "-p", "-t", tmux.session])) ?? "")")

    let history = home.appendingPathComponent("history")
    let attributes = try FileManager.default.attributesOfItem(atPath: history.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    let saved = try String(contentsOf: history, encoding: .utf8)
    #expect(saved.contains("help"))
    #expect(!saved.contains("half typed line"))
  }
}
