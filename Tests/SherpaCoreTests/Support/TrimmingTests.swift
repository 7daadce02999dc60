import Foundation
import SherpaCore
import Testing

/// The plain-Swift trimming removes exactly what Foundation's does.
struct TrimmingTests {
  static let scalars: [Unicode.Scalar] = [
    " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}", "\u{200A}", "\u{200B}",
    "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{FEFF}", "\u{0}", "\u{1B}", "\u{301}", "a", "é",
    "🔥", "x",
  ]

  @Test func itRemovesTheScalarsFoundationRemoves() {
    var random = SeededRandom(seed: 3)
    for _ in 0..<5_000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<Int(random.next() % 8) { text.append(Self.scalars[Int(random.next() % UInt64(Self.scalars.count))]) }
      let string = String(text)
      #expect(string.trimmingSpaces == string.trimmingCharacters(in: .whitespaces), "\(Array(string.unicodeScalars))")
      #expect(
        string.trimmingWhitespace == string.trimmingCharacters(in: .whitespacesAndNewlines),
        "\(Array(string.unicodeScalars))")
      let slice = string.dropFirst()
      #expect(slice.trimmingWhitespace == slice.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }

  @Test func everyScalarIsJudgedAsFoundationJudgesIt() {
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "a\(scalar)"
      let foundationSpaces = text.trimmingCharacters(in: .whitespaces) == "a"
      let foundationWhitespace = text.trimmingCharacters(in: .whitespacesAndNewlines) == "a"
      if (text.trimmingSpaces == "a") != foundationSpaces || (text.trimmingWhitespace == "a") != foundationWhitespace {
        Issue.record("U+\(String(value, radix: 16, uppercase: true)) is trimmed differently")
      }
    }
  }

  @Test func plainCases() {
    #expect("  read 20 min \n".trimmingWhitespace == "read 20 min")
    #expect("  read 20 min \n".trimmingSpaces == "read 20 min \n")
    #expect("\u{3000}yes\u{A0}".trimmingSpaces == "yes")
    #expect("".trimmingWhitespace == "")
    #expect(" \n\t ".trimmingWhitespace == "")
  }
}
