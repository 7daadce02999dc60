import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// Answers to a proposal: yes applies it, no drops it, anything else drops it and is
/// handled as a new utterance (CLI.md).
extension Coach {
  func answerPending(_ text: String, parse: ParseResult) throws -> TurnOutcome? {
    guard let stored = try store.loadPending(now: now) else { return nil }
    guard let proposal = Proposal.decode(stored.json) else {
      try store.clearPending()
      return nil
    }
    switch parse.intent {
    case .confirm:
      try store.clearPending()
      return try apply(proposal)
    case .decline:
      try store.clearPending()
      return reply("decline", "Okay, I've left everything as it was.", source: .command)
    default:
      try store.clearPending()
      return nil
    }
  }

  /// What `--yes` does: confirm the proposal a turn just made.
  public func confirmPending() async -> TurnOutcome? {
    await handle("yes")
  }

  func apply(_ proposal: Proposal) throws -> TurnOutcome {
    switch proposal.kind {
    case .delete(let itemID, let name):
      try write("delete \(name)") { try store.deleteItem(id: itemID) }
      return reply(
        "confirm", "Deleted \(name) and its history. \"undo\" brings it back.", source: .command,
        applied: [AppliedAction(type: "delete_item", item: name, id: "i\(itemID)")])
    case .modelActions(let json, _):
      return try applyModelActions(json: json, intent: "confirm", source: .command)
    case .reading(let text, _, _, let voice):
      var outcome = try runLocal(parser().parse(text, context: parseContext), input: text, voice: voice)
      outcome.intent = "confirm"
      outcome.source = .command
      return outcome
    case .logDuringFocus(let itemID, _, let amount, _, let day, let typed):
      var outcome = try logByHand(itemID: itemID, amount: amount, day: day, source: typed ? .typed : .voice)
      outcome.intent = "confirm"
      outcome.source = .command
      return outcome
    }
  }
}
