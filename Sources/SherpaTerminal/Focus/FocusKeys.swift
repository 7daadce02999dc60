import SherpaCore

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
