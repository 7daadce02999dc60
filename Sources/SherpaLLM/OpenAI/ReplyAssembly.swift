import Foundation

/// Gathers a streamed reply from its events: the text so far, the model, the usage from
/// the last chunk, and whether the stream said it was finished.
struct ReplyAssembly {
  private(set) var content = ""
  private(set) var model: String?
  private(set) var usage: ChatUsage?
  private(set) var finished = false
  private(set) var deltaCount = 0

  /// Reads one event's data; returns the text it adds, if any.
  mutating func accept(_ payload: String) throws(LLMError) -> String? {
    if payload == "[DONE]" {
      finished = true
      return nil
    }
    guard let chunk = try? JSONDecoder().decode(OpenAIWire.Chunk.self, from: Data(payload.utf8)) else {
      throw .badReply("the stream held an event that was not JSON")
    }
    if chunk.error != nil { throw .badReply("the server reported an error in the middle of the reply") }
    if let name = chunk.model, !name.isEmpty { model = name }
    if let usage = chunk.usage { self.usage = usage.chatUsage }
    var added = ""
    for choice in chunk.choices ?? [] {
      if let text = choice.delta?.content { added += text }
      if let reason = choice.finish_reason, !reason.isEmpty { finished = true }
    }
    guard !added.isEmpty else { return nil }
    content += added
    deltaCount += 1
    return added
  }

  /// A whole (not streamed) completion body.
  static func completion(_ body: [UInt8]) throws(LLMError) -> (content: String, model: String?, usage: ChatUsage?) {
    guard let completion = try? JSONDecoder().decode(OpenAIWire.Completion.self, from: Data(body)) else {
      throw .badReply("the server's answer was not JSON")
    }
    if completion.error != nil { throw .badReply("the server answered with an error") }
    guard let choice = completion.choices?.first, let content = choice.message?.content else {
      throw .badReply("the server's answer held no message")
    }
    return (content, completion.model, completion.usage?.chatUsage)
  }
}
