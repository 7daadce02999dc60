import SherpaCore

extension SlotRereading {
  /// Words after "x10" that make it how long a repeat lasts ("x10 days"), not an amount.
  static let spanWords: Set<String> = ["day", "days", "week", "weeks", "wk", "wks", "month", "months"]
  static let hourWords: Set<String> = ["hour", "hours", "hr", "hrs"]
  /// Words one of the amounts read again holds (`reamounted`), so the rest are passed by.
  static let amountCues: Set<String> = [
    "water", "point", "half", "quarter", "full", "whole", "hour", "hours", "hr", "hrs", "another", "kay", "bottles",
    "thousand",
    "glasses", "cans", "cups",
  ]
  /// What a drink comes in, said after its size ("two 500ml bottles").
  static let containers: Set<String> = ["bottles", "glasses", "cans", "cups", "mugs"]
  static let litreWords: Set<String> = ["litre", "liter", "litres", "liters"]
  static let millilitreWords: Set<String> = [
    "ml", "mls", "mil", "mils", "mills", "millilitre", "milliliter", "millilitres", "milliliters",
  ]

  /// The sentence with amounts the quantity reader leaves alone put in words it reads, for
  /// an amount's slots: spoken hundreds of millilitres ("seven fifty ml", "two fifty of
  /// water"), "mils", "point five litres", a decimal comma ("1,5 liter", "5,2 km"), half
  /// and quarter hours ("a half hour", "1/2 hr", "quarter hour", "an hour and a quarter"),
  /// a full hour or litre, and "x2" for twice. Nil when none is said.
  static func reamounted(_ u: Utterance, context: ParseContext) -> (Utterance, Rewritten)? {
    guard
      u.raw.utf8.contains(0x2C)
        || u.words.contains(where: { amountCues.contains($0) || $0.hasPrefix("x") || millilitreWords.contains($0) })
    else { return nil }
    var text = Rewritten(u.words)
    let commas = decimalCommas(u.raw)
    let halves = u.raw.utf8.contains(0x2F) && u.raw.contains("1/2")
    var index = 0
    while index < text.words.count {
      let words = text.words
      func at(_ i: Int) -> String { i >= 0 && i < words.count ? words[i] : "" }
      let word = words[index]
      let lead = at(index) == "a" || at(index) == "an" ? 1 : 0
      let after = at(index + lead)
      if let (whole, fraction) = commas.first(where: { $0.0 + $0.1 == word }), Lexicon.units[at(index + 1)] != nil {
        text.replace(index..<(index + 1), with: [whole + "." + fraction])
      } else if let hundreds = Int(word), (1...9).contains(hundreds), let tens = Int(at(index + 1)),
        (10...99).contains(tens), Int(at(index - 1)) == nil,
        millilitreWords.contains(at(index + 2)) || at(index + 2) == "of" && at(index + 3) == "water"
      {
        text.replace(index..<(index + 2), with: [String(hundreds * 100 + tens)])
      } else if let count = Int(word), (2...12).contains(count), let size = Int(at(index + 1)), size >= 100,
        millilitreWords.contains(at(index + 2)) && containers.contains(at(index + 3))
      {
        // "two 500 ml bottles": the two of them.
        text.replace(index..<(index + 2), with: [String(count * size)])
      } else if let count = Int(word), (2...12).contains(count), let glued = QuantityReader.glued(at(index + 1)),
        glued.unit == "ml", glued.value >= 100, containers.contains(at(index + 2))
      {
        text.replace(index..<(index + 2), with: [String(Int(glued.value) * count), "ml"])
      } else if let count = Int(word), (1...99).contains(count), at(index + 1) == "thousand" {
        // "a couple thousand steps".
        text.replace(index..<(index + 2), with: [String(count * 1000)])
      } else if word == "leader" || word == "leaders", Int(at(index - 1)) != nil || at(index - 1) == "a" {
        // "two leaders a day", "half a leader": litres misheard.
        text.replace(index..<(index + 1), with: [word == "leader" ? "litre" : "litres"])
      } else if word == "another", Lexicon.units[at(index + 1)] != nil {
        // "another litre", "ran another k": one more.
        text.replace(index..<(index + 1), with: ["1"])
      } else if word == "kay", at(index + 1) == "cal" || at(index + 1) == "cals", Int(at(index - 1)) != nil {
        text.replace(index..<(index + 2), with: ["kcal"])
      } else if let hours = Int(word), (1...12).contains(hours), at(index + 1) == "and", at(index + 2) == "half",
        hourWords.contains(at(index + 3))
      {
        // "1 and half hour".
        text.replace(index..<(index + 4), with: [String(hours * 60 + 30), "min"])
      } else if word == "mil" || word == "mils" || word == "mills", Int(at(index - 1)) != nil {
        text.replace(index..<(index + 1), with: ["ml"])
      } else if word == "point", let digits = Int(at(index + 1)), digits >= 0, Int(at(index - 1)) == nil {
        text.replace(index..<(index + 2), with: ["0." + at(index + 1)])
      } else if after == "half" || after == "quarter", hourWords.contains(at(index + lead + 1)) {
        text.replace(index..<(index + lead + 2), with: [after == "half" ? "30" : "15", "min"])
      } else if halves, word == "1", at(index + 1) == "2", hourWords.contains(at(index + 2)) {
        text.replace(index..<(index + 3), with: ["30", "min"])
      } else if word == "full" || word == "whole", Int(at(index - 1)) != nil {
        // "two whole litres": the number's.
        text.replace(index..<(index + 1), with: [])
      } else if after == "full" || after == "whole", hourWords.contains(at(index + lead + 1)) {
        text.replace(index..<(index + lead + 2), with: ["60", "min"])
      } else if after == "full" || after == "whole", litreWords.contains(at(index + lead + 1)) {
        text.replace(index..<(index + lead + 2), with: ["1", "litre"])
      } else if word == "hour", !["an", "a", "1", "one"].contains(at(index - 1)), Int(at(index - 1)) == nil,
        at(index + 1) == "and", at(index + 2) == "a", at(index + 3) == "half" || at(index + 3) == "quarter"
      {
        // "hour and a half on taxes", said without "an".
        text.replace(index..<(index + 4), with: [at(index + 3) == "half" ? "90" : "75", "min"])
      } else if word == "an" || word == "1", at(index + 1) == "hour",
        Array(words.dropFirst(index + 2).prefix(3)) == ["and", "a", "quarter"]
      {
        text.replace(index..<(index + 5), with: ["75", "min"])
      } else if word.utf8.count >= 2, word.hasPrefix("x"), let times = Int(word.dropFirst()), (2...20).contains(times),
        !spanWords.contains(at(index + 1))
      {
        // "x2" is twice; "x10 days" is how long a repeat lasts.
        text.replace(index..<(index + 1), with: [String(times), "times"])
      }
      index += 1
    }
    guard let read = text.read(as: u, context: context) else { return nil }
    return (read, text)
  }

  /// Numbers written with a decimal comma ("1,5", "5,25": one or two digits after the
  /// comma, so not a thousands separator), as their whole part and their fraction.
  static func decimalCommas(_ raw: String) -> [(String, String)] {
    guard raw.utf8.contains(0x2C) else { return [] }
    let bytes = Array(raw.utf8)
    func isDigit(_ i: Int) -> Bool { i >= 0 && i < bytes.count && bytes[i] >= 0x30 && bytes[i] <= 0x39 }
    var found: [(String, String)] = []
    for comma in bytes.indices where bytes[comma] == 0x2C && isDigit(comma - 1) && isDigit(comma + 1) {
      var end = comma + 1
      while isDigit(end) { end += 1 }
      guard end - comma - 1 <= 2 else { continue }
      var start = comma - 1
      while isDigit(start - 1) { start -= 1 }
      found.append(
        (
          String(decoding: bytes[start..<comma], as: UTF8.self),
          String(decoding: bytes[(comma + 1)..<end], as: UTF8.self)
        ))
    }
    return found
  }
}

/// Words with some spans put in other words, and where each word said now stands, so a
/// matched item's words can be found again in the words read again.
struct Rewritten {
  private(set) var words: [String]
  /// For each word now, the index of the word it was (nil for a word put in).
  private var origin: [Int?]
  private(set) var changed = false

  init(_ words: [String]) {
    self.words = words
    origin = Array(words.indices)
  }

  mutating func replace(_ range: Range<Int>, with new: [String]) {
    let range = range.clamped(to: words.indices.lowerBound..<words.count)
    words.replaceSubrange(range, with: new)
    origin.replaceSubrange(range, with: [Int?](repeating: nil, count: new.count))
    changed = true
  }

  mutating func insert(_ word: String, at index: Int) { replace(index..<index, with: [word]) }

  /// The words now, read again as `u` was said (its text and its story kept); nil when
  /// none were put in other words.
  func read(as u: Utterance, context: ParseContext) -> Utterance? {
    guard changed else { return nil }
    var read = Utterance(words: words, context: context)
    read.raw = u.raw
    read.afterStory = u.afterStory
    return read
  }

  /// The match with its words' places in the words now.
  func moved(_ match: ItemMatcher.Match?) -> ItemMatcher.Match? {
    guard var match else { return nil }
    var now: [Int: Int] = [:]
    for (index, old) in origin.enumerated() { if let old { now[old] = index } }
    match.wordIndices = match.wordIndices.compactMap { now[$0] }
    return match
  }
}
