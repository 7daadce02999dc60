/// `trimmingCharacters(in: .whitespaces)` and `(in: .whitespacesAndNewlines)` in plain
/// Swift, for text trimmed on every turn (each input line, notes, names): Foundation's
/// version bridges through NSString and cost a few percent of a pipe's time. The same
/// scalars go (`Trim.isTrimmed`; a test compares the two over every one of them).
extension StringProtocol {
  /// Without leading and trailing spaces and tabs (newlines stay).
  public var trimmingSpaces: String { Trim.trim(String(self), newlines: false) }

  /// Without leading and trailing whitespace, newlines included.
  public var trimmingWhitespace: String { Trim.trim(String(self), newlines: true) }
}

enum Trim {
  static func trim(_ text: String, newlines: Bool) -> String {
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, isTrimmed(scalars[start], newlines: newlines) { start = scalars.index(after: start) }
    while end > start {
      let last = scalars.index(before: end)
      guard isTrimmed(scalars[last], newlines: newlines) else { break }
      end = last
    }
    if start == scalars.startIndex && end == scalars.endIndex { return text }
    return String(scalars[start..<end])
  }

  /// Foundation's sets, scalar by scalar: `.whitespaces` is tab, space, U+00A0, U+1680,
  /// U+2000–U+200B, U+202F, U+205F and U+3000; `.whitespacesAndNewlines` adds U+000A–U+000D,
  /// U+0085, U+2028 and U+2029.
  static func isTrimmed(_ scalar: Unicode.Scalar, newlines: Bool) -> Bool {
    switch scalar.value {
    case 0x20, 0x09, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return newlines
    default: return false
    }
  }
}
