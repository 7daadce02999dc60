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
    /// Its place in the sentence's tokens.
    var index = 0
  }

  static let fillers: Set<String> = [
    "um", "uh", "erm", "er", "hmm", "okay", "ok", "so", "well", "right", "alright", "hey", "hi", "hello", "sherpa",
    "gm", "and", "oh", "like", "yeah", "please", "just", "honestly",
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
    "put", "me", "down", "for", "i'm", "todays", "slept", "calling", "id", "felt", "with",
  ]

  /// What says which kind of note a sentence is: a lead-in is any run of `words` at the
  /// start that ends on one of `keywords` ("quick journal thought", "add a thought to my
  /// journal", "end of day note").
  struct Kind {
    var keywords: Set<String>
    var words: Set<String>
    var phrases: [[String]] = []
  }

  /// The words of asking for a note ("can you log my morning reflection", "would you mind
  /// putting in yesterday's wrap up …"), lead-in words of every kind that takes them.
  static let requestWords: Set<String> = [
    "can", "could", "would", "you", "i", "do", "mind", "put", "save", "record", "please", "pls", "something", "me",
  ]

  /// The note, or nil when nothing of the person's own is left.
  static func extract(_ raw: String, kind: Kind, scale: ClosedRange<Int>?) -> String? {
    joined(kept(split(raw), kind: kind, scale: scale))
  }

  /// The tokens of the note (the last one's closing stop taken off when a score
  /// followed it).
  static func kept(_ all: [Token], kind: Kind, scale: ClosedRange<Int>?) -> [Token] {
    var tokens = all
    dropLeadIns(&tokens, kind: kind)
    if let scale, var at = dropScores(&tokens, scale: scale) {
      // "calm, productive, happy. 8": the stop closed the note before a score said last.
      if at == tokens.count, let last = tokens.last?.raw, last.last == "." {
        tokens[tokens.count - 1].raw = last.dropLast()
      }
      // "three no wait make that four": the score said again replaces the first.
      var next = at
      while next < tokens.count, corrections.contains(tokens[next].word) || tokens[next].word.isEmpty { next += 1 }
      if next > at, next < tokens.count, isScore(tokens[next].word, scale: scale) {
        tokens.removeSubrange(at..<next)
        at = dropScores(&tokens, scale: scale) ?? at
      }
      // What led into the score ("score for yesterday", "i'd give this morning") goes with it,
      // with the comma that closed the score ("rate yesterday 3/10, sick").
      if at <= tokens.count,
        tokens[..<at].indices.allSatisfy({
          leadsIn(tokens[$0].word, kind: kind) && ($0 == at - 1 || !endsClause(tokens[$0].raw))
        })
      {
        tokens.removeFirst(at)
        at = 0
      }
      // "three for sleep cat had me up", "five i guess meetings all day": what only
      // qualified the score goes with it.
      for phrase in afterScore where at < tokens.count && starts(tokens, at: at, with: phrase) {
        if tokens.count - at > phrase.count { tokens.removeSubrange(at..<(at + phrase.count)) }
        break
      }
      // "a five this morning woke up before my alarm": the day went with the score.
      if at == 0, tokens.count > 2, ["today", "tonight", "yesterday"].contains(tokens[0].word) {
        tokens.removeFirst()
      } else if at == 0, tokens.count > 3, tokens[0].word == "this", ["morning", "evening"].contains(tokens[1].word) {
        tokens.removeFirst(2)
      }
    }
    dropLeadIns(&tokens, kind: kind)
    dropRequest(&tokens)
    return tokens
  }

  /// Words that take back a score just said ("three no wait make that four").
  static let corrections: Set<String> = [
    "no", "wait", "actually", "make", "that", "i", "mean", "sorry", "scratch", "it's", "nah", "or", "ok", "okay",
    "more", "like", "a", "an", "it", "its",
  ]

  static let afterScore: [[String]] = [
    ["for", "my", "sleep"], ["for", "sleep"], ["for", "today"], ["for", "the", "day"], ["i", "guess"], ["sleep"],
  ]

  static func leadsIn(_ word: String, kind: Kind) -> Bool {
    word.isEmpty || kind.words.contains(word) || kind.keywords.contains(word) || fillers.contains(word)
      || scoreLead.contains(word)
  }

  /// The request that trails a note ("… log it as my check in", "… so skip it").
  static let requests: [[String]] = [
    ["log", "it"], ["put", "it"], ["save", "it"], ["skip", "it"], ["so", "skip"], ["so", "just", "skip"],
    ["add", "it"], ["note", "it"],
  ]

  /// The words after the last of `anchors` in a lead-in made of `anchors` and `lead`
  /// words ("skip my run today | my knee is really sore"), or before a trailing request
  /// ("its pouring out there | so skip the walk"); nil when neither is there.
  static func after(lead: Set<String>, anchors: Set<String>, in raw: String) -> String? {
    after(lead: lead, anchors: anchors, in: split(raw))
  }

  /// `after(lead:anchors:in:)` over the sentence's tokens (`split`).
  static func after(lead: Set<String>, anchors: Set<String>, in said: [Token]) -> String? {
    var tokens = said
    var last: Int?
    for (index, token) in tokens.enumerated() {
      if anchors.contains(token.word) {
        last = index
      } else if !lead.contains(token.word) && !fillers.contains(token.word) {
        break
      }
      if endsClause(token.raw) { break }
    }
    if let last {
      // "skip it he's at the vet": the "it" of the request is not the reason's.
      let skipped = ["skip", "skipping"].contains(tokens[last].word)
      tokens.removeFirst(last + 1)
      if starts(tokens, with: ["for", "me"]) { tokens.removeFirst(2) }
      if skipped, tokens.count > 1, tokens[0].word == "it" { tokens.removeFirst() }
      dropRequest(&tokens)
    } else {
      let count = tokens.count
      dropRequest(&tokens)
      // "so i slept in skip morning pages": the request at the end names only the item.
      if tokens.count == count,
        let at = tokens.indices.last(where: { $0 >= 2 && ["skip", "skipping"].contains(tokens[$0].word) }),
        tokens[(at + 1)...].allSatisfy({ anchors.contains($0.word) || lead.contains($0.word) })
      {
        tokens.removeSubrange(at...)
      }
      if tokens.count == count { return nil }
      while !tokens.isEmpty, isFiller(tokens, at: 0) { tokens.removeFirst() }
    }
    return joined(tokens)
  }

  static func split(_ raw: String) -> [Token] {
    raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).enumerated().map { index, piece in
      Token(raw: piece, word: clean(piece), index: index)
    }
  }

  static func joined(_ tokens: [Token]) -> String? { joined(pieces: tokens.map(\.raw)) }

  static func joined<Piece: StringProtocol>(pieces: [Piece]) -> String? {
    let text = pieces.map { String($0) }.joined(separator: " ")
    // A full stop or a closing bracket that ends the sentence is the person's own.
    var trimmed = text.trimmingCharacters(in: " :-–—→>,.;=()\"“”", trailing: " :-–—→,;=(\"“")
    if trimmed.hasSuffix(")") && !trimmed.contains("(") { trimmed.removeLast() }
    let lettered = trimmed.unicodeScalars.contains { $0.properties.isAlphabetic }
    return !lettered || trimmed.unicodeScalars.count > 500 ? nil : trimmed
  }

  static func dropRequest(_ tokens: inout [Token]) {
    guard tokens.count > 3 else { return }
    for index in 2..<tokens.count {
      for phrase in requests where starts(tokens, at: index, with: phrase) {
        tokens.removeSubrange(index...)
        if let last = tokens.last, let mark = last.raw.last, ",.;".contains(mark) {
          tokens[tokens.count - 1].raw = last.raw.dropLast()
        }
        return
      }
    }
  }

  static func clean(_ piece: Substring) -> String {
    // Most words are lowercase letters, digits and apostrophes already: nothing to lower,
    // mend or trim.
    if piece.utf8.allSatisfy({ byte in
      byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        || byte == UInt8(ascii: "'")
    }) {
      return String(piece)
    }
    let lowered = piece.lowercased().replacingAll("’", with: "'")
    return lowered.trimmingCharacters(in: " :-–—,.;!?\"()=~*")
  }

  /// Verbs that ask for a note to be put down.
  static let putVerbs: Set<String> = ["add", "put", "save", "log", "record", "recording", "write"]

  /// Verbs that say a note is being changed rather than added to.
  static let editVerbs: Set<String> = ["change", "update", "edit", "replace", "correct", "fix"]

  /// Fillers, greetings and the kind's own lead-ins at the start, as often as they come.
  static func dropLeadIns(_ tokens: inout [Token], kind: Kind) {
    var changed = true
    while changed && !tokens.isEmpty {
      changed = false
      if tokens[0].word.isEmpty || isFiller(tokens, at: 0) {
        tokens.removeFirst()
        changed = true
        continue
      }
      // "journal (sun): …": a day in brackets after the head.
      if tokens[0].raw.first == "(", tokens[0].raw.hasSuffix(")") || tokens[0].raw.hasSuffix("):") {
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
        // "change yesterday's note to great day": the "to" of an edit goes with its head.
        let edits = tokens[...last].contains { editVerbs.contains($0.word) }
        // "add to my reflection that …", "save yesterday's wrap up as …": the word that
        // joins a request to what it puts down goes with the request.
        let puts = tokens[...last].contains { putVerbs.contains($0.word) }
        tokens.removeFirst(last + 1)
        if edits, tokens.first?.word == "to" { tokens.removeFirst() }
        if puts, tokens.count > 1, let first = tokens.first?.word, ["that", "as"].contains(first) {
          tokens.removeFirst()
        }
        changed = true
      }
    }
  }

  static func starts(_ tokens: [Token], at start: Int = 0, with phrase: [String]) -> Bool {
    guard tokens.count - start >= phrase.count else { return false }
    for (index, word) in phrase.enumerated() where tokens[start + index].word != word {
      // "check-in" is one token for the phrase ["check", "in"].
      if index == 0 && phrase.count == 2 && tokens[start].word == phrase.joined(separator: "-") { continue }
      return false
    }
    return true
  }
}
