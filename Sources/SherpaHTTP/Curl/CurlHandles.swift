internal import CCurl
import Foundation

/// An easy handle and the multi handle that drives it, kept together so the multi's
/// connection cache (keep-alive, TLS sessions, DNS) serves the next request to the same
/// server. Not Sendable: one transfer at a time uses it.
final class CurlHandles {
  let curl: UnsafePointer<ccurl_api>
  let easy: UnsafeMutableRawPointer
  let multi: UnsafeMutableRawPointer

  init?(_ curl: UnsafePointer<ccurl_api>) {
    guard let easy = ccurl_easy_init(curl) else { return nil }
    guard let multi = ccurl_multi_init(curl) else {
      ccurl_easy_cleanup(curl, easy)
      return nil
    }
    self.curl = curl
    self.easy = easy
    self.multi = multi
  }

  deinit {
    _ = ccurl_multi_cleanup(curl, multi)
    ccurl_easy_cleanup(curl, easy)
  }
}

/// A few idle handle pairs shared by the copies of one `CurlTransport`. A pair is in the
/// pool only while no transfer uses it, and every option it held was reset on return.
final class CurlHandlePool: @unchecked Sendable {
  private let lock = NSLock()
  private var idle: [CurlHandles] = []
  private let capacity: Int

  init(capacity: Int = 4) { self.capacity = capacity }

  func take() -> CurlHandles? {
    lock.lock()
    defer { lock.unlock() }
    return idle.popLast()
  }

  /// Takes back a pair after a clean transfer; its options are cleared first.
  func give(_ handles: CurlHandles) {
    ccurl_easy_reset(handles.curl, handles.easy)
    lock.lock()
    defer { lock.unlock() }
    if idle.count < capacity { idle.append(handles) }
  }

  var idleCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return idle.count
  }
}
