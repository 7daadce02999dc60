extension NoteText {
  /// A filler word that starts a phrase of the person's own stays: "so far the new job
  /// feels right", "well rested for once", "right in the middle", "just a normal monday".
  static let fillerPhrases: [String: Set<String>] = [
    "so": ["far", "much", "many", "tired", "happy", "proud", "glad", "good", "bad", "excited", "grateful", "sore"],
    "well": ["rested", "done", "slept", "deserved", "spent", "worth"],
    "right": ["in", "now", "after", "before", "away", "on", "at"],
    "just": ["a", "an", "one", "the", "about", "barely"],
    "like": ["a", "an"],
  ]

  /// Whether the token at `index` is a filler to drop, not the start of a phrase.
  static func isFiller(_ tokens: [Token], at index: Int) -> Bool {
    let word = tokens[index].word
    guard fillers.contains(word) else { return false }
    guard index + 1 < tokens.count, let kept = fillerPhrases[word], !endsClause(tokens[index].raw) else { return true }
    return !kept.contains(tokens[index + 1].word)
  }
}
