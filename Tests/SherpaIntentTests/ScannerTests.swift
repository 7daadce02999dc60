import SherpaCore
import Testing

@testable import SherpaIntent

/// The ASCII fast path splits exactly as the general scalar-by-scalar path does.
struct ScannerTests {
  static let alphabet = Array("aZm09 '.:,-!?/\t\u{7F}\u{1}Ab7:30 2.5 10,000 2026-12-03 don't x'".utf8)

  @Test func asciiLinesSplitAsTheGeneralPathSplitsThem() {
    var random = SeededRandom(seed: 99)
    var lines = ["", " ", "'", "7:30", "2.5.", ",5", "5,", "-", "a-b", "A'B'C", "it's 10:30, ok"]
    lines.append(String(repeating: "ab ", count: 200))
    lines.append(String(repeating: "x", count: Scanner.maxScalars + 10) + " tail")
    lines.append(String(repeating: "1,", count: 2_500))
    for _ in 0..<20_000 {
      let length = Int(random.next() % 40)
      let bytes = (0..<length).map { _ in Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))] }
      lines.append(String(decoding: bytes, as: UTF8.self))
    }
    for line in lines {
      var text = line
      let fast = text.withUTF8 { Scanner.asciiWords($0) }
      #expect(fast == Scanner.scalarWords(line), "\(line.debugDescription)")
    }
  }

  @Test func textWithOtherScriptsTakesTheGeneralPath() {
    #expect(Scanner.words("Café ÉCOLE don’t") == ["café", "école", "don't"])
  }
}
