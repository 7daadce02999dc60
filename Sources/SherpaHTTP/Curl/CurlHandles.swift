internal import CCurl
import Foundation

/// An easy handle and the multi handle that drives it, kept together so the multi's
/// connection cache (keep-alive, TLS sessions, DNS) serves the next request to the same
/// server. Not Sendable: one transfer at a time uses it.
final class CurlHandles {
  let easy: UnsafeMutableRawPointer
  let multi: UnsafeMutableRawPointer

  init?() {
    guard let easy = curl_easy_init() else { return nil }
    guard let multi = curl_multi_init() else {
      curl_easy_cleanup(easy)
      return nil
    }
    self.easy = easy
    self.multi = multi
  }

  deinit {
    curl_multi_cleanup(multi)
    curl_easy_cleanup(easy)
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
    curl_easy_reset(handles.easy)
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
