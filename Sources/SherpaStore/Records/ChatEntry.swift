import Foundation

/// One line of the chat log: what was said, where the answer came from, which intent,
/// the reply and the applied actions as JSON. Never undone.
public struct ChatEntry: Sendable, Hashable, Codable {
  public var id: Int64
  public var at: Date
  public var text: String
  /// `local`, `llm`, `guardrail` or `command`.
  public var source: String
  public var intent: String
  public var reply: String
  /// The applied actions, a JSON array.
  public var appliedJSON: String

  public init(
    id: Int64 = 0, at: Date, text: String, source: String, intent: String, reply: String, appliedJSON: String = "[]"
  ) {
    self.id = id
    self.at = at
    self.text = text
    self.source = source
    self.intent = intent
    self.reply = reply
    self.appliedJSON = appliedJSON
  }
}

/// A proposal waiting for "yes": its JSON and when it stops waiting.
public struct PendingProposal: Sendable, Hashable {
  public static let lifetime: TimeInterval = 600

  public var json: String
  public var createdAt: Date
  public var expiresAt: Date
}

/// The day's LLM use, against the daily budget.
public struct LLMUsage: Sendable, Hashable {
  public var messages: Int
  public var tokens: Int

  public init(messages: Int, tokens: Int) {
    self.messages = messages
    self.tokens = tokens
  }
}
