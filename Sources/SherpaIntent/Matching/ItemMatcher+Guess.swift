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
    let index = guessCache.index { GuessIndex(names: entries.map(\.item.name)) }
    // The names' words each heard word may stand for, and where it was said.
    var loose: [Int: Int] = [:]
    func fit(_ word: Int, at position: Int) {
      if loose[word] == nil, index.words[word].text != words[position] { loose[word] = position }
    }
    for said in heard {
      if let sound = said.sound, sound.utf8.count >= 3 {
        for word in index.bySound[sound] ?? [] { fit(word, at: said.position) }
      }
      for (name, others) in Self.sameWords where others.contains(said.word) {
        if let word = index.byText[name] { fit(word, at: said.position) }
      }
      for (word, known) in index.words.enumerated()
      where Self.slipOrStart(said.word, of: known.text) || Self.slipFromForm(said.word, of: known) {
        fit(word, at: said.position)
      }
    }
    guard !loose.isEmpty else { return nil }
    var candidates = Set<Int>()
    for word in loose.keys { candidates.formUnion(index.holders[word]) }
    var found: Match?
    for entry in candidates.sorted() {
      let name = index.names[entry]
      guard !name.isEmpty,
        name.allSatisfy({ loose[$0] != nil || stems.contains(index.words[$0].stem) })
      else { continue }
      let positions = name.compactMap { stems.contains(index.words[$0].stem) ? nil : loose[$0] }
      guard !positions.isEmpty else { continue }
      if found != nil { return nil }
      found = Match(items: [entries[entry].item], score: 1, wordIndices: Array(Set(positions)).sorted())
    }
    return found
  }

  /// Words said for an item's word that neither sound nor look like it ("rang mum" for
  /// Call mom).
  static let sameWords: [String: Set<String>] = [
    "call": ["rang", "ring", "rung", "phoned", "telephoned"],
    "mom": ["mum", "mother", "mam", "mommy", "mummy"],
  ]

  /// Whether `heard` is one slip from the item's word `name` (two for words of seven
  /// letters or more) or the start of it ("vits" for vitamins).
  static func slipOrStart(_ heard: String, of name: String) -> Bool {
    guard heard != name else { return false }
    let (said, meant) = (heard.utf8.count, name.utf8.count)
    if said >= 4, meant >= 4 {
      let limit = min(said, meant) >= 7 ? 2 : 1
      if abs(said - meant) <= limit, EditDistance.within(heard, name, limit: limit) { return true }
    }
    let stem = heard.hasSuffix("s") ? heard.dropLast() : Substring(heard)
    return stem.utf8.count >= 3 && meant >= stem.utf8.count + 2 && name.hasPrefix(stem)
  }

  /// Whether `heard` is one slip from a form of the item's word `known`, past its first
  /// letter ("meditaion", "medication" for meditate; "flosed" for floss; not "talked" for
  /// walk).
  static func slipFromForm(_ heard: String, of known: GuessIndex.Word) -> Bool {
    let said = heard.utf8.count
    guard said >= 5, known.text.utf8.count >= 4, heard.utf8.first == known.text.utf8.first else { return false }
    return known.forms.contains { form in
      abs(form.utf8.count - said) <= 1 && EditDistance.within(heard, form, limit: 1)
    }
  }

  /// The forms a name's word is said in: "meditate" → meditated, meditating, meditation;
  /// "floss" → flossed, flossing.
  static func forms(of word: String) -> [String] {
    guard word.hasSuffix("e") else { return [word + "ed", word + "ing"] }
    let base = String(word.dropLast())
    return [word + "d", base + "ing", base + "ion"]
  }

  /// Words that never stand for a name: the parser's own words (what asks, commands,
  /// fills, tells a day, a number or a unit) and words shorter than three letters.
  static func mayGuess(_ word: String) -> Bool {
    guard word.utf8.count >= 3, !Lexicon.stopwords.contains(word), !NumberWords.isNumber(word),
      Lexicon.units[word] == nil, Lexicon.weekdays[word] == nil
    else { return false }
    return !Vocabulary.nameNoise.contains(word) && !Vocabulary.pastVerbs.contains(word)
      && !Vocabulary.completeWords.contains(word) && !Vocabulary.logVerbs.contains(word)
      && !Vocabulary.addLeads.contains(word)
  }

  /// The one item kept in a unit a word names ("my steps this week" → the only item
  /// counted in steps); nil when no unit is named or several items share it.
  func onlyByUnitNamed(_ words: [String], skip: Set<Int>) -> Match? {
    for (position, word) in words.enumerated() where !skip.contains(position) && Lexicon.isUnitWord(word) {
      guard let spoken = Lexicon.units[word], spoken.unit != .count, let item = only(unit: spoken.unit) else {
        continue
      }
      return Match(items: [item], score: 1, wordIndices: [position])
    }
    return nil
  }

  /// Of several items that fit as well, the one named after the last word that takes
  /// back what came before it, when the others were named before it: "i did the morning
  /// pages no the evening pages" → Evening pages. Nil otherwise.
  func corrected(_ match: Match, in words: [String]) -> Match? {
    guard match.items.count > 1,
      let marker = words.indices.last(where: { Vocabulary.takeBack.contains(words[$0]) }),
      let lastNamed = match.wordIndices.last, marker < lastNamed, let firstNamed = match.wordIndices.first,
      firstNamed < marker
    else { return nil }
    var after: [(ItemRef, [Int])] = []
    for named in namedWords(match, in: words) {
      if let first = named.own.first, first > marker { after.append((named.item, named.all.filter { $0 > marker })) }
    }
    guard after.count == 1 else { return nil }
    return Match(items: [after[0].0], score: match.score, wordIndices: after[0].1)
  }
}
