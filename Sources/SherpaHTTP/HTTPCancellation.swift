import Foundation

/// A flag another task or a signal handler raises to stop a transfer at once; the
/// transport checks it while bytes flow and while it waits for them.
public final class HTTPCancellation: @unchecked Sendable {
  private let lock = NSLock()
  private var cancelled = false

  public init() {}

  /// Stops the transfer this token was given to; it then fails with `HTTPError.cancelled`.
  public func cancel() {
    lock.lock()
    cancelled = true
    lock.unlock()
  }

  public var isCancelled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return cancelled
  }
}
