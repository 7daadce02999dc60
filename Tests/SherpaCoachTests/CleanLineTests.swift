import Foundation
import Testing

@testable import SherpaCoach

/// What reaches the parser and the store from a line: control characters never do, and
/// line breaks and tabs become spaces.
struct CleanLineTests {
  @Test func everyControlCharacterGoesAndEveryOtherCharacterStays() {
    var checked = 0
    for value in UInt32(0)...0x2FFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let expected: String
      if scalar == "\n" || scalar == "\t" || scalar == "\r" {
        expected = "a b"
      } else if scalar.properties.generalCategory == .control {
        expected = "ab"
      } else {
        expected = "a" + String(scalar) + "b"
      }
      #expect(Coach.clean("a" + String(scalar) + "b") == expected, "U+\(String(value, radix: 16))")
      checked += 1
    }
    #expect(checked > 10_000)
    #expect(Coach.clean("\u{1B}[31mred\u{7F}\u{9B}") == "[31mred")
  }
}
