/// The new name an edit asks for: "rename read news to news", "change the name of walk to
/// evening walk", "can morning pages just be called brain dump", "call the gym habit
/// weights from now on", "change call mom to call parents", "rename walk the dog → dog
/// walk". Nil when the edit names nothing new ("change read to 45 minutes").
enum RenamePhrases {
  /// Words that lead into the new name after the item's.
  static let connectors: Set<String> = ["to", "as", "into", "in"]
  /// Words before the new name that are not part of it.
  static let leads: Set<String> = [
    "just", "only", "simply", "say", "says", "to", "be", "the", "it", "instead", "of", "rename", "called",
  ]
  /// What trails a new name: when it starts, why, and what it replaces.
  static let tails: [[String]] = [
    ["instead"], ["from", "now", "on"], ["now"], ["please"], ["thanks"], ["since"], ["because"], ["cos"],
    ["i", "switched"], ["it", "is"], ["not"], ["with", "a"], ["going", "forward"], ["from", "today"], ["for", "short"],
  ]
  /// Words after an item's that say what kind of thing it is ("the gym habit").
  static let kinds: Set<String> = ["habit", "task", "one", "item", "thing"]

  /// `arrow`: the words after an arrow the person typed ("rename walk → dog walk").
  /// `item`: the words of the sentence that named the item, and how many words its name has.
  static func newName(_ words: [String], item: (indices: [Int], length: Int), arrow: [String]?) -> [String]? {
    if let arrow { return trimmed(arrow) }
    func at(_ index: Int) -> String { index < words.count ? words[index] : "" }
    let itemEnd = end(of: item)
    // "… be called brain dump", "call it guitar", "so it just says pages".
    if let called = words.lastIndex(where: { $0 == "called" || $0 == "says" }) {
      return trimmed(Array(words[(called + 1)...]))
    }
    if let call = words.lastIndex(where: { $0 == "call" || $0 == "name" }), at(call + 1) == "it" {
      return trimmed(Array(words[(call + 2)...]))
    }
    // "change the name of walk to evening walk", "rename journal in tagebuch", "shorten
    // the name read news to news": the first connector after the item.
    let naming = words.contains("rename") || words.contains("name") || words.contains("shorten")
    if naming || words.first == "change" || words.contains("say") {
      let from = itemEnd ?? (words.firstIndex(of: "rename") ?? 0) + 1
      // "to" before a unit word was read as "2" ("rename morning pages to pages").
      if let connector = (from..<words.count).first(where: {
        connectors.contains(words[$0]) || $0 == itemEnd && words[$0] == "2"
      }) {
        return trimmed(Array(words[(connector + 1)...]))
      }
    }
    // "rename the call mom task call parents", "call the gym habit weights from now on".
    if let itemEnd, words.contains("rename") || words[..<(item.indices.min() ?? 0)].contains("call") {
      var start = itemEnd
      while start < words.count, kinds.contains(words[start]) { start += 1 }
      return trimmed(Array(words[start...]))
    }
    return nil
  }

  /// The words after the last arrow typed ("rename walk the dog -> Dog walk"), if any.
  static func arrowed(_ raw: String) -> [String]? {
    guard
      let arrow = ["→", "->", "=>"].compactMap({ raw.range(of: $0, options: .backwards) }).max(by: {
        $0.lowerBound < $1.lowerBound
      })
    else { return nil }
    let words = Normalizer.normalize(String(raw[arrow.upperBound...])).words
    return words.isEmpty ? nil : words
  }

  /// One past the last word of the first run of the item's words, no longer than its
  /// name ("call walk the dog dog walk": the second "dog" starts the new name).
  static func end(of item: (indices: [Int], length: Int)) -> Int? {
    let sorted = item.indices.sorted()
    guard let first = sorted.first else { return nil }
    var end = first
    // A small word of the name the matcher passed over ("walk [the] dog") joins the run.
    for index in sorted.dropFirst() where index <= end + 2 && index < first + max(item.length, 1) { end = index }
    return end + 1
  }

  static func trimmed(_ said: [String]) -> [String]? {
    // "daily steps, actually step count": the last one said.
    let words = said.lastIndex(where: { $0 == "actually" }).map { Array(said[($0 + 1)...]) } ?? said
    var start = 0
    while start < words.count, leads.contains(words[start]) { start += 1 }
    var end = words.count
    if let tail = (start..<words.count).first(where: { index in
      index > start && tails.contains { Fillers.matches(words, index, $0) }
    }) {
      end = tail
    }
    let name = Array(words[start..<end])
    return name.isEmpty ? nil : name
  }

  /// The new name's words before an aside in brackets said after them ("Vitamins + zinc
  /// (doctor's orders)"), found in the raw text, since the normaliser drops the brackets.
  static func beforeAside(_ words: [String], raw: String) -> [String] {
    guard raw.utf8.contains(UInt8(ascii: "(")) else { return words }
    let tokens = raw.split(whereSeparator: \.isWhitespace)
    guard let open = tokens.lastIndex(where: { $0.first == "(" }),
      let first = Normalizer.normalize(String(tokens[open])).words.first, let cut = words.lastIndex(of: first), cut > 0
    else { return words }
    return Array(words[..<cut])
  }

  /// A new name without the aside in brackets said after it ("Piano practice (switched
  /// instruments lol)", "Read English news (rename)").
  static func withoutAside(_ title: String?) -> String? {
    guard let title, let bracket = title.firstIndex(of: "("), bracket > title.startIndex else { return title }
    let kept = String(title[..<bracket]).trimmingCharacters(in: " -–—,;:")
    return kept.isEmpty ? title : kept
  }
}
