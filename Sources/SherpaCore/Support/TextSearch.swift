import Foundation

extension StringProtocol {
  /// `contains(needle)`, answered byte by byte when both texts are ASCII (the normalised
  /// utterances almost always are), which spares Foundation's bridging through NSString
  /// (a few microseconds a call, on every turn). Anything else goes to Foundation, whose
  /// canonical equivalence ("é" written as one scalar or two) a byte search lacks.
  public func includes(_ needle: some StringProtocol) -> Bool {
    let bytes = Array(utf8)
    let wanted = Array(needle.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 }), wanted.allSatisfy({ $0 < 0x80 }) else {
      return wanted.isEmpty || contains(needle)
    }
    guard let first = wanted.first else { return true }
    guard bytes.count >= wanted.count else { return false }
    for start in 0...(bytes.count - wanted.count) where bytes[start] == first {
      var matched = 1
      while matched < wanted.count && bytes[start + matched] == wanted[matched] { matched += 1 }
      if matched == wanted.count { return true }
    }
    return false
  }
}

extension String {
  /// Where `needle` is first written, found byte by byte: no Foundation and no grapheme
  /// breaking, for the paths every sentence takes. For needles that start with a whole
  /// character, as every one searched for is; no canonical equivalence.
  public func byteRange(of needle: String) -> Range<Index>? {
    let pattern = Array(needle.utf8)
    guard let first = pattern.first else { return nil }
    let view = utf8
    var from = view.startIndex
    while let start = view[from...].firstIndex(of: first) {
      if view[start...].starts(with: pattern) { return start..<view.index(start, offsetBy: pattern.count) }
      from = view.index(after: start)
    }
    return nil
  }

  /// Where `needle` is last written wholly before `end`, found byte by byte as `byteRange`.
  public func lastByteRange(of needle: String, before end: Index) -> Range<Index>? {
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty else { return nil }
    let view = utf8
    var upper = end
    while view.distance(from: view.startIndex, to: upper) >= pattern.count {
      let start = view.index(upper, offsetBy: -pattern.count)
      if view[start..<upper].elementsEqual(pattern) { return start..<upper }
      upper = view.index(before: upper)
    }
    return nil
  }
}
