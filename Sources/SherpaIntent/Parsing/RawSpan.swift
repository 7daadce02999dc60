/// The words of a title or a name as the person wrote them: the stretch of the raw text
/// that scans to exactly those words, with its case, symbols and inner punctuation ("Save
/// $5000", "Sub-25 5k", "£2000 saved for Japan", "10 pull-ups", "AWS cert"), trimmed of
/// the quotes, bullets and punctuation around it, its apostrophes straight and its first
/// letter made a capital. Nil when no stretch scans to them (a word the normaliser
/// changed, a filler dropped from between them).
enum RawSpan {
  static func restored(_ words: [String], in raw: String) -> String? {
    guard !words.isEmpty, raw.unicodeScalars.count <= 500 else { return nil }
    let tokens = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
    let scanned = tokens.map { Scanner.words(String($0)) }
    for start in tokens.indices where scanned[start].first == words[0] {
      var matched = 0
      var end = start
      while end < tokens.count, matched < words.count {
        let said = scanned[end]
        guard matched + said.count <= words.count, Array(words[matched..<(matched + said.count)]) == said else {
          break
        }
        matched += said.count
        end += 1
      }
      guard matched == words.count else { continue }
      // A curly apostrophe is kept straight, as the scanner reads it ("neighbour’s").
      let text = tokens[start..<end].joined(separator: " ").trimmingCharacters(in: edges).replacingAll("’", with: "'")
      // Control characters stay out of what is stored.
      guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
      else { continue }
      return text.prefix(1).uppercased() + text.dropFirst()
    }
    return nil
  }

  private static let edges = " \"'“”‘’:;,.!?()[]—–-*+•#~=<>"
}
