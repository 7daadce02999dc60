/// A note in the person's own words, cut from the sentence as it was typed or heard:
/// what only says which kind of note it is ("morning reflection:", "end of day", "note to
/// self"), a greeting or filler before it, and the score ("4/5", "a 7 out of 10", "I'd
/// give it a three", "sleep: 2") come out; everything else keeps its case, numbers and
/// punctuation ("slept badly, maybe a 2, feeling groggy" → "slept badly, feeling groggy").
enum NoteText {
  struct Token {
    var raw: Substring
    /// Lowercased, without the punctuation around it.
    var word: String
  }

  static let fillers: Set<String> = [
    "um", "uh", "erm", "er", "hmm", "okay", "ok", "so", "well", "right", "alright", "hey", "hi", "hello", "sherpa",
    "gm", "and", "oh", "like", "yeah", "please", "just",
  ]
  static let greetings: [[String]] = [
    ["good", "morning"], ["good", "evening"], ["good", "night"], ["morning", "sherpa"],
  ]
  /// Words that lead into a score and belong to it ("sleep was like a", "I'd give it a").
  static let scoreLead: Set<String> = [
    "a", "an", "like", "maybe", "about", "around", "only", "solid", "was", "is", "sleep", "quality", "sleep's",
    "i'd", "i", "would", "say", "give", "gives", "giving", "it", "rate", "rated", "rating", "my", "gets", "get",
    "that's", "thats", "call", "score", "fulfilment", "fulfillment", "day", "today", "today's", "so", "overall",
    "probably", "prob", "roughly", "even", "generous", "=", "-", "the", "gonna", "going", "to", "be", "i'll",
    "put", "me",
  ]

  /// What says which kind of note a sentence is: a lead-in is any run of `words` at the
  /// start that ends on one of `keywords` ("quick journal thought", "add a thought to my
  /// journal", "end of day note").
  struct Kind {
    var keywords: Set<String>
    var words: Set<String>
    var phrases: [[String]] = []
  }

  /// The note, or nil when nothing of the person's own is left.
  static func extract(_ raw: String, kind: Kind, scale: ClosedRange<Int>?) -> String? {
    var tokens = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map { piece in
      Token(raw: piece, word: clean(piece))
    }
    dropLeadIns(&tokens, kind: kind)
    if let scale { dropScores(&tokens, scale: scale) }
    dropLeadIns(&tokens, kind: kind)
    let text = tokens.map { String($0.raw) }.joined(separator: " ")
    let trimmed = text.trimmingCharacters(in: " :-–,.;=()\"“”")
    let lettered = trimmed.unicodeScalars.contains { $0.properties.isAlphabetic }
    return !lettered || trimmed.unicodeScalars.count > 500 ? nil : trimmed
  }

  static func clean(_ piece: Substring) -> String {
    let lowered = piece.lowercased().replacingAll("’", with: "'")
    return lowered.trimmingCharacters(in: " :-–,.;!?\"()=~*")
  }

  /// Fillers, greetings and the kind's own lead-ins at the start, as often as they come.
  static func dropLeadIns(_ tokens: inout [Token], kind: Kind) {
    var changed = true
    while changed && !tokens.isEmpty {
      changed = false
      if tokens[0].word.isEmpty || fillers.contains(tokens[0].word) {
        tokens.removeFirst()
        changed = true
        continue
      }
      for phrase in greetings + kind.phrases where starts(tokens, with: phrase) {
        tokens.removeFirst(phrase.count)
        changed = true
        break
      }
      if changed { continue }
      var last: Int?
      for (index, token) in tokens.enumerated() {
        if kind.keywords.contains(token.word) {
          last = index
        } else if !kind.words.contains(token.word) && !fillers.contains(token.word) {
          break
        }
        if endsClause(token.raw) || token.raw.last == ":" { break }
      }
      if let last {
        tokens.removeFirst(last + 1)
        changed = true
      }
    }
  }

  static func starts(_ tokens: [Token], with phrase: [String]) -> Bool {
    guard tokens.count >= phrase.count else { return false }
    for (index, word) in phrase.enumerated() where tokens[index].word != word {
      // "check-in" is one token for the phrase ["check", "in"].
      if index == 0 && phrase.count == 2 && tokens[0].word == phrase.joined(separator: "-") { continue }
      return false
    }
    return true
  }

  /// Removes each score with the words that lead into it ("I'd give it a") and the
  /// scale after it ("out of 5", "/10").
  static func dropScores(_ tokens: inout [Token], scale: ClosedRange<Int>) {
    // The first number on the scale that is not a time or an amount ("woke at 5",
    // "5 hrs") is the score; there is one.
    let times: Set<String> = ["at", "by", "till", "until", "before", "after", "since", "around"]
    let amounts: Set<String> = [
      "am", "pm", "h", "hr", "hrs", "hour", "hours", "min", "mins", "minutes", "k", "km", "miles", "times",
    ]
    guard
      let index = tokens.indices.first(where: { at in
        isScore(tokens[at].word, scale: scale) && (at == 0 || !times.contains(tokens[at - 1].word))
          && (at + 1 == tokens.count || !amounts.contains(tokens[at + 1].word))
      })
    else { return }
    var end = index + 1
    if end + 1 < tokens.count, tokens[end].word == "out", tokens[end + 1].word == "of" {
      end += 2
      if end < tokens.count, value(tokens[end].word) != nil { end += 1 }
    } else if end < tokens.count, tokens[end].word == "outta" {
      end += 1
      if end < tokens.count, value(tokens[end].word) != nil { end += 1 }
    } else if end < tokens.count, tokens[end].word.hasPrefix("/") {
      end += 1
    }
    var start = index
    while start > 0, scoreLead.contains(tokens[start - 1].word), !endsClause(tokens[start - 1].raw) {
      start -= 1
    }
    // A comma or full stop that closed the score closes the clause before it instead.
    if let last = tokens[end - 1].raw.last, ",.;".contains(last), start > 0,
      let before = tokens[start - 1].raw.last, !",.;:".contains(before)
    {
      tokens[start - 1].raw += String(last)
    }
    tokens.removeSubrange(start..<end)
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

extension String {
  /// Every occurrence of `target` replaced (no Foundation).
  func replacingAll(_ target: Character, with replacement: Character) -> String {
    String(map { $0 == target ? replacement : $0 })
  }
}
