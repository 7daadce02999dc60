/// A skip's reason, said outright after a marker or cut from the sentence.
extension NoteText {
  /// Phrases after which a skip's reason is said outright ("mark it as skipped | i had a
  /// migraine", "the reason is | travel", "and note | working late").
  static let reasonMarkers: [[String]] = [
    ["as", "skipped"], ["it", "skipped"], ["them", "skipped"], ["a", "skip", "for", "me"], ["the", "reason", "is"],
    ["the", "reason", "was"], ["reason", "is"], ["reason", "was"], ["and", "note"], ["just", "say"],
    ["is", "a", "skip"], ["are", "a", "skip"], ["reason", "should", "be"], ["with", "the", "note"],
    ["with", "a", "note"], ["with", "note"], ["today", "reason"], ["tonight", "reason"], ["tomorrow", "reason"],
    ["yesterday", "reason"],
  ]

  /// `reasonMarkers` by their first word, each list in the markers' order.
  static let reasonMarkersByFirstWord: [String: [[String]]] = Dictionary(grouping: reasonMarkers) { $0[0] }

  /// A word that heads the reason when a colon follows it ("skip. reason: heavy rain",
  /// "skip walk the dog today — note: my partner took him out").
  static let reasonHeads: Set<String> = ["reason", "note", "why"]

  /// The words after the last reason marker, without a day or "for me" that follows it
  /// and a request that trails them; nil when no marker is there.
  static func afterReasonMarker(_ raw: String) -> String? { afterReasonMarker(split(raw)) }

  /// `afterReasonMarker` over the sentence's tokens (`split`), made once by a caller that
  /// reads them more than once.
  static func afterReasonMarker(_ said: [Token]) -> String? {
    var tokens = said
    guard
      let (at, length) = tokens.indices.reversed().lazy.compactMap({ index -> (Int, Int)? in
        let word = tokens[index].word
        if reasonHeads.contains(word), tokens[index].raw.hasSuffix(":") { return (index, 1) }
        // Only a marker that starts with the word can start here, unless the word is two
        // joined by a hyphen ("check-in", `starts`).
        let markers = word.utf8.contains(UInt8(ascii: "-")) ? reasonMarkers : reasonMarkersByFirstWord[word] ?? []
        return markers.first { starts(tokens, at: index, with: $0) }.map { (index, $0.count) }
      }).first
    else { return nil }
    tokens.removeFirst(at + length)
    let leads: Set<String> = [
      "for", "yesterday", "today", "tonight", "tomorrow", "on", "me", "because", "cause", "cos", "coz", "since",
    ]
    while let first = tokens.first, leads.contains(first.word) || Lexicon.weekdays[first.word] != nil {
      tokens.removeFirst()
    }
    dropRequest(&tokens)
    return joined(unquoted(tokens))
  }

  /// A skip's reason cut at a dash, colon or comma, without what only led into it: the
  /// "skip." of "gym - skip. knee hurts", a marker ("reason:"), or the "because" or "as"
  /// that opens it ("…, as my knee is playing up again").
  static func reason(_ text: String) -> String? {
    var tokens = split(text)
    if tokens.count > 1, ["skip", "skipping", "skipped"].contains(tokens[0].word), endsClause(tokens[0].raw) {
      tokens.removeFirst()
    }
    if tokens.count > 1, reasonHeads.contains(tokens[0].word), tokens[0].raw.hasSuffix(":") { tokens.removeFirst() }
    if tokens.count > 2,
      becauseWords.contains(tokens[0].word)
        || tokens[0].word == "as" && asOpensReason.contains(tokens[1].word)
    {
      tokens.removeFirst()
    }
    dropRequest(&tokens)
    return joined(tokens)
  }

  static let becauseWords: Set<String> = ["because", "cause", "cos", "coz", "cuz", "bc", "since"]
  /// After "as", what makes it "because" ("as my knee…", "as we are…"), not "as usual".
  static let asOpensReason: Set<String> = [
    "i", "i'm", "im", "i've", "my", "we", "we're", "it", "it's", "its", "the", "there", "there's", "he", "he's",
    "she", "she's", "they", "they're", "our",
  ]

  /// The words without quotes around them all ("it should be 'knee hurts'").
  static func unquoted(_ tokens: [Token]) -> [Token] {
    guard var first = tokens.first, var last = tokens.last, first.raw.count > 1, last.raw.count > 1,
      let open = first.raw.first, let close = last.raw.last, "'‘\"“".contains(open), "'’\"”".contains(close)
    else { return tokens }
    var tokens = tokens
    if tokens.count == 1 {
      tokens[0].raw = first.raw.dropFirst().dropLast()
      return tokens
    }
    first.raw = first.raw.dropFirst()
    last.raw = last.raw.dropLast()
    tokens[0] = first
    tokens[tokens.count - 1] = last
    return tokens
  }
}
