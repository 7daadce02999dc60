import SherpaLLM

/// Wraps a real transport and keeps each exchange it carries (request summary, streamed
/// pieces, and the reply or the error) until the writer takes them at the end of a turn.
public final class RecordingTransport: ChatTransport {
  private let inner: any ChatTransport
  private let recorded = Locked<[LLMExchange]>([])

  public init(wrapping inner: any ChatTransport) {
    self.inner = inner
  }

  public func complete(_ request: ChatRequest, onDelta: @Sendable (String) -> Void) async throws -> ChatResponse {
    let deltas = Locked<[String]>([])
    let summary = RequestSummary(request)
    do {
      let response = try await inner.complete(request) { piece in
        deltas.withValue { $0.append(piece) }
        onDelta(piece)
      }
      let pieces = deltas.withValue { $0 }
      let exchange = LLMExchange(
        request: summary, deltas: pieces, outcome: .reply(RecordedReply(response, deltas: pieces)))
      recorded.withValue { $0.append(exchange) }
      return response
    } catch {
      let failure = RecordedFailure(error as? LLMError ?? .offline(String(describing: error)))
      let exchange = LLMExchange(request: summary, deltas: deltas.withValue { $0 }, outcome: .failure(failure))
      recorded.withValue { $0.append(exchange) }
      throw error
    }
  }

  /// The exchanges made since the last call, oldest first.
  public func takeExchanges() -> [LLMExchange] {
    recorded.withValue { exchanges in
      defer { exchanges = [] }
      return exchanges
    }
  }
}
