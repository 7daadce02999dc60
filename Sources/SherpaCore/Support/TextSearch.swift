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
