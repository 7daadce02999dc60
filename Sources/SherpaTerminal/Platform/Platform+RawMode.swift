#if canImport(Glibc)
  import Glibc
#endif

extension Platform {
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
}
