import SherpaCore

/// A new item's name from the words the readers left (amounts, dates, times and repeat
/// rules already taken out): what follows the last command ("…so could you add a habit
/// to sketch" → "sketch"), up to the request that trails it ("cycle to work, add it" →
/// "cycle to work"), without the words that only ask ("remind me to", "I need to").
/// The name's own verbs stay: "change the bed sheets", "plan the week", "do squats".
enum NewItemName {
  /// Words that say "make a new item" and after which the name starts.
  static let anchors: Set<String> = ["add", "habit", "task", "todo", "remind", "reminder", "track", "tracking"]
  /// Words between a command and the name ("add a habit to", "remind me to").
  static let between: Set<String> = [
    "me", "to", "a", "an", "for", "called", "named", "new", "habit", "task", "todo", "reminder", "that", "my",
    "please", "pls", "of", "also", "recurring", "quick", "the", "list", "it", "about",
  ]
  static let dayparts: Set<String> = ["morning", "evening", "afternoon", "night", "tonight"]
  /// Words that only ask, after a command ("add a habit, I'd like to sketch").
  static let askingAfterCommand: Set<String> = ["i", "would", "like", "want", "wanna", "i'd", "id", "need"]
  /// Words that only ask, before a name said without a command ("I need to return the
  /// library books").
  static let asking: Set<String> = [
    "i", "want", "wanna", "would", "like", "need", "needs", "have", "should", "to", "please", "can", "could", "you",
    "u", "let's", "let", "us", "start", "begin", "going", "gonna", "will", "try", "must", "set", "up", "put", "so",
    "and", "also", "a", "an", "new", "create", "schedule", "sure", "remember", "i'd", "i'll", "i'm", "am",
    "do", "not", "don't", "dont", "me", "forget", "id", "gotta", "doing", "starting", "from", "really", "ugh", "oh",
    "just", "note", "let", "lets", "mind", "adding", "got", "yeah", "stick", "chuck", "bung", "anyway",
  ]
  /// What trails a name: the request after it, or what the readers could not place.
  static let tails: [[String]] = [
    ["add", "it"], ["add", "that"], ["add", "this"], ["add", "pls"], ["add", "please"], ["add", "as"],
    ["as", "a", "habit"], ["as", "a", "task"], ["as", "a", "new", "habit"], ["as", "habit"], ["as", "task"],
    ["as", "a", "todo"], ["can", "you"], ["can", "u"], ["could", "you"], ["would", "you"], ["remind", "me"],
    ["make", "it", "a"], ["put", "that"], ["put", "it"], ["thank", "you"], ["thanks"], ["starting"], ["due"],
    ["counting"], ["lol"], ["new", "habit"], ["new", "task"], ["add"], ["habit"], ["task"], ["ending"], ["ends"],
    ["then", "stop"], ["but", "start"], ["apart"], ["for", "the", "next"], ["nah"], ["wait"], ["no", "wait"],
    ["no", "make"], ["no", "actually"], ["actually"], ["so", "much"], ["ta"], ["after", "every"],
    ["after", "each"], ["as", "soon", "as"], ["a", "thing"], ["and", "stop"], ["every", "hour"],
    ["stop", "after"], ["end", "after"], ["total"], ["then", "it"], ["name", "it"], ["call", "it"],
    ["set", "that", "up"], ["set", "it", "up"], ["set", "this", "up"], ["set", "that"],
    // No time given: "at some point", "sometime", "later"; where it goes: "on my list".
    ["at", "some", "point"], ["at", "some", "pt"], ["sometime"], ["some", "time"], ["later"], ["on", "my", "list"],
    ["on", "the", "list"], ["to", "my", "list"], ["stick", "it"], ["stick", "that"],
    // A plea that trails: "dry cleaning on friday, don't let me forget".
    ["do", "not", "let", "me", "forget"], ["dont", "let", "me", "forget"], ["so", "i", "do", "not", "forget"],
    // Why, said after the errand: "push ups every day because my arms are weak", "return
    // the library books or they start fining me", "evening walk it is for my weight goal".
    ["because"], ["cos"], ["coz"], ["cuz"], ["since", "i"], ["so", "i", "can"], ["so", "that"], ["it", "is", "for"],
    ["those", "are"], ["they", "are"], ["or", "they"], ["before", "it"],
    // A remark said after the errand: "return the parcel it is sitting by the door", "book
    // the dentist been putting it off since summer tbh", "pick up the dry cleaning they
    // close at five i think".
    ["it", "is"], ["it", "was"], ["that", "is"], ["there", "is"], ["i", "think"], ["i", "swear"], ["tbh"],
    ["been", "putting"], ["they", "close"], ["they", "shut"], ["it", "renews"], ["it", "expires"], ["otherwise"],
    ["i", "always", "forget"], ["i", "keep", "forgetting"], ["i", "never", "remember"],
  ]
  /// Words the readers leave behind that never end a name: an ordinal ("10th"), a
  /// repeat count ("x6"), a lone letter, a period said after a slash or a count, what is
  /// left of a rule ("every 2 wks after done", "for ten weeks", "until 25/12").
  static func isLeftover(_ word: String) -> Bool {
    let bytes = Array(word.utf8)
    if bytes.count == 1 { return word != "a" && word != "i" && !(bytes[0] >= 0x30 && bytes[0] <= 0x39) }
    let digits = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
    if digits > 0 && digits < bytes.count {
      let suffix = String(decoding: bytes[digits...], as: UTF8.self)
      if ["st", "nd", "rd", "th", "s", "x"].contains(suffix) { return true }
    }
    if bytes.first == 0x78, bytes.count > 1, Lexicon.isDigits(bytes.dropFirst()) { return true }
    let rule = ["every", "each", "after", "until", "till", "recurring", "weekly", "daily", "nightly", "monthly"]
    return (["wks", "wk", "once", "twice", "nights", "sessions", "ish", "only"] + rule).contains(word)
  }

  /// The name a sentence gives outright at its end ("… as a habit, name it Cycle").
  static func named(_ words: [String]) -> Range<Int>? {
    guard
      let at = words.indices.last(where: {
        ($0 + 2 < words.count) && ["name", "call"].contains(words[$0]) && words[$0 + 1] == "it"
      })
    else { return nil }
    return (at + 2)..<words.count
  }

  static func cut(_ words: [String]) -> [String] { Array(words[span(words)]) }

  /// Where the name lies in `words` (empty when no word is left for it).
  static func span(_ words: [String]) -> Range<Int> {
    if let named = named(words) { return named }
    var start = 0
    var end = words.count
    var anchored = false
    // After the last command that has something after it.
    // A request said first after a filler ("ugh remind me to…") leads; said later it trails.
    let lead = words.prefix(while: asking.contains).count
    // After "so" a request leads too: "my tooth keeps aching so remind me to book the dentist".
    if let anchor = words.indices.last(where: {
      anchors.contains(words[$0]) && ($0 <= lead || $0 > 0 && words[$0 - 1] == "so" || !isTail(words, at: $0))
    }) {
      var cursor = anchor + 1
      // "add a thing to take the bins out".
      while cursor < words.count,
        between.contains(words[cursor]) || anchors.contains(words[cursor])
          || askingAfterCommand.contains(words[cursor])
          || words[cursor] == "thing" && cursor + 1 < words.count && words[cursor + 1] == "to"
      {
        cursor += 1
      }
      // "remind me at seven tomorrow morning to take the cake out": the part of the day
      // belonged to the time the readers took.
      if cursor + 2 < words.count, dayparts.contains(words[cursor]), words[cursor + 1] == "to" { cursor += 2 }
      if cursor < words.count {
        start = cursor
        anchored = true
      } else {
        // "Take creatine daily (new habit)": the command came last; the name is before it.
        end = words.indices.first(where: { anchors.contains(words[$0]) || isTail(words, at: $0) }) ?? anchor
        while end > 0, between.contains(words[end - 1]) && words[end - 1] != "it" { end -= 1 }
      }
    }
    while !anchored, start < end,
      asks(words, at: start, before: end)
        || between.contains(words[start]) && start == 0
        || words[start] == "make" && start + 1 < end
          && (words[start + 1] == "sure" || start > 0 && ["let's", "lets"].contains(words[start - 1]))
    {
      start += 1
    }
    if let tail = (start..<end).first(where: { $0 > start && isTail(words, at: $0) }) { end = tail }
    // Trailing small words go ("sketch for"), but not a verb's particle ("take the bins out").
    let particles: Set<String> = ["out", "up", "off", "down", "away", "over", "back"]
    // So do the days a count was said in ("for ten weeks", "x10 days"), not "happy days".
    while end > start, !particles.contains(words[end - 1]), !isParticleIn(words, start..<end),
      Lexicon.stopwords.contains(words[end - 1]) || words[end - 1] == "and" || isLeftover(words[end - 1])
        || ["days", "weeks", "months", "times"].contains(words[end - 1]) && end - 2 >= start
          && (words[end - 2] == "for" || isLeftover(words[end - 2]))
    {
      end -= 1
    }
    return start < end ? start..<end : 0..<0
  }

  /// Whether the name in `span` ends on "in" as a verb's particle ("let the plumber in",
  /// "mood check in", "weigh in"), not as what is left of a time ("… in [two weeks]").
  static func isParticleIn(_ words: [String], _ span: Range<Int>) -> Bool {
    guard span.count >= 2, words[span.upperBound - 1] == "in" else { return false }
    let before = words[span.upperBound - 2]
    return ["let", "hand", "send", "drop", "fill", "plug", "turn"].contains(words[span.lowerBound])
      || ["check", "weigh", "sign", "log", "plug", "checking", "back"].contains(before)
  }

  /// Whether `words[index]` only asks. "let" asks only before "me" or "us" ("let me
  /// remember to…"; "let the dog out" is the errand), "put" (and its "down" or "in")
  /// unless it moves a thing somewhere ("put down book the mot"; "put the bins out" is
  /// the errand), "self" after "note to", "do" unless before "the", "keep forgetting".
  static func asks(_ words: [String], at index: Int, before end: Int) -> Bool {
    let next = index + 1 < end ? words[index + 1] : ""
    switch words[index] {
    case "let": return next == "me" || next == "us"
    case "put":
      return
        !(["the", "my", "our", "his", "her", "their", "your", "some"].contains(next)
        && words[(index + 1)..<end].contains { ["out", "away", "back"].contains($0) })
    case "down", "in": return index > 0 && words[index - 1] == "put"
    case "self": return index > 1 && words[index - 2] == "note" && words[index - 1] == "to"
    // "do a cold shower" and "do not forget to …" ask; "do the dishes" is the errand.
    case "do": return next != "the"
    case "keep": return next == "forgetting"
    case "forgetting": return index > 0 && words[index - 1] == "keep"
    default: return asking.contains(words[index])
    }
  }

  /// `words` up to the first of `tails` after the first word.
  static func beforeTail(_ words: [String], tails: [[String]]) -> [String] {
    guard words.count > 1 else { return words }
    for index in 1..<words.count {
      if tails.contains(where: { Fillers.matches(words, index, $0) }) { return Array(words[..<index]) }
    }
    return words
  }

  /// "remind me" trails a name ("dentist friday remind me") unless it leads one ("the
  /// fridge is a disaster remind me to clean it").
  static func isTail(_ words: [String], at index: Int) -> Bool {
    tails.contains { tail in
      index > 0 && Fillers.matches(words, index, tail)
        && (tail.count > 1 || !["add", "habit", "task"].contains(tail[0]) || index + 1 == words.count)
        && !(tail == ["remind", "me"] && index + 2 < words.count && words[index + 2] == "to")
    }
  }

  /// What follows an arrow, when two words or more do: the item itself after the reason
  /// for it ("accountant wants receipts → scan the receipts", "ski trip money due the 15th
  /// → pay the deposit"). The normaliser drops the arrow, so the raw text says where the
  /// item starts: at the first word written after it that the readers left.
  static func afterArrow(_ words: [String], raw: String) -> [String] {
    guard raw.byteRange(of: "→") != nil || raw.byteRange(of: "->") != nil else { return words }
    let tokens = raw.split(whereSeparator: \.isWhitespace)
    guard let arrow = tokens.lastIndex(where: { $0 == "→" || $0 == "->" }) else { return words }
    let written = tokens[(arrow + 1)...].map {
      $0.lowercased().trimmingCharacters(in: ".,;:!?()\"'")
    }
    // Not an aside in brackets ("jan 1 → jan 31 (dry january!)"), nor only the asking
    // ("defrost dinner → remind me 9am daily").
    for (index, word) in written.enumerated() {
      if tokens[arrow + 1 + index].first == "(" { break }
      if let start = words.lastIndex(of: word) {
        return words[start...].count(where: { !askingAfterArrow.contains($0) }) >= 2 ? Array(words[start...]) : words
      }
    }
    return words
  }

  /// Words that only ask, after an arrow.
  static let askingAfterArrow: Set<String> = ["remind", "me", "add", "it", "that", "please", "pls", "to", "daily"]

  /// A name put "in" or "on" the list ("put sort the recycling in for tomorrow", "stick
  /// hoover the stairs on for saturday") without the word that only placed it.
  static func withoutPlacing(_ name: [String], _ u: Utterance) -> [String] {
    guard name.count > 1, let last = name.last, ["in", "on"].contains(last),
      let placing = ["put", "stick", "pop", "bung"].first(where: { u.has($0) }), !name.contains(placing)
    else { return name }
    return Array(name.dropLast())
  }
}
