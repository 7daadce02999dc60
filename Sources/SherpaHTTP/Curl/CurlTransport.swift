import Foundation

/// The live transport: libcurl, each request on a thread of its own so neither the Swift
/// concurrency pool nor Dispatch's small pool waits behind a slow server. A Sendable
/// value: a C handle is used by one transfer at a time, and idle ones wait in a small
/// shared pool so a REPL's next turn reuses the open connection (and its TLS session).
public struct CurlTransport: HTTPTransport {
  private let pool: CurlHandlePool

  /// A transport whose copies share up to `keepAlive` idle connections' handles.
  public init(keepAlive: Int = 4) {
    pool = CurlHandlePool(capacity: keepAlive)
  }

  /// Opens libcurl on another thread while the caller builds its request, so the first
  /// request does not wait the several milliseconds its libraries take to load. Called
  /// only when a request will follow (a process leaving during the load would wait for it).
  public func prepare() {
    Thread.detachNewThread { _ = CurlLibrary.loaded }
  }

  public func send(
    _ request: HTTPRequest, cancellation: HTTPCancellation, onChunk: @escaping @Sendable (HTTPChunk) -> Void
  ) async throws -> HTTPResponse {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
        let thread = Thread {
          let transfer = CurlTransfer(request: request, cancellation: cancellation, onChunk: onChunk)
          continuation.resume(with: transfer.perform(pool: pool))
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
    try CurlTransfer(request: request, cancellation: cancellation, onChunk: { _ in }).perform(pool: pool).get()
  }
}
