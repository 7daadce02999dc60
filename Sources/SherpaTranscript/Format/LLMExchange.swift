import SherpaLLM

/// One request to the language model during a turn and what came back: the pieces of
/// the streamed reply and how it ended, or the error it ended with.
public struct LLMExchange: Sendable, Equatable {
  public var request: RequestSummary
  public var deltas: [String]
  public var outcome: Outcome

  /// How an exchange ended.
  public enum Outcome: Sendable, Equatable {
    case reply(RecordedReply)
    case failure(RecordedFailure)
  }

  public init(request: RequestSummary, deltas: [String], outcome: Outcome) {
    self.request = request
    self.deltas = deltas
    self.outcome = outcome
  }

  /// The response the exchange gives back when replayed, or the error it throws.
  public func replay() -> Result<ChatResponse, LLMError> {
    switch outcome {
    case .reply(let reply):
      return .success(
        ChatResponse(
          content: reply.content ?? deltas.joined(), usage: reply.usage, model: reply.model,
          streamed: reply.streamed))
    case .failure(let failure):
      return .failure(failure.error)
    }
  }
}
