import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// Answers to a proposal: yes applies it, no drops it, anything else drops it and is
/// handled as a new utterance (CLI.md).
extension Coach {
  func answerPending(_ text: String, parse: ParseResult) throws -> TurnOutcome? {
    guard let stored = try data.loadPending(now: now) else { return try answerExpired(parse) }
    guard let proposal = Proposal.decode(stored.json) else {
      try data.clearPending()
      return nil
    }
    switch parse.intent {
    case .confirm:
      try data.clearPending()
      return try apply(proposal)
    case .decline:
      try data.clearPending()
      return reply(.decline, "Okay, I've left everything as it was.", source: .command)
    default:
      try data.clearPending()
      return nil
    }
  }

  /// A "yes" or "no" after the proposal's ten minutes: says it expired and what it was,
  /// and changes nothing. Nil when there was no proposal or the sentence is not an answer.
  func answerExpired(_ parse: ParseResult) throws -> TurnOutcome? {
    guard parse.intent == .confirm || parse.intent == .decline, parse.sure,
      let stored = try data.lastPending(), let proposal = Proposal.decode(stored.json)
    else { return nil }
    try data.clearPending()
    let what = proposal.summary(expiring: stored.expiresAt).actions.map(Coach.describe).joined(separator: "; ")
    let minutes = Int(Proposal.lifetime / 60)
    let text =
      "That proposal expired (I keep one for \(minutes) minutes): \(what). Nothing was changed — say it again "
      + "if you still want it."
    return failure(TurnIntent(parse.intent), code: .expired, text)
  }

  /// One proposed action in words: "delete_item Floss", "log_progress Read 20 min".
  static func describe(_ action: AppliedAction) -> String {
    var words = [action.type.rawValue.replacingOccurrences(of: "_", with: " ")]
    if let item = action.item { words.append(sanitize(item)) }
    if let amount = action.amount { words.append(NumberText.short(amount) + (action.unit.map { " " + $0 } ?? "")) }
    if let detail = action.detail { words.append(sanitize(detail)) }
    return words.joined(separator: " ")
  }

  /// What `--yes` does: applies the proposal a turn just made, as the answer "yes" would,
  /// without reading any text. Nil when nothing is waiting.
  public func confirmPending() async -> TurnOutcome? {
    guard hasPending else { return nil }
    return await answer("yes") { .answered(try confirmStored()) }
  }

  /// Applies the waiting proposal and clears it.
  func confirmStored() throws -> TurnOutcome {
    guard let stored = try data.loadPending(now: now), let proposal = Proposal.decode(stored.json) else {
      try data.clearPending()
      return failure(.confirm, code: .expired, "That proposal is gone, so nothing was changed.")
    }
    try data.clearPending()
    return try apply(proposal)
  }

  func apply(_ proposal: Proposal) throws -> TurnOutcome {
    switch proposal.kind {
    case .delete(let itemID, let name):
      try write("delete \(name)") { try data.deleteItem(id: itemID) }
      return reply(
        .confirm, "Deleted \(name) and its history. \"undo\" brings it back.", source: .command,
        applied: [AppliedAction(type: .deleteItem, item: name, id: "i\(itemID)")])
    case .modelActions(let json, _):
      return try model.applyModelActions(json: json, intent: .confirm, source: .command)
    case .reading(let text, let intent, _, let voice):
      // Applied as it was offered: an edit of an item the store lacks was offered as a new one.
      let parse = Intent(rawValue: intent.rawValue).map { parser().parse(text, context: parseContext, as: $0) }
      var outcome = try runLocal(parse ?? parser().parse(text, context: parseContext), input: text, voice: voice)
      outcome.intent = .confirm
      outcome.source = .command
      return outcome
    case .group(let name, let required, let itemIDs, _):
      return try plan.applyGroup(name: name, required: required, itemIDs: itemIDs)
    case .logDuringFocus(let itemID, _, let amount, _, let day, let typed):
      var outcome = try items.logByHand(itemID: itemID, amount: amount, day: day, source: typed ? .typed : .voice)
      outcome.intent = .confirm
      outcome.source = .command
      return outcome
    }
  }
}
