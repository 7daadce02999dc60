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
}
