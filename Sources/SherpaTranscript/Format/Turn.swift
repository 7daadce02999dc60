/// One turn: an optional clock advance before it, the line typed, the LLM exchanges the
/// turn made and the output sherpa printed, colour-free, one string per line.
public struct Turn: Sendable, Equatable {
  /// The wall clock this turn happens at, as written after `@now`; nil keeps the clock.
  public var now: String?
  public var input: String
  public var output: [String]
  public var exchanges: [LLMExchange]
  /// The line of the file the input is on (0 for a turn not read from a file).
  public var line: Int

  public init(now: String? = nil, input: String, output: [String] = [], exchanges: [LLMExchange] = [], line: Int = 0) {
    self.now = now
    self.input = input
    self.output = output
    self.exchanges = exchanges
    self.line = line
  }

  /// Printed text as output lines: split on newlines (a `\r` before one dropped), one
  /// final newline dropped.
  /// Terminal escape sequences (colours, cursor moves) are removed, so the lines are
  /// colour-free whatever the coach printed.
  public static func lines(of printed: String) -> [String] {
    guard !printed.isEmpty else { return [] }
    var lines = splitLines(printed.utf8.contains(0x1B) ? withoutEscapes(printed) : printed)
    if printed.utf8.last == UInt8(ascii: "\n") { lines.removeLast() }
    return lines
  }

  /// `text` without ANSI escape sequences (`ESC [ … letter` and `ESC ] … BEL`).
  static func withoutEscapes(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\u{1B}" else {
        result.append(scalar)
        continue
      }
      switch scalars.next() {
      case "[":
        while let next = scalars.next(), !(("@"..."~").contains(next)) {}
      case "]":
        while let next = scalars.next(), next != "\u{07}" {}
      default:
        continue
      }
    }
    return String(result)
  }

  /// Every piece of `text` between newlines, with a `\r` before a newline dropped.
  static func splitLines(_ text: String) -> [String] {
    text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes in
      let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
      return String(decoding: line, as: UTF8.self)
    }
  }
}
