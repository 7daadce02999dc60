import SherpaLLM

/// How a recorded reply ended: the model, the usage, whether it streamed, and the text
/// when it differs from the joined deltas.
public struct RecordedReply: Sendable, Equatable, Codable {
  public var model: String
  public var streamed: Bool
  public var usage: ChatUsage?
  public var content: String?

  public init(model: String, streamed: Bool, usage: ChatUsage?, content: String? = nil) {
    self.model = model
    self.streamed = streamed
    self.usage = usage
    self.content = content
  }

  public init(_ response: ChatResponse, deltas: [String]) {
    self.init(
      model: response.model, streamed: response.streamed, usage: response.usage,
      content: response.content == deltas.joined() ? nil : response.content)
  }
}
