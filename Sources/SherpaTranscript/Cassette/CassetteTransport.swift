import SherpaLLM

/// Answers LLM requests from recorded exchanges, turn by turn and in order, without the
/// network or any waiting. A request that does not match the next recorded one (or comes
/// when none is left) is a mismatch: it throws `TranscriptError.llmMismatch` naming the
/// turn, and the replay reads it back with `takeMismatch()`. With a `fallback` transport
/// (`--update` against a live server) unmatched requests go there instead; when
/// `updating`, a recorded exchange the turn no longer makes is dropped, not a mismatch.
public final class CassetteTransport: ChatTransport {
  private struct State {
    var turn = 0
    var pending: [LLMExchange] = []
    var made: [LLMExchange] = []
    var mismatch: TranscriptError?
  }

  private let state = Locked(State())
  private let fallback: RecordingTransport?
  private let updating: Bool

  public init(fallback: (any ChatTransport)? = nil, updating: Bool = false) {
    self.fallback = fallback.map { RecordingTransport(wrapping: $0) }
    self.updating = updating || fallback != nil
  }

  /// Starts turn `number` (from 1) with the exchanges recorded for it.
  public func beginTurn(_ number: Int, exchanges: [LLMExchange]) {
    state.withValue { $0 = State(turn: number, pending: exchanges) }
  }

  /// The exchanges the turn made, replayed or live, in order.
  public func exchangesMade() -> [LLMExchange] {
    state.withValue { $0.made }
  }

  /// The first mismatch of the turn: an unrecorded request, or a recorded one never made.
  public func takeMismatch() -> TranscriptError? {
    state.withValue { state in
      if state.mismatch == nil, let unused = state.pending.first, !updating {
        state.mismatch = .llmMismatch(
          turn: state.turn, expected: TranscriptFormat.json(unused.request), actual: "no request")
      }
      defer { state.mismatch = nil }
      return state.mismatch
    }
  }

  public func complete(_ request: ChatRequest, onDelta: @Sendable (String) -> Void) async throws -> ChatResponse {
    let summary = RequestSummary(request)
    let next: Result<LLMExchange, TranscriptError> = state.withValue { state in
      if let first = state.pending.first, first.request == summary {
        state.pending.removeFirst()
        state.made.append(first)
        return .success(first)
      }
      let expected = state.pending.first.map { TranscriptFormat.json($0.request) } ?? "no further request"
      let mismatch = TranscriptError.llmMismatch(
        turn: state.turn, expected: expected, actual: TranscriptFormat.json(summary))
      if state.mismatch == nil, fallback == nil { state.mismatch = mismatch }
      return .failure(mismatch)
    }
    switch next {
    case .success(let exchange):
      for delta in exchange.deltas { onDelta(delta) }
      return try exchange.replay().get()
    case .failure(let mismatch):
      guard let fallback else { throw mismatch }
      defer {
        let live = fallback.takeExchanges()
        state.withValue { $0.made += live }
      }
      return try await fallback.complete(request, onDelta: onDelta)
    }
  }
}
