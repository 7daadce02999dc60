import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// The read-only views: stats, league, achievements, mirror, help, and the answers for
/// what sherpa did not understand.
extension Coach {
  var insights: Insights { Insights(store: store, environment: environment) }

  func stats(source: TurnOutcome.Source) throws -> TurnOutcome {
    let summary: StatsSummary
    var display: Display?
    if drawsPictures {
      let (report, picture) = try insights.statsDisplay()
      summary = StatsSummary(report)
      display = picture
    } else {
      summary = try insights.statsSummary()
    }
    var text = "Streak \(summary.streak.current) (best \(summary.streak.longest)), "
    text += "\(Int((summary.last7 * 100).rounded()))% done this week, \(summary.xpWeek) XP this week."
    if let hint = summary.hint { text = hint }
    var outcome = reply("stats", text, source: source)
    outcome.display = display
    return outcome
  }

  func league(source: TurnOutcome.Source) throws -> TurnOutcome {
    let ladder = try insights.league()
    let you = ladder.entries.first { $0.isYou }
    let text =
      "You're #\(ladder.rank) of \(ladder.entries.count) in \(ladder.tier.title) this week with \(you?.xp ?? 0) XP."
    var outcome = reply("league", text, source: source)
    outcome.display = .league(ladder, daysLeft: insights.daysLeftInWeek)
    return outcome
  }

  func achievements(source: TurnOutcome.Source) throws -> TurnOutcome {
    let badges = try insights.achievements()
    let unlocked = badges.filter(\.unlocked).count
    var outcome = reply("achievements", "\(unlocked) of \(badges.count) badges unlocked.", source: source)
    outcome.display = .achievements(badges)
    return outcome
  }

  /// How the coach sees the person, from local statistics (works offline).
  func mirror(source: TurnOutcome.Source) throws -> TurnOutcome {
    let report = try insights.stats()
    let goals = try store.goals().filter { $0.status == .active }
    var lines: [String] = []
    if goals.isEmpty {
      lines.append("No active goals yet — tell me one (\"i want to run a marathon by june\").")
    }
    for goal in goals.prefix(5) {
      let milestones = try store.milestones(goalID: goal.id)
      let done = milestones.filter { $0.status == .done }.count
      lines.append(
        "\(goal.title): \(milestones.isEmpty ? "not broken down yet" : "\(done)/\(milestones.count) milestones done").")
    }
    let rate = Int((report.completionRate.last7 * 100).rounded())
    lines.append("Small win: a \(report.streak.current)-day streak and \(rate)% of habits done this week.")
    if let best = report.correlations.first {
      lines.append(
        "Pattern: when you do \(best.first) you also do \(best.second) \(Int((best.share * 100).rounded()))% of the time."
      )
    }
    let weakest = report.dayOfWeek.enumerated().min { $0.element < $1.element }
    if let weakest, report.totalCompletions > 0 {
      lines.append(
        "Friction to remove: \(LocalDayNames.weekdays[weakest.offset])s are your hardest day — plan less then.")
    }
    if let mood = report.fulfilment.last {
      lines.append("Mood signal: your last fulfilment score was \(Int(mood))/10.")
    }
    var outcome = reply("mirror", "Here's how I see you right now:", source: source)
    outcome.display = .lines(lines)
    return outcome
  }

  /// "suggest something for sleep": asks for ideas from the suggestions library.
  static func asksForIdeas(_ normalized: String) -> Bool {
    ["suggest", "idea", "ideas", "recommend", "something for"].contains { normalized.includes($0) }
  }

  /// Offline, ideas come straight from the suggestions library, by category or name.
  func suggestIdeas(_ normalized: String) throws -> TurnOutcome {
    let words = Set(normalized.split(separator: " ").map(String.init)).subtracting([
      "suggest", "something", "for", "a", "an", "the", "me", "some", "ideas", "idea", "better", "my",
    ])
    let matches = SuggestionLibrary.all.filter { suggestion in
      let haystack = (suggestion.name + " " + suggestion.category + " " + (suggestion.habitPrompt ?? "")).lowercased()
      return words.contains { $0.count > 2 && haystack.contains($0) }
    }
    let picks = Array((matches.isEmpty ? SuggestionLibrary.all : matches).prefix(3))
    var outcome = reply(
      "suggest", "A few ideas from the library — say \"add a habit to …\" to take one:", source: .local)
    outcome.display = .lines(
      picks.map { "s\($0.id)  \($0.name) — \(Amounts.quantity($0.target, $0.unit)) a \($0.period.rawValue)" })
    return outcome
  }

  func notUnderstood(_ parse: ParseResult) -> TurnOutcome {
    var text = settings.offline || llm == nil ? FixedReplies.notUnderstoodOffline : "I didn't quite catch that."
    text +=
      " Try \"add a habit to read 20 minutes every day\", \"did 20 minutes of reading\" or \"today\" — or say \"help\"."
    return failure("unknown", code: "not_understood", text)
  }

  func offlineFor(_ intent: String, _ what: String) -> TurnOutcome {
    let text =
      "To \(what) I need the LLM, and I'm offline (no key, or --offline). "
      + "Locally I can still add habits and tasks, log progress and show your stats."
    return failure(intent, code: "offline", text)
  }

  /// When the LLM fails, the on-device answer if the parser is sure of it.
  func runLocalFallback(_ parse: ParseResult, input: String) throws -> TurnOutcome {
    if parse.sure && !parse.intent.needsModel {
      return try runLocal(parse, input: input, voice: false)
    }
    return reply(parse.intent == .unknown ? "unknown" : parse.intent.rawValue, "", source: .llm)
  }

  func runSlash(_ command: SlashCommand, rest: String, input: String) throws -> TurnOutcome {
    switch command {
    case .help:
      var outcome = reply("help", FixedReplies.help, source: .command)
      outcome.display = .lines(SlashCommand.allCases.map { "/\($0.rawValue)  \($0.summary)" })
      return outcome
    case .today: return try showToday(intent: "show_today", source: .command)
    case .due: return try due(slot: nil, source: .command)
    case .stats: return try stats(source: .command)
    case .league: return try league(source: .command)
    case .achievements: return try achievements(source: .command)
    case .undo: return try undo(source: .command)
    case .quit, .exit:
      var outcome = reply("quit", "Bye for now — see you tomorrow.", source: .command)
      outcome.quit = true
      return outcome
    case .mirror: return try mirror(source: .command)
    case .export:
      return reply("export", "Export with: sherpa export --format json|csv|ics --out PATH", source: .command)
    case .usage: return try usage()
    case .focus: return try startFocusSlash(rest)
    case .journal: return try journalTurn(ParseResult(intent: .journal, confidence: 1), source: .command)
    default:
      return runLocalSlash(command, rest: rest)
    }
  }

  func runLocalSlash(_ command: SlashCommand, rest: String) -> TurnOutcome {
    reply(
      command.rawValue, "/\(command.rawValue) works in the terminal REPL; here, say it in words instead.",
      source: .command)
  }

  func usage() throws -> TurnOutcome {
    let day = try store.usage(day: today)
    var month = (messages: 0, tokens: 0)
    var cursor = today.startOfMonth
    while cursor <= today {
      let used = try store.usage(day: cursor)
      month.messages += used.messages
      month.tokens += used.tokens
      cursor = cursor.adding(days: 1)
    }
    return reply(
      "usage",
      "LLM today: \(day.messages) messages, \(day.tokens) tokens. This month: \(month.messages) messages, \(month.tokens) tokens.",
      source: .command)
  }

  /// Every turn goes to the chat log with what it applied.
  func log(_ outcome: TurnOutcome) {
    let applied = AppliedAction.logJSON(outcome.applied)
    _ = try? store.appendChat(
      ChatEntry(
        at: now, text: outcome.input, source: outcome.source.rawValue, intent: outcome.intent, reply: outcome.reply,
        appliedJSON: applied))
  }
}

extension Intent {
  /// Asks that only the LLM does well (the local answer says so when offline).
  var needsModel: Bool { self == .decompose }
  /// Asks that go to the LLM whenever one is configured, even when the parser is sure:
  /// those that need it, and mirror mode, which works from local statistics and whose
  /// wording the LLM adds (SPEC.md §3); when the LLM fails, the mirror is answered locally.
  var goesToModel: Bool { needsModel || self == .mirror }
}
