import Foundation
import SherpaCore

/// The `/help`-style commands that work alongside plain English in the REPL and pipe.
enum SlashCommand: String, CaseIterable {
  case help, today, stats, league, achievements, undo, quit, exit, due, usage, journal, mirror, export, focus, edit

  /// What each command does, for `/help` and tab completion.
  var summary: String {
    switch self {
    case .help: "what sherpa understands"
    case .today: "today's plan"
    case .stats: "streaks, rates and pictures"
    case .league: "this week's ladder"
    case .achievements: "badges and progress"
    case .undo: "take back the last change"
    case .quit, .exit: "leave"
    case .due: "what is due now and next"
    case .usage: "LLM messages and tokens today and this month"
    case .journal: "past end-of-day notes"
    case .mirror: "how the coach sees you"
    case .export: "where to export your data"
    case .focus: "start a focus session: /focus 25"
    case .edit: "write a long message in $EDITOR"
    }
  }

  /// Reads `/name rest` (case-insensitive); nil for anything else.
  static func read(_ line: String) -> (command: SlashCommand, rest: String)? {
    guard line.hasPrefix("/") else { return nil }
    let body = line.dropFirst()
    let name = body.prefix { !$0.isWhitespace }.lowercased()
    guard let command = SlashCommand(rawValue: name) else { return nil }
    let rest = body.dropFirst(name.count).trimmingSpaces
    return (command, rest)
  }

  /// Every name with its slash, for completion.
  static var completions: [String] { allCases.map { "/" + $0.rawValue } }
}
