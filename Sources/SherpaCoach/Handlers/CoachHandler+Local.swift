import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// The on-device intents, applied at once against the store; each is one undoable turn.
extension CoachHandler {
  func runLocal(_ parse: ParseResult, input: String, voice: Bool) throws -> TurnOutcome {
    let source: Increment.Source = voice ? .voice : .typed
    switch parse.intent {
    case .addItem: return try items.addItem(parse)
    case .logProgress: return try items.logProgress(parse, source: source)
    case .complete: return try items.complete(parse, source: source)
    case .uncomplete: return try items.uncomplete(parse)
    case .skip: return try items.skip(parse)
    case .showToday:
      if let figures = try views.howMuch(parse, input: input, source: .local) { return figures }
      return try plan.showToday(intent: .showToday, source: .local, day: parse.slots.date)
    case .due:
      if let id = parse.itemID { return try plan.due(itemID: id) }
      return try plan.due(slot: parse.timeSlot, source: .local, first: PlanHandler.asksWhatFirst(parse.normalized))
    case .reorder: return try plan.reorder(parse)
    case .undo: return try plan.undo(source: .local)
    case .help: return reply(.help, FixedReplies.help)
    case .goalCreate: return try goals.createGoal(parse)
    case .archiveItem: return try items.archive(parse)
    case .editItem: return try items.editItem(parse)
    case .deleteItem: return try items.proposeDelete(parse)
    case .reflect: return try journal.reflect(parse)
    case .endOfDay: return try journal.endOfDay(parse)
    case .startFocus: return try focus.startFocusTurn(parse)
    case .stopFocus: return try focus.stopFocusTurn()
    case .pauseFocus, .resumeFocus: return focus.pauseInPipe(parse.intent)
    case .journal: return try journal.journalTurn(parse)
    case .routine: return try routines.routineTurn(parse, input: input)
    case .stats: return try views.stats(parse, source: .local)
    case .league: return try views.league(source: .local)
    case .achievements: return try views.achievements(source: .local)
    case .export:
      return reply(.export, "Your data exports with `sherpa export --format json --out sherpa.json` (or csv, ics).")
    case .mirror: return try views.mirror(source: .local)
    case .decompose: return offlineFor(.decompose, "break a goal into milestones")
    default: return notUnderstood(parse)
    }
  }

  /// When the LLM fails, the on-device answer if the parser is sure of it.
  func runLocalFallback(_ parse: ParseResult, input: String) throws -> TurnOutcome {
    if parse.sure && !parse.intent.needsModel {
      return try runLocal(parse, input: input, voice: false)
    }
    return reply(TurnIntent(parse.intent), "", source: .llm)
  }

  func runSlash(_ command: SlashCommand, rest: String, input: String) throws -> TurnOutcome {
    switch command {
    case .help:
      var outcome = reply(.help, FixedReplies.help, source: .command)
      outcome.display = .lines(SlashCommand.allCases.map { "/\($0.rawValue)  \($0.summary)" })
      return outcome
    case .today: return try plan.showToday(intent: .showToday, source: .command)
    case .due: return try plan.due(slot: nil, source: .command)
    case .stats: return try views.stats(source: .command)
    case .league: return try views.league(source: .command)
    case .achievements: return try views.achievements(source: .command)
    case .undo: return try plan.undo(source: .command)
    case .quit, .exit:
      var outcome = reply(.quit, "Bye for now — see you tomorrow.", source: .command)
      outcome.quit = true
      return outcome
    case .mirror: return try views.mirror(source: .command)
    case .export:
      return reply(.export, "Export with: sherpa export --format json|csv|ics --out PATH", source: .command)
    case .usage: return try views.usage()
    case .focus: return try focus.startFocusSlash(rest)
    case .journal: return try journal.journalTurn(ParseResult(intent: .journal, confidence: 1), source: .command)
    default:
      return runLocalSlash(command, rest: rest)
    }
  }

  func runLocalSlash(_ command: SlashCommand, rest: String) -> TurnOutcome {
    reply(
      TurnIntent(rawValue: command.rawValue) ?? .unknown,
      "/\(command.rawValue) works in the terminal REPL; here, say it in words instead.",
      source: .command)
  }

  func notUnderstood(_ parse: ParseResult) -> TurnOutcome {
    var text = settings.offline || context.llm == nil ? FixedReplies.notUnderstoodOffline : "I didn't quite catch that."
    text +=
      " Try \"add a habit to read 20 minutes every day\", \"did 20 minutes of reading\" or \"today\" — or say \"help\"."
    return failure(.unknown, code: .notUnderstood, text)
  }

  func offlineFor(_ intent: TurnIntent, _ what: String) -> TurnOutcome {
    let text =
      "To \(what) I need the LLM, and I'm offline (no key, or --offline). "
      + "Locally I can still add habits and tasks, log progress and show your stats."
    return failure(intent, code: .offline, text)
  }
}
