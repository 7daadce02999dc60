import SherpaCore

/// Where the countdown's keys come from: the raw terminal, or a script in tests.
public protocol FocusKeySource {
  /// The next key pressed within `milliseconds`, nil when none came; `.end` when input closed.
  mutating func next(waiting milliseconds: Int32) -> FocusKeyInput
}

/// One read of the key source.
public enum FocusKeyInput: Sendable, Hashable {
  case key(UInt8)
  case none
  case end
}

/// The single keys of the countdown: p or space pause and resume, s skips a break,
/// q, Esc, Ctrl-C and Ctrl-D stop.
public enum FocusKeys {
  public static func command(for byte: UInt8) -> FocusTimer.Command? {
    switch byte {
    case UInt8(ascii: "p"), UInt8(ascii: "P"), UInt8(ascii: " "), UInt8(ascii: "r"), UInt8(ascii: "R"):
      .togglePause
    case UInt8(ascii: "s"), UInt8(ascii: "S"): .skipBreak
    case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03, 0x04, 0x1B: .stop
    default: nil
    }
  }

  /// The hint shown after the countdown.
  public static let hint = "p pause · s skip break · q stop"
  public static let asciiHint = "p pause, s skip break, q stop"
  public static let pausedHint = "p resume · q stop"
}

/// Keys from the terminal's stdin in raw mode.
public struct TerminalKeys: FocusKeySource {
  let fd: Int32

  public init(fd: Int32 = 0) { self.fd = fd }

  public mutating func next(waiting milliseconds: Int32) -> FocusKeyInput {
    guard Platform.waitForInput(fd, milliseconds: milliseconds) else { return .none }
    let bytes = Platform.read(from: fd, count: 1)
    return bytes.first.map(FocusKeyInput.key) ?? .end
  }
}

/// No keys at all (not a terminal): the countdown just waits.
public struct NoKeys: FocusKeySource {
  let wait: (Int32) -> Void

  public init(wait: @escaping (Int32) -> Void) { self.wait = wait }

  public mutating func next(waiting milliseconds: Int32) -> FocusKeyInput {
    wait(milliseconds)
    return .none
  }
}
