import ArgumentParser
import SherpaCoach
import SherpaCore
import Testing

@testable import sherpa

/// The quick reader of the common command lines must give exactly what ArgumentParser
/// gives whenever it answers at all, and must answer for the lines it exists for.
@Suite struct QuickCommandLineTests {
  /// The words command lines are made of here: commands, every global option in both
  /// spellings, values, and the things the quick reader must leave alone.
  static let tokens = [
    "today", "say", "chat", "stats", "help", "--date", "--date=2026-02-29", "2026-11-24", "--json", "--offline",
    "--yes", "--no-color", "--ascii", "--home", "/tmp/h", "--home=/tmp/h", "--now", "2026-11-23T08:00", "--tz",
    "Europe/Paris", "--tz=UTC", "--record", "talk.txt", "--record=talk.txt", "hello", "did", "20", "minutes", "-h",
    "--help", "--version", "--", "-5", "--bogus", "", "--json=1", "--home=", "yes",
  ]

  /// What ArgumentParser makes of `arguments` (after the same reordering sherpa does).
  static func full(_ arguments: [String]) -> (any ParsableCommand)? {
    try? SherpaCommand.parseAsRoot(reordered(arguments))
  }

  static func quick(_ arguments: [String]) -> (any ParsableCommand)? {
    QuickCommandLine.parse(reordered(arguments))
  }

  static func reordered(_ arguments: [String]) -> [String] {
    GlobalArguments.reorder(arguments, subcommands: SherpaCommand.subcommandNames)
  }

  /// Every property, property wrappers' parsed values included.
  static func dumped(_ command: any ParsableCommand) -> String {
    var text = ""
    dump(command, to: &text)
    return text
  }

  static func expectSame(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    guard let quick = quick(arguments) else { return }
    guard let full = full(arguments) else {
      Issue.record("quick read \(arguments) that ArgumentParser refuses", sourceLocation: sourceLocation)
      return
    }
    #expect(type(of: quick) == type(of: full), "\(arguments)", sourceLocation: sourceLocation)
    #expect(dumped(quick) == dumped(full), "\(arguments)", sourceLocation: sourceLocation)
  }

  @Test func readsTheCommonLinesAsArgumentParserDoes() {
    let lines: [[String]] = [
      [], ["--offline", "--json"], ["--record", "talk.txt"], ["chat", "--yes"],
      ["today"], ["today", "--json", "--date", "2026-11-24"], ["--json", "today", "--date=2026-11-24"],
      ["--home", "/tmp/h", "--now", "2026-11-23T08:00", "--tz", "Europe/Paris", "today", "--ascii", "--no-color"],
      ["say", "what's", "on", "today"], ["--offline", "say", "did", "20", "minutes", "--yes"],
      ["say", "today"], ["say", "--json", "yes"],
    ]
    for line in lines {
      #expect(Self.quick(line) != nil, "\(line) should take the quick path")
      Self.expectSame(line)
    }
  }

  @Test func leavesEverythingElseToArgumentParser() {
    let lines: [[String]] = [
      ["--help"], ["-h"], ["--version"], ["today", "--help"], ["help", "today"], ["stats"], ["today", "extra"],
      ["say"], ["say", "--", "-5"], ["say", "-5"], ["today", "--date"], ["today", "--date", "--json"],
      ["today", "--json", "--json"], ["today", "--date", "2026-11-24", "--date", "2026-11-25"], ["hello"],
      ["--home="], ["today", "--record", "talk.txt"], ["--json=1"], ["--generate-completion-script", "bash"],
      ["today", "--bogus"],
    ]
    for line in lines {
      #expect(Self.quick(line) == nil, "\(line) should go to ArgumentParser")
    }
  }

  /// Every line of up to two words, then random longer ones: whatever the quick reader
  /// accepts, ArgumentParser reads the same way.
  @Test func agreesWithArgumentParserOnGeneratedLines() {
    var accepted = 0
    for first in Self.tokens {
      for second in [nil] + Self.tokens.map(Optional.some) {
        let line = [first] + (second.map { [$0] } ?? [])
        if Self.quick(line) != nil { accepted += 1 }
        Self.expectSame(line)
      }
    }
    var random = SeededRandom(seed: 11)
    for _ in 0..<3_000 {
      let line = (0..<Int.random(in: 0...7, using: &random)).map { _ in Self.tokens.randomElement(using: &random)! }
      if Self.quick(line) != nil { accepted += 1 }
      Self.expectSame(line)
    }
    #expect(accepted > 300, "the generated lines should exercise the quick path (\(accepted))")
  }
}
