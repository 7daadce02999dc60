import Foundation

extension String {
  /// `contains(needle)`, answered byte by byte when both texts are ASCII (the normalised
  /// utterances almost always are), which spares Foundation's bridging through NSString
  /// (a few microseconds a call, on every turn). Anything else goes to Foundation, whose
  /// canonical equivalence ("é" written as one scalar or two) a byte search lacks.
  public func includes(_ needle: String) -> Bool {
    var haystack = self
    var wanted = needle
    let answer: Bool? = haystack.withUTF8 { bytes in
      wanted.withUTF8 { pattern in
        guard bytes.allSatisfy({ $0 < 0x80 }), pattern.allSatisfy({ $0 < 0x80 }) else { return nil }
        return Self.firstOffset(of: pattern, in: bytes) != nil
      }
    }
    return answer ?? (needle.isEmpty || contains(needle))
  }

  /// Where `needle` is first written, found byte by byte: no Foundation and no grapheme
  /// breaking, for the paths every sentence takes. For needles that start with a whole
  /// character, as every one searched for is; no canonical equivalence.
  public func byteRange(of needle: String) -> Range<Index>? {
    guard !needle.isEmpty else { return nil }
    var haystack = self
    var wanted = needle
    let found = haystack.withUTF8 { bytes in wanted.withUTF8 { Self.firstOffset(of: $0, in: bytes) } }
    guard let found else { return nil }
    let start = utf8.index(utf8.startIndex, offsetBy: found)
    return start..<utf8.index(start, offsetBy: needle.utf8.count)
  }

  /// The offset of `pattern`'s first occurrence in `bytes` (a plain scan over contiguous
  /// UTF-8: no copies, no generic collection code).
  static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let first = pattern.first else { return 0 }
    guard bytes.count >= pattern.count else { return nil }
    for start in 0...(bytes.count - pattern.count) where bytes[start] == first {
      var matched = 1
      while matched < pattern.count && bytes[start + matched] == pattern[matched] { matched += 1 }
      if matched == pattern.count { return start }
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
