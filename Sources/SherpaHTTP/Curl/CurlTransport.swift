import Foundation

/// The live transport: libcurl, one easy handle per request on a thread of its own, so
/// neither the Swift concurrency pool nor Dispatch's small pool waits behind a slow server. A Sendable value; the C handle never leaves the
/// worker that made it.
public struct CurlTransport: HTTPTransport {
  public init() {}

  public func send(
    _ request: HTTPRequest, cancellation: HTTPCancellation, onChunk: @escaping @Sendable (HTTPChunk) -> Void
  ) async throws -> HTTPResponse {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
        let thread = Thread {
          let transfer = CurlTransfer(request: request, cancellation: cancellation, onChunk: onChunk)
          continuation.resume(with: transfer.perform())
        }
        thread.name = "sherpa-http"
        thread.start()
      }
    } onCancel: {
      cancellation.cancel()
    }
  }

  /// The blocking form, for callers that already own a thread.
  public func sendBlocking(_ request: HTTPRequest, cancellation: HTTPCancellation = HTTPCancellation()) throws
    -> HTTPResponse
  {
    try CurlTransfer(request: request, cancellation: cancellation, onChunk: { _ in }).perform().get()
  }
}
