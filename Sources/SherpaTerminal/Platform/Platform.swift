import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The one place for the operating system's terminal calls: whether a stream is a
/// terminal, writing to a file descriptor, and signals.
public enum Platform {
  public static var stdinIsTTY: Bool { isatty(0) == 1 }
  public static var stdoutIsTTY: Bool { isatty(1) == 1 }

  /// The terminal's width in columns when stdout is one that knows it, else nil.
  public static var stdoutColumns: Int? {
    var size = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// A closed pipe on stdout must end the program quietly, not kill it with SIGPIPE:
  /// writes then fail with EPIPE, which `write(_:to:)` reports.
  public static func ignoreBrokenPipes() { signal(SIGPIPE, SIG_IGN) }

  /// Writes all of `bytes` to `fd`; false when the reader went away (EPIPE) or another error.
  @discardableResult
  public static func write(_ bytes: [UInt8], to fd: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBufferPointer { buffer in
        Glibc.write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }

  /// Reads up to `count` bytes from `fd`; empty at end of file.
  public static func read(from fd: Int32, count: Int) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: count)
    while true {
      let got = buffer.withUnsafeMutableBufferPointer { Glibc.read(fd, $0.baseAddress, count) }
      if got < 0 && errno == EINTR { continue }
      return got <= 0 ? [] : Array(buffer[0..<got])
    }
  }
}
