import Foundation

/// A tmux session on a server of its own: a terminal emulator that draws what a program
/// writes as a person would see it (a countdown redrawn in place stays one line).
struct Tmux {
  let session = "sherpa-test-\(UUID().uuidString.prefix(8))"

  /// Starts the session. Not through Process: Foundation waits on a descriptor that
  /// the forked tmux server keeps open, so waitUntilExit would never return.
  func start(_ command: String) throws {
    let line = "tmux -L \(session) new-session -d -x 100 -y 30 -s \(session) '\(command)' </dev/null >/dev/null 2>&1"
    let status = system(line)
    if status != 0 {
      throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "tmux exited \(status)"])
    }
  }

  /// Runs a tmux client on this test's own server socket. Output goes through a file:
  /// the tmux server that `new-session` forks would hold a pipe open for ever.
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

  static var available: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
      || FileManager.default.isExecutableFile(atPath: "/bin/tmux")
  }
}
