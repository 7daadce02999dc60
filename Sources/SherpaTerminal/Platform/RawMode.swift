#if canImport(Glibc)
  import Glibc
#endif

/// A terminal switched to single-key input (no echo, no line buffering, Ctrl-C read as a
/// key) and the settings to put back. `restore()` is safe to call more than once.
public final class RawMode {
  private let fd: Int32
  private var saved: termios
  private var active = true

  /// Switches `fd` to raw input; nil when it is not a terminal.
  public init?(fd: Int32 = 0) {
    var settings = termios()
    guard isatty(fd) == 1, tcgetattr(fd, &settings) == 0 else { return nil }
    self.fd = fd
    self.saved = settings
    var raw = settings
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(fd, TCSAFLUSH, &raw) == 0 else { return nil }
  }

  /// Puts the saved settings back.
  public func restore() {
    guard active else { return }
    active = false
    _ = tcsetattr(fd, TCSAFLUSH, &saved)
  }

  deinit { restore() }
}

extension Platform {
  nonisolated(unsafe) private static var terminated: sig_atomic_t = 0

  /// SIGTERM and SIGHUP (a closed terminal) set a flag that a running countdown checks, so
  /// it saves and restores the terminal before leaving.
  public static func catchTermination() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in Platform.terminated = 1 }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGTERM, &action, nil)
    sigaction(SIGHUP, &action, nil)
  }

  public static var terminationRequested: Bool { terminated != 0 }

  /// Whether `fd` has input within `milliseconds`.
  public static func waitForInput(_ fd: Int32, milliseconds: Int32) -> Bool {
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, milliseconds) > 0 && entry.revents & Int16(POLLIN | POLLHUP) != 0
  }
}
