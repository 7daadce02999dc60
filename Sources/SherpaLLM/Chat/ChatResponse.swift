/// The model's whole answer: its text, the tokens it cost, the model that answered,
/// whether it arrived as a stream and whether it came from the cache.
public struct ChatResponse: Sendable, Hashable, Codable {
  public var content: String
  public var usage: ChatUsage?
  public var model: String
  public var streamed: Bool
  public var fromCache: Bool

  public init(content: String, usage: ChatUsage?, model: String, streamed: Bool, fromCache: Bool = false) {
    self.content = content
    self.usage = usage
    self.model = model
    self.streamed = streamed
    self.fromCache = fromCache
  }
}

/// Token counts as the server reported them.
public struct ChatUsage: Sendable, Hashable, Codable {
  public var promptTokens: Int
  public var completionTokens: Int
  public var totalTokens: Int

  public init(promptTokens: Int, completionTokens: Int, totalTokens: Int? = nil) {
    self.promptTokens = promptTokens
    self.completionTokens = completionTokens
    self.totalTokens = totalTokens ?? promptTokens + completionTokens
  }
}
