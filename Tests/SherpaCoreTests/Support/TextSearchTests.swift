import Foundation
import SherpaCore
import Testing

/// The byte search finds what Foundation's `contains` finds.
struct TextSearchTests {
  @Test func itAgreesWithFoundation() {
    let pieces = ["a", "b", "ab", "é", "e\u{301}", "🔥", " ", "something for", "idea", ""]
    var random = SeededRandom(seed: 5)
    for _ in 0..<5_000 {
      let text = (0..<Int(random.next() % 6)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
      let needle = (0..<Int(random.next() % 3)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
      let expected = needle.isEmpty ? true : text.contains(needle)
      #expect(text.includes(needle) == expected, "\(text) / \(needle)")
    }
    #expect("give me some ideas".includes("idea"))
    #expect(!"idea".includes("ideas"))
  }

  /// Where a needle that starts with a whole character is first written: where Foundation's
  /// `range(of:)` finds it, in ASCII and beyond it.
  @Test func itFindsWhereFoundationFinds() {
    let pieces = ["a", "b", "ab", "é", "🔥", " ", "prompt for ", "–", "’", "x"]
    let needles = ["a", "ab", "é", "🔥", "prompt for ", " – ", "’", "b a", "zz"]
    var random = SeededRandom(seed: 7)
    for _ in 0..<5_000 {
      let text = (0..<Int(random.next() % 8)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
      for needle in needles {
        #expect(text.byteRange(of: needle) == text.range(of: needle), "\(text) / \(needle)")
      }
    }
    for _ in 0..<2_000 {
      let text = (0..<Int(random.next() % 8)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
      let end = text.index(text.startIndex, offsetBy: Int(random.next() % UInt64(text.count + 1)))
      for needle in needles {
        let expected = text.range(of: needle, options: .backwards, range: text.startIndex..<end)
        #expect(text.lastByteRange(of: needle, before: end) == expected, "\(text) / \(needle)")
      }
    }
    #expect("".byteRange(of: "a") == nil)
    #expect("abc".byteRange(of: "") == nil)
    let text = "habit prompt for run: shoes on"
    #expect(text.byteRange(of: "prompt for ").map { String(text[$0.upperBound...]) } == "run: shoes on")
  }
}
