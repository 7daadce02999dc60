import Foundation
import SherpaTestSupport
import Testing

/// Hostile numbers and escapes given to the built binary. Before the limits each of the
/// numbers trapped the process (exit 132, nothing on stderr) and a pipe lost the lines
/// after it; an escape sequence in an argument went to the terminal as it was.
@Suite struct HostileInputTests {
  @Test(arguments: ["1e19", "9.3e18", "1e300"])
  func aHugeTargetIsRefusedInWordsAndThePipeGoesOn(_ number: String) throws {
    let home = SherpaBinary.temporaryHome("huge")
    defer { try? FileManager.default.removeItem(at: home) }
    let sherpa = SherpaBinary(home: home)
    let piped = try sherpa.run(
      ["--offline", "--json"],
      stdin: "add a habit to read \(number) minutes every day\nadd a habit to floss every day\n")
    #expect(piped.status == 0, "\(piped.stderr)")
    let lines = piped.stdout.split(separator: "\n")
    #expect(lines.count == 2, "one object per line read: \(piped.stdout)")
    #expect(lines.first?.contains("at most 1,000,000") == true, "\(lines.first ?? "")")
    let today = try sherpa.run(["today", "--json"])
    #expect(
      today.status == 0 && today.stdout.contains("Floss") && !today.stdout.contains("\"Read\""), "\(today.stdout)")
  }

  @Test func anImportedTargetBeyondTheLimitIsRefusedAndNothingIsStored() throws {
    let home = SherpaBinary.temporaryHome("import-huge")
    defer { try? FileManager.default.removeItem(at: home) }
    let sherpa = SherpaBinary(home: home)
    _ = try sherpa.run(["say", "add a habit to read 20 minutes every day"])
    let file = home.appendingPathComponent("out.json")
    #expect(try sherpa.run(["export", "--format", "json", "--out", file.path]).status == 0)
    let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
      of: #""target"\s*:\s*20\b"#, with: "\"target\": 1e19", options: .regularExpression)
    #expect(text.contains("1e19"), "the export holds the target 20")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let other = SherpaBinary.temporaryHome("import-huge-into")
    defer { try? FileManager.default.removeItem(at: other) }
    let target = SherpaBinary(home: other)
    let imported = try target.run(["import", file.path])
    #expect(imported.status != 0 && imported.stderr.contains("at most 1,000,000"), "\(imported.stderr)")
    let today = try target.run(["today"])
    #expect(today.status == 0 && !today.stdout.contains("Read"), "\(today.stdout)")
  }

  @Test func anOutOfRangeTimeoutIsNamedInOneWarningLine() throws {
    let home = SherpaBinary.temporaryHome("timeout")
    defer { try? FileManager.default.removeItem(at: home) }
    let sherpa = SherpaBinary(home: home)
    for value in ["1e308", "abc", "-1", "inf", "nan", "0"] {
      let result = try sherpa.run(["today"], environment: ["SHERPA_LLM_TIMEOUT": value])
      #expect(result.status == 0)
      #expect(
        result.stderr
          == "sherpa: warning: SHERPA_LLM_TIMEOUT=\(value) is not a number of seconds from 0.1 to 600; using 30 s\n")
    }
    try "[llm]\ntimeout = 1e308\n".write(
      to: home.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
    let configured = try sherpa.run(["today"])
    #expect(configured.status == 2 && configured.stderr.contains("from 0.1 to 600"), "\(configured.stderr)")
  }

  @Test func escapesInArgumentsAreNeverEchoedRaw() throws {
    let home = SherpaBinary.temporaryHome("escapes")
    defer { try? FileManager.default.removeItem(at: home) }
    let sherpa = SherpaBinary(home: home)
    let osc = "\u{1B}]52;c;aGVsbG8=\u{07}"
    for arguments in [
      ["today", "--date", osc], ["--tz", osc, "today"], ["--now", osc, "today"], ["stats", "--item", osc],
      ["import", "/nowhere/" + osc], ["today", "--bogus" + osc],
    ] {
      let result = try sherpa.run(arguments)
      #expect(result.status != 0, "\(arguments)")
      #expect(!result.stderr.isEmpty, "\(arguments) says why")
      #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{07}"), "\(arguments): \(result.stderr)")
    }
  }
}
