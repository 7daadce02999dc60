/// The seam between the coach and a language model: the live OpenAI-compatible client,
/// the retrying `LLMClient` around it, or a recorded cassette in replay and tests.
public protocol ChatTransport: Sendable {
  /// Asks once. `onDelta` receives the reply text piece by piece as it arrives (a non-
  /// streamed answer arrives as one piece). Throws `LLMError`; cancelling the calling task
  /// stops the request at once with `LLMError.cancelled`.
  func complete(_ request: ChatRequest, onDelta: @Sendable (String) -> Void) async throws -> ChatResponse

  /// Gets ready for a request about to be made (opening a library, say) in the background.
  func prepare()
}

extension ChatTransport {
  public func prepare() {}
}
