import Foundation
import SherpaTestSupport
import Testing

/// The libedit reader in the real chat REPL, on a pseudo-terminal of its own: keys typed
/// as a terminal sends them, what the program draws read back.
@Suite(.serialized) struct EditLineReaderTests {
  static let up = "\u{1B}[A"
  static let ctrlC = "\u{03}"
  static let ctrlD = "\u{04}"

  /// A home holding a 10-minute daily Meditate and a Read habit.
  func home() throws -> SherpaBinary {
    let sherpa = SherpaBinary(home: SherpaBinary.temporaryHome("line-editor"))
    let setup = try sherpa.run(
      [], stdin: "add a habit to meditate 10 minutes every day\nadd a habit to read 20 pages every day\n")
    #expect(setup.status == 0, "\(setup.stderr)")
    return sherpa
  }

  /// Waits for the prompt drawn after position `from` and the terminal in raw mode:
  /// libedit is reading again.
  @discardableResult
  func prompt(_ terminal: PseudoTerminal, after from: Int) throws -> Int {
    let at = try terminal.expect("› ", after: from)
    try terminal.waitForRawMode()
    return at
  }

  func items(_ sherpa: SherpaBinary) throws -> [String] {
    let today = try sherpa.json(["today", "--json"])
    let rows = (today["items"] as? [[String: Any]]) ?? []
    return rows.compactMap { $0["name"] as? String }.sorted()
  }

  /// The history file's lines, read back from libedit's format (a header line, then
  /// each line with spaces and other special characters as `\ooo` octal escapes).
  func history(_ sherpa: SherpaBinary) throws -> [String] {
    let text = try String(contentsOf: sherpa.home.appendingPathComponent("history"), encoding: .utf8)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "_HiStOrY_V2_")
    return lines.dropFirst().map { line in
      var out = ""
      var rest = Substring(line)
      while let slash = rest.firstIndex(of: "\\") {
        out += rest[..<slash]
        let code = rest[rest.index(after: slash)...].prefix(3)
        if code.count == 3, let value = UInt8(code, radix: 8) {
          out.unicodeScalars.append(Unicode.Scalar(value))
          rest = rest[rest.index(slash, offsetBy: 4)...]
        } else {
          out += "\\"
          rest = rest[rest.index(after: slash)...]
        }
      }
      return out + rest
    }
  }

  @Test func typingCompletionCtrlCUpAndCtrlD() throws {
    let sherpa = try home()
    defer { try? FileManager.default.removeItem(at: sherpa.home) }
    let terminal = try PseudoTerminal(sherpa, [])
    var at = try terminal.expect("Due now:")
    #expect(terminal.plainScreen.contains("Morning!"), "the first start of a day greets: \(terminal.plainScreen)")
    at = try prompt(terminal, after: at)

    terminal.type("help\r")
    at = try terminal.expect("Talk to me", after: at)
    at = try prompt(terminal, after: at)

    // Tab finishes the item's name: the rest of it is drawn, and the line sent whole.
    terminal.type("did 5 minutes of medi\t")
    at = try terminal.expect("tate ", after: at)
    terminal.type("\r")
    at = try terminal.expect("Logged 5 min of Meditate", after: at)
    at = try prompt(terminal, after: at)

    // Ctrl-C drops the half-typed line and keeps the session; nothing is added.
    terminal.type("add a habit to swim every day" + Self.ctrlC)
    at = try terminal.expect("^C", after: at)
    at = try prompt(terminal, after: at)

    // Up recalls the last line sent (not the dropped one).
    terminal.type(Self.up + "\r")
    at = try terminal.expect("10/10 min", after: at)
    at = try prompt(terminal, after: at)

    // Ctrl-D on a line that holds text deletes, it does not leave: the session answers
    // the next line (Ctrl-U clears what was typed).
    terminal.type("x" + Self.ctrlD + "\u{15}" + "how many points do i have\r")
    at = try terminal.expect("XP", after: at)
    at = try prompt(terminal, after: at)
    terminal.type(Self.ctrlD)
    #expect(terminal.waitForEnd(timeout: 30) == .exited(0), "Ctrl-D on an empty line leaves: \(terminal.plainScreen)")

    #expect(try items(sherpa) == ["Meditate", "Read"], "a line dropped with Ctrl-C adds nothing")
    let history = sherpa.home.appendingPathComponent("history")
    let attributes = try FileManager.default.attributesOfItem(atPath: history.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(
      try self.history(sherpa) == ["help", "did 5 minutes of meditate", "how many points do i have"],
      "every line sent, the completed one whole; a line dropped with Ctrl-C is not history")
  }

  @Test func historyComesBackInTheNextSessionWithoutSecrets() throws {
    let sherpa = try home()
    defer { try? FileManager.default.removeItem(at: sherpa.home) }
    do {
      let terminal = try PseudoTerminal(sherpa, [])
      var at = try prompt(terminal, after: 0)
      terminal.type("read 5 pages\r")
      at = try terminal.expect("Logged 5 pages of Read", after: at)
      at = try prompt(terminal, after: at)
      terminal.type("my api_key is sk-test-1234567890\r")
      at = try terminal.expect("\n", after: at)
      try prompt(terminal, after: at)
      terminal.type(Self.ctrlD)
      #expect(terminal.waitForEnd(timeout: 30) == .exited(0))
    }
    #expect(try history(sherpa) == ["read 5 pages"], "a line that looks like a secret is never written")

    let terminal = try PseudoTerminal(sherpa, [])
    var at = try prompt(terminal, after: 0)
    terminal.type(Self.up + "\r")
    at = try terminal.expect("10/20 pages", after: at)
    try prompt(terminal, after: at)
    terminal.type(Self.ctrlD)
    #expect(terminal.waitForEnd(timeout: 30) == .exited(0))
  }

  @Test func tabListsTheChoicesWhenSeveralNamesFit() throws {
    let sherpa = SherpaBinary(home: SherpaBinary.temporaryHome("line-editor"))
    defer { try? FileManager.default.removeItem(at: sherpa.home) }
    let setup = try sherpa.run([], stdin: "add a habit to stretch every day\nadd a habit to study every day\n")
    #expect(setup.status == 0)
    let terminal = try PseudoTerminal(sherpa, [])
    var at = try prompt(terminal, after: 0)
    terminal.type("done st\t")
    at = try terminal.expect("Stretch  Study", after: at)
    terminal.type("u\t\r")
    at = try terminal.expect("Study done", after: at)
    try prompt(terminal, after: at)
    terminal.type(Self.ctrlD)
    #expect(terminal.waitForEnd(timeout: 30) == .exited(0))
  }
}
