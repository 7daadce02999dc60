import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

extension Coach {
  /// Every turn goes to the chat log with what it applied.
  func log(_ outcome: TurnOutcome) {
    let applied = AppliedAction.logJSON(outcome.applied)
    _ = try? data.appendChat(
      ChatEntry(
        at: now, text: outcome.input, source: outcome.source.rawValue, intent: outcome.intent.rawValue,
        reply: outcome.reply,
        appliedJSON: applied))
  }
}
