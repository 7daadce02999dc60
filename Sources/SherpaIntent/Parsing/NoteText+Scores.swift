/// The score said inside a note ("sleep 4 out of 5", "an 8", "9/10"), taken out of it.
extension NoteText {
  /// Removes each score with the words that lead into it ("I'd give it a") and the
  /// scale after it ("out of 5", "/10").
  @discardableResult
  static func dropScores(_ tokens: inout [Token], scale: ClosedRange<Int>) -> Int? {
    // The first number on the scale that is not a time or an amount ("woke at 5",
    // "5 hrs") is the score; there is one.
    let times: Set<String> = ["at", "by", "till", "until", "before", "after", "since", "around"]
    let amounts: Set<String> = [
      "am", "pm", "h", "hr", "hrs", "hour", "hours", "min", "mins", "minutes", "k", "km", "miles", "times",
    ]
    guard
      let index = tokens.indices.first(where: { at in
        (isScore(tokens[at].word, scale: scale)
          || Misheard.numbers[tokens[at].word] != nil && at + 2 < tokens.count && tokens[at + 1].word == "out")
          && (at == 0 || !times.contains(tokens[at - 1].word))
          && (at + 1 == tokens.count || !amounts.contains(tokens[at + 1].word))
          && !Vocabulary.isDayOne(tokens[at].word, after: at > 0 ? tokens[at - 1].word : nil)
      })
    else { return nil }
    var end = index + 1
    if end + 1 < tokens.count, tokens[end].word == "out", tokens[end + 1].word == "of" {
      end += 2
      if end < tokens.count, value(tokens[end].word) != nil { end += 1 }
    } else if end < tokens.count, tokens[end].word == "outta" {
      end += 1
      if end < tokens.count, value(tokens[end].word) != nil { end += 1 }
    } else if end < tokens.count, tokens[end].word.hasPrefix("/") {
      end += 1
    } else if end + 1 < tokens.count, ["of", "from"].contains(tokens[end].word),
      let top = value(tokens[end + 1].word), top == 5 || top == 10
    {
      // "4 of 5", "eight from ten": the scale said short.
      end += 2
    }
    var start = index
    while start > 0, scoreLead.contains(tokens[start - 1].word), !endsClause(tokens[start - 1].raw) {
      start -= 1
    }
    // A comma or full stop that closed the score closes the clause before it instead.
    if let last = tokens[end - 1].raw.last, ",.;".contains(last), start > 0,
      let before = tokens[start - 1].raw.last, !",.;:!?".contains(before)
    {
      tokens[start - 1].raw += String(last)
    }
    tokens.removeSubrange(start..<end)
    return start
  }

  static func endsClause(_ raw: Substring) -> Bool {
    guard let last = raw.last else { return false }
    return ",.;!?".contains(last)
  }

  static func isScore(_ word: String, scale: ClosedRange<Int>) -> Bool {
    if let slash = word.firstIndex(of: "/") {
      return Int(word[..<slash]).map(scale.contains) ?? false
    }
    return value(word).map(scale.contains) ?? false
  }

  static func value(_ word: String) -> Int? {
    if let number = Int(word) { return number }
    return NumberWords.small[word]
  }
}
