import SherpaCore

/// What the intent model reads of a sentence: its words, word pairs and character
/// trigrams (so "meditated" and "meditating" share most of their evidence and a
/// misheard word still counts for something), what the readers found (a quantity and
/// its unit, a matched item and its kind, a repeat rule, a date, a time), how it is put
/// (question, hypothetical, someone else, negation) and the keyword rules' vote. The
/// rules stay as evidence; the model weighs them against everything else.
enum IntentFeatures {
  /// Rows of the model's weight table.
  static let buckets = 65_536

  static func extract(
    words: [String], utterance u: Utterance, match: ItemMatcher.Match?, hasItem: Bool, rule: (Intent, Double),
    frame: WriteFrame, today: LocalDay
  ) -> [Int32] {
    var hasher = FeatureHasher(buckets: buckets)
    let shown = words.prefix(40).map { word -> String in
      word.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } == true ? "#" : word
    }
    var previous = "<s>"
    for word in shown {
      hasher.add(0x77, word)
      hasher.add(0x62, previous, word)
      if word != "#" { hasher.addTrigrams(of: word) }
      for name in WordClasses.table[word] ?? [] { hasher.add(0x4B, name) }
      previous = word
    }
    hasher.add(0x62, previous, "</s>")
    if let first = shown.first {
      hasher.add(0x66, first)
      if shown.count > 1 { hasher.add(0x67, first, shown[1]) }
    }
    hasher.add(0x6C, lengthBucket(shown.count))
    // The sentence with the matched item's words as one placeholder, so "renewed
    // passport" learns from "renewed my licence" and "did ITEM" is one pattern whatever
    // the person's items are called.
    if let match, !match.wordIndices.isEmpty {
      let named = Set(match.wordIndices)
      var before = "<s>"
      for (index, word) in shown.enumerated() {
        let token = named.contains(index) ? "ITEM" : word
        if token == "ITEM" && before == "ITEM" { continue }
        hasher.add(0x6D, before, token)
        before = token
      }
      hasher.add(0x6D, before, "</s>")
    }
    if let quantity = u.quantity {
      hasher.add(0x71, quantity.unit?.rawValue ?? (quantity.thousands ? "k" : "bare"))
      // How big a bare number is tells a sleep score (1–5) from a day's (1–10) from a
      // count or minutes.
      if quantity.unit == nil && !quantity.thousands {
        let size = quantity.amount
        hasher.add(0x71, size <= 5 ? "1-5" : size <= 10 ? "6-10" : size <= 60 ? "11-60" : "61+")
      }
    }
    if u.quantities.count > 1 { hasher.add(0x71, "several") }
    if let match {
      hasher.add(0x69, match.items.count > 1 ? "several" : match.items[0].kind.rawValue)
      if let unit = u.quantity?.unit, match.items.count == 1 {
        hasher.add(0x69, match.items[0].unit == unit ? "unit-fits" : "unit-differs")
      }
    } else if hasItem {
      hasher.add(0x69, "by-unit")
    } else {
      hasher.add(0x69, "none")
    }
    if let scale = scale(of: u) { hasher.add(0x73, scale) }
    if u.recurrence != nil { hasher.add(0x72, "recurrence") }
    if u.frequency != nil { hasher.add(0x72, "frequency") }
    if let date = u.date { hasher.add(0x64, date < today ? "past" : date == today ? "today" : "future") }
    if u.time != nil { hasher.add(0x74, "time") }
    if u.slot != nil { hasher.add(0x74, "slot") }
    if frame.question {
      hasher.add(0x6E, "question")
      // What a question asks about: "did i take my vitamins" looks at an item, "what's on
      // friday" at a day; a statement of the same words changes them.
      let about = match.map { $0.items.count > 1 ? "several" : $0.items[0].kind.rawValue } ?? "none"
      hasher.add(0x51, shown.first ?? "", about)
      if u.date != nil { hasher.add(0x51, "date", about) }
    }
    // A long ramble's request comes last ("… so just read me today's plan").
    if shown.count > 10 {
      for word in shown.suffix(6) { hasher.add(0x54, word) }
    }
    if frame.hypothetical { hasher.add(0x6E, "hypothetical") }
    if frame.otherPerson { hasher.add(0x6E, "other") }
    if frame.negated { hasher.add(0x6E, "negated") }
    hasher.add(0x52, rule.0.rawValue)
    hasher.add(0x53, rule.0.rawValue, rule.1 >= 0.9 ? "high" : rule.1 >= 0.7 ? "mid" : "low")
    return hasher.indices
  }

  /// The scale a score is given on ("4 out of 5", "7/10"): a sleep score is out of 5, a
  /// day's out of 10, and the words alone show both as "out of #".
  static func scale(of u: Utterance) -> String? {
    let words = u.words
    if words.count >= 3 {
      for index in 0..<(words.count - 2) where words[index] == "out" && words[index + 1] == "of" {
        if words[index + 2] == "5" { return "of-5" }
        if words[index + 2] == "10" { return "of-10" }
      }
    }
    // "4/5", "7/10": a digit, a slash, then 5 or 10 and no further digit.
    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    var window: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    var scale: String?
    for byte in u.raw.utf8.prefix(400) {
      window = (window.1, window.2, window.3, byte)
      if scale != nil { break }
      if isDigit(window.0) && window.1 == 0x2F && window.2 == 0x35 && !isDigit(window.3) { scale = "of-5" }
      if isDigit(window.0) && window.1 == 0x2F && window.2 == 0x31 && window.3 == 0x30 { scale = "of-10" }
    }
    if scale == nil, isDigit(window.1) && window.2 == 0x2F && window.3 == 0x35 { scale = "of-5" }
    return scale
  }

  static func lengthBucket(_ count: Int) -> String {
    switch count {
    case 0...1: return "1"
    case 2: return "2"
    case 3...4: return "3-4"
    case 5...8: return "5-8"
    case 9...15: return "9-15"
    default: return "16+"
    }
  }
}
