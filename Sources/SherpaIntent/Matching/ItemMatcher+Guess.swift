import SherpaCore

extension ItemMatcher {
  /// The one item a sentence that acts on an item most likely means when no name fits
  /// as said: every word of the item's name is heard, and at least one only sounds like
  /// it ("mark jim as done" → Gym, "i did my flaws" → Floss), is one slip from it
  /// ("yoda" → Yoga; two for a word of seven letters or more, "journey" → Journal) or is
  /// the start of it ("vits" → Vitamins). A guess: the coach asks before it acts on one.
  /// Nil when nothing fits or several items fit.
  func guess(_ words: [String], skip: Set<Int>) -> Match? {
    var heard: [(word: String, sound: String?, position: Int)] = []
    var stems = Set<String>()
    for (position, word) in words.enumerated() where !skip.contains(position) {
      stems.insert(Stemmer.stem(word))
      if Self.mayGuess(word) { heard.append((word, Sound.key(word), position)) }
    }
    guard !heard.isEmpty else { return nil }
    var found: Match?
    for entry in entries {
      let nameWords = Scanner.words(entry.item.name).filter { !Lexicon.stopwords.contains($0) }
      var positions: [Int] = []
      let fits = nameWords.allSatisfy { name in
        if stems.contains(Stemmer.stem(name)) { return true }
        guard let loose = heard.first(where: { Self.sounds($0.word, $0.sound, like: name) }) else { return false }
        positions.append(loose.position)
        return true
      }
      guard fits, !positions.isEmpty else { continue }
      if found != nil { return nil }
      found = Match(items: [entry.item], score: 1, wordIndices: positions.sorted())
    }
    return found
  }

  /// Whether `heard` may stand for the item's word `name`.
  static func sounds(_ heard: String, _ sound: String?, like name: String) -> Bool {
    guard heard != name else { return false }
    let (said, meant) = (heard.utf8.count, name.utf8.count)
    if meant >= 3, let sound, sound.utf8.count >= 3, sound == Sound.key(name) { return true }
    if said >= 4, meant >= 4 {
      let limit = min(said, meant) >= 7 ? 2 : 1
      if EditDistance.within(heard, name, limit: limit) { return true }
    }
    let stem = heard.hasSuffix("s") ? String(heard.dropLast()) : heard
    return stem.utf8.count >= 3 && meant >= stem.utf8.count + 2 && name.hasPrefix(stem)
  }

  /// Words that never stand for a name: the parser's own words (what asks, commands,
  /// fills, tells a day, a number or a unit) and words of three letters or fewer but
  /// for the ones a recogniser is known to write for a name.
  static func mayGuess(_ word: String) -> Bool {
    guard word.utf8.count >= 3, !Lexicon.stopwords.contains(word), !NumberWords.isNumber(word),
      Lexicon.units[word] == nil, Lexicon.weekdays[word] == nil
    else { return false }
    return !Vocabulary.nameNoise.contains(word) && !Vocabulary.pastVerbs.contains(word)
      && !Vocabulary.completeWords.contains(word) && !Vocabulary.logVerbs.contains(word)
      && !Vocabulary.addLeads.contains(word)
  }
}
