import Foundation
import SherpaTerminal
import Testing

@Suite final class ExternalEditorTests {
  /// The folders this test's fake editors live in, removed when the test ends.
  private var folders: [URL] = []

  deinit {
    for folder in folders { try? FileManager.default.removeItem(at: folder) }
  }

  /// An "editor": a script that records what it was given and writes `reply` into the file.
  func editor(writing reply: String, exit code: Int32 = 0) throws -> (command: String, seen: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("editor-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    folders.append(folder)
    let seen = folder.appendingPathComponent("seen")
    let script = folder.appendingPathComponent("fake-editor")
    let body = """
      #!/bin/sh
      { stat -c %a "$1"; cat "$1"; echo; echo "$1"; } > '\(seen.path)'
      printf '%s' '\(reply)' > "$1"
      exit \(code)
      """
    try body.write(to: script, atomically: true, encoding: .utf8)
    chmod(script.path, 0o755)
    return (script.path, seen)
  }

  @Test func theEditorGetsAPrivateFileWithTheTypedTextAndItsLinesComeBackAsOneMessage() throws {
    let fake = try editor(writing: "log 20 minutes\n  of reading\n\n")
    let written = ExternalEditor.edit("log 20", environment: ["EDITOR": fake.command, "PATH": "/usr/bin:/bin"])
    #expect(written == "log 20 minutes of reading")
    let seen = try String(contentsOf: fake.seen, encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(seen.first == "600")
    #expect(seen.dropFirst().first == "log 20")
    let path = try #require(seen.last)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aFailedOrEmptyEditNeverSendsAnything() throws {
    let failing = try editor(writing: "add a habit", exit: 1)
    #expect(ExternalEditor.edit("", environment: ["EDITOR": failing.command]) == nil)
    let empty = try editor(writing: "   \n\n")
    #expect(ExternalEditor.edit("draft", environment: ["EDITOR": empty.command]) == nil)
    #expect(ExternalEditor.edit("draft", environment: ["EDITOR": "/nonexistent/editor"]) == nil)
  }

  @Test func visualWinsOverEditorAndViIsTheLastResort() {
    #expect(ExternalEditor.command(in: ["VISUAL": "code --wait", "EDITOR": "nano"]) == "code --wait")
    #expect(ExternalEditor.command(in: ["VISUAL": " ", "EDITOR": "nano"]) == "nano")
    #expect(ExternalEditor.command(in: [:]) == "vi")
  }
}

@Suite struct TypingIndicatorTests {
  @Test func aSlowTurnShowsTheDotsAndClearsThemBeforeTheReply() async throws {
    let console = Console(style: RenderStyle(color: false, unicode: true), capture: true, stdout: false)
    let indicator = TypingIndicator.start(on: console, after: .milliseconds(5))
    try await Task.sleep(for: .milliseconds(400))
    indicator.stop()
    #expect(console.takeCaptured() == "  …\r\u{1B}[K")
  }

  @Test func aQuickTurnShowsNothing() async throws {
    let console = Console(style: RenderStyle(color: false, unicode: false), capture: true, stdout: false)
    let indicator = TypingIndicator.start(on: console, after: .seconds(5))
    indicator.stop()
    try await Task.sleep(for: .milliseconds(50))
    #expect(console.takeCaptured() == "")
  }
}
