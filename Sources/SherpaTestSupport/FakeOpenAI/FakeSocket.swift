import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The few socket calls the fake server needs, in one place.
enum FakeSocket {
  struct Listening {
    var descriptor: Int32
    var port: Int
  }

  struct Failure: Error, CustomStringConvertible {
    var call: String
    var code: Int32
    var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
  }

  /// A socket on 127.0.0.1 at a port the system chooses. Not listening, it refuses every
  /// connection while it holds the port, so no other server can take the port meanwhile.
  static func onLoopback(listening: Bool = true) throws -> Listening {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw Failure(call: "socket", code: errno) }
    var yes: Int32 = 1
    _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      let code = errno
      close(descriptor)
      throw Failure(call: "bind", code: code)
    }
    guard !listening || listen(descriptor, 64) == 0 else {
      let code = errno
      close(descriptor)
      throw Failure(call: "listen", code: code)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    return Listening(descriptor: descriptor, port: Int(UInt16(bigEndian: address.sin_port)))
  }

  /// Writes all of `bytes`; false when the peer has gone.
  @discardableResult
  static func write(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if sent < 0 && errno == EINTR { continue }
      guard sent > 0 else { return false }
      offset += sent
    }
    return true
  }

  static func write(_ descriptor: Int32, _ text: String) -> Bool { write(descriptor, Array(text.utf8)) }

  static func noDelay(_ descriptor: Int32) {
    var yes: Int32 = 1
    _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
  }

  /// Waits up to `milliseconds` for the peer to send or hang up; true when it hung up.
  static func peerClosed(_ descriptor: Int32, within milliseconds: Int32) -> Bool {
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, milliseconds) > 0 else { return false }
    var byte: UInt8 = 0
    return recv(descriptor, &byte, 1, Int32(MSG_PEEK)) <= 0
  }
}
