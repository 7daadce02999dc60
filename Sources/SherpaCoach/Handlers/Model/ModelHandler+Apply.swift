import Foundation
import SherpaActions
import SherpaCore
import SherpaStore

/// Turning validated model actions into a preview or into one transaction.
extension ModelHandler {
  /// Structural actions wait for a yes (stored as the reply's JSON, validated again on
  /// confirmation); the rest apply at once, all in one transaction.
  func present(_ reply: ActionReply, _ actions: [ResolvedAction], json: String, intent: TurnIntent) throws
    -> TurnOutcome
  {
    let said = Coach.sanitize(reply.reply)
    if actions.contains(where: \.isStructural) {
      let preview = try actions.flatMap { try previewLines($0) }
      let proposal = Proposal(kind: .modelActions(json: json, preview: preview), createdAt: now)
      try data.savePending(json: proposal.encoded(), at: now)
      var text = said.isEmpty ? "Here's what I suggest:" : said
      text += "\n" + preview.map { "  " + $0 }.joined(separator: "\n")
      text += "\nSay yes to apply this, or no to leave things as they are."
      var outcome = self.reply(intent, text, source: .llm)
      outcome.pending = proposal.summary(expiring: now.addingTimeInterval(Proposal.lifetime))
      return outcome
    }
    var outcome = try applyResolved(
      actions, label: said.isEmpty ? intent.rawValue : String(said.prefix(60)), intent: intent, source: .llm)
    if !said.isEmpty { outcome.reply = said + (outcome.reply.isEmpty ? "" : "\n" + outcome.reply) }
    return outcome
  }

  /// Re-validates a confirmed proposal against the store as it is now, then applies it.
  func applyModelActions(json: String, intent: TurnIntent, source: TurnOutcome.Source) throws -> TurnOutcome {
    let context = try actionContext()
    do {
      let (_, actions) = try ModelHandler.validate(json, context: context)
      return try applyResolved(actions, label: "the coach's suggestion", intent: intent, source: source)
    } catch let error as ActionError {
      return failure(
        intent, code: .invalidInput,
        "Things changed since I suggested that (\(error.description)), so I left everything as it is.")
    }
  }
}
