import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// The on-device intents, applied at once against the store; each is one undoable turn.
extension Coach {
  func runLocal(_ parse: ParseResult, input: String, voice: Bool) throws -> TurnOutcome {
    let source: Increment.Source = voice ? .voice : .typed
    switch parse.intent {
    case .addItem: return try addItem(parse)
    case .logProgress: return try logProgress(parse, source: source)
    case .complete: return try complete(parse, source: source)
    case .uncomplete: return try uncomplete(parse)
    case .skip: return try skip(parse)
    case .showToday: return try showToday(intent: .showToday, source: .local)
    case .due:
      if let id = parse.itemID { return try due(itemID: id) }
      return try due(slot: parse.timeSlot, source: .local, first: Coach.asksWhatFirst(parse.normalized))
    case .reorder: return try reorder(parse)
    case .undo: return try undo(source: .local)
    case .help: return reply(.help, FixedReplies.help)
    case .goalCreate: return try createGoal(parse)
    case .archiveItem: return try archive(parse)
    case .editItem: return try editItem(parse)
    case .deleteItem: return try proposeDelete(parse)
    case .reflect: return try reflect(parse)
    case .endOfDay: return try endOfDay(parse)
    case .startFocus: return try startFocusTurn(parse)
    case .stopFocus: return try stopFocusTurn()
    case .pauseFocus, .resumeFocus: return pauseInPipe(parse.intent)
    case .journal: return try journalTurn(parse)
    case .routine: return try routineTurn(parse, input: input)
    case .stats: return try stats(source: .local)
    case .league: return try league(source: .local)
    case .achievements: return try achievements(source: .local)
    case .export:
      return reply(.export, "Your data exports with `sherpa export --format json --out sherpa.json` (or csv, ics).")
    case .mirror: return try mirror(source: .local)
    case .decompose: return offlineFor(.decompose, "break a goal into milestones")
    default: return notUnderstood(parse)
    }
  }

  func reply(_ intent: TurnIntent, _ text: String, source: TurnOutcome.Source = .local, applied: [AppliedAction] = [])
    -> TurnOutcome
  {
    TurnOutcome(input: "", intent: intent, source: source, reply: text, applied: applied)
  }

  func failure(_ intent: TurnIntent, code: TurnErrorCode, _ message: String) -> TurnOutcome {
    TurnOutcome(
      input: "", intent: intent, source: .local, reply: message, error: TurnError(code: code, message: message))
  }
}
