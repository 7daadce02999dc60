/// The only seam between the LLM client and the network: the live one runs libcurl,
/// tests may pass anything that answers requests.
public protocol HTTPTransport: Sendable {
  /// Sends `request`; `onChunk` sees body pieces as they arrive (on any thread), and the
  /// returned response holds the whole body as well. Throws `HTTPError`.
  func send(
    _ request: HTTPRequest, cancellation: HTTPCancellation, onChunk: @escaping @Sendable (HTTPChunk) -> Void
  ) async throws -> HTTPResponse

  /// Gets ready for a request about to be sent (opening a library, say) in the background.
  func prepare()
}

extension HTTPTransport {
  /// By default there is nothing to get ready.
  public func prepare() {}

  /// Sends `request` and waits for the whole response.
  public func send(_ request: HTTPRequest, cancellation: HTTPCancellation = HTTPCancellation()) async throws
    -> HTTPResponse
  {
    try await send(request, cancellation: cancellation, onChunk: { _ in })
  }
}
