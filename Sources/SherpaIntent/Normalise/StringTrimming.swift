/// Trimming and replacing without Foundation, for the hot paths of the parser.
extension String {
  /// Drops `leading` from the start and `trailing` from the end. An all-ASCII string
  /// (nearly every one) is trimmed byte by byte; only ASCII characters of the two sets
  /// can match it.
  func trimmingCharacters(in leading: String, trailing: String) -> String {
    let bytes = utf8
    if bytes.allSatisfy({ $0 < 0x80 }) {
      var start = bytes.startIndex
      var end = bytes.endIndex
      while start < end, leading.utf8.contains(bytes[start]) { start = bytes.index(after: start) }
      while end > start, trailing.utf8.contains(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
      return start == bytes.startIndex && end == bytes.endIndex ? self : String(self[start..<end])
    }
    let front = Array(leading)
    let back = Array(trailing)
    var characters = Substring(self)
    while let first = characters.first, front.contains(first) { characters.removeFirst() }
    while let last = characters.last, back.contains(last) { characters.removeLast() }
    return String(characters)
  }

  /// Every occurrence of `target` replaced (no Foundation); the string itself, unwalked,
  /// when its bytes do not hold the target's first.
  func replacingAll(_ target: Character, with replacement: Character) -> String {
    guard let lead = target.utf8.first, utf8.contains(lead) else { return self }
    return String(map { $0 == target ? replacement : $0 })
  }

  /// Drops the given characters from both ends (no Foundation).
  func trimmingCharacters(in set: String) -> String { trimmingCharacters(in: set, trailing: set) }
}
