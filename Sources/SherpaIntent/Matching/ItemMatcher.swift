import SherpaCore

/// Resolves spoken names against the store's items by stems, in any word order, with
/// one typo allowed in longer words: "brushed my teeth" → "Brush teeth". Built once
/// per item list; each lookup touches only the items that share a stem.
struct ItemMatcher: Sendable {
  struct Entry: Sendable {
    var item: ItemRef
    var stems: [String]
  }

  struct Match {
    var items: [ItemRef]
    var score: Double
    var wordIndices: [Int]
  }

  let entries: [Entry]
  let index: WordMap<[Int]>
  let byInitial: [Unicode.Scalar: [String]]
  let onlyByUnit: [Unit: ItemRef]
  /// Built on the first guess (`ItemMatcher.guess`).
  let guessCache = GuessCache()

  init(items: [ItemRef]) {
    var entries: [Entry] = []
    entries.reserveCapacity(items.count)
    var index: [String: [Int]] = [:]
    index.reserveCapacity(items.count)
    // Names share words ("call", "pay", "report"): each is stemmed once. A number is
    // its own stem and is not kept (a list of numbered tasks has one per item).
    var stemmed: [String: String] = [:]
    for item in items {
      let words = Contractions.expand(Scanner.words(item.name))
      var stems: [String] = []
      stems.reserveCapacity(words.count)
      for word in words where !Lexicon.stopwords.contains(word) || words.count == 1 {
        let stem: String
        if Lexicon.isDigits(word.utf8) {
          stem = word
        } else if let known = stemmed[word] {
          stem = known
        } else {
          stem = Stemmer.stem(word)
          stemmed[word] = stem
        }
        if !stems.contains(stem) { stems.append(stem) }
      }
      if stems.isEmpty { continue }
      for stem in stems { index[stem, default: []].append(entries.count) }
      entries.append(Entry(item: item, stems: stems))
    }
    // The typo pools hold each distinct stem once, by its first letter.
    var byInitial: [Unicode.Scalar: [String]] = [:]
    for stem in index.keys {
      if let first = stem.unicodeScalars.first { byInitial[first, default: []].append(stem) }
    }
    self.entries = entries
    self.index = WordMap(index)
    self.byInitial = byInitial
    var byUnit: [Unit: [ItemRef]] = [:]
    for entry in entries { byUnit[entry.item.unit, default: []].append(entry.item) }
    self.onlyByUnit = byUnit.compactMapValues { $0.count == 1 ? $0[0] : nil }
  }

  /// The best-fitting items for the words not in `skip`; several when they tie.
  func match(_ words: [String], skip: Set<Int>) -> Match? {
    // The stems said that some name holds, each once with the positions it was said at.
    var said: [(stem: String, owners: [Int], positions: [Int])] = []
    var typoLookups = 0
    for (position, word) in words.enumerated() where !skip.contains(position) {
      if Lexicon.stopwords.contains(word) || NumberWords.isNumber(word) { continue }
      var stem = Stemmer.stem(word)
      if index[stem] == nil, stem.utf8.count >= 5, stem.utf8.count <= 24, typoLookups < 8,
        Lexicon.units[word] == nil, !Vocabulary.nameNoise.contains(word), !Vocabulary.pastVerbs.contains(word)
      {
        typoLookups += 1
        if let near = nearest(stem) { stem = near }
      }
      guard let owners = index[stem] else { continue }
      if let known = said.firstIndex(where: { $0.stem == stem }) {
        said[known].positions.append(position)
      } else {
        said.append((stem, owners, [position]))
      }
    }
    guard !said.isEmpty else { return nil }
    // How many of each name's stems were said, counted in a flat table: a word most
    // names share ("task" in a list of 2,000 tasks) touches every one of them.
    var counts = [Int](repeating: 0, count: entries.count)
    var touched: [Int] = []
    for stem in said {
      for owner in stem.owners {
        if counts[owner] == 0 { touched.append(owner) }
        counts[owner] += 1
      }
    }
    var best: [Int] = []
    var bestScore = 0.0
    var bestCount = 0
    for owner in touched {
      let count = counts[owner]
      let score = Double(count) / Double(entries[owner].stems.count)
      if score > bestScore + 1e-9 || abs(score - bestScore) < 1e-9 && count > bestCount {
        best = [owner]
        bestScore = score
        bestCount = count
      } else if abs(score - bestScore) < 1e-9 && count == bestCount {
        best.append(owner)
      }
    }
    guard !best.isEmpty, bestScore >= 0.5 else { return nil }
    best.sort()
    var positions = Set<Int>()
    for stem in said where best.contains(where: { entries[$0].stems.contains(stem.stem) }) {
      positions.formUnion(stem.positions)
    }
    return Match(items: best.map { entries[$0].item }, score: bestScore, wordIndices: positions.sorted())
  }

  /// The one stored stem within one edit (two for long words) of `stem`.
  private func nearest(_ stem: String) -> String? {
    guard let first = stem.unicodeScalars.first, let pool = byInitial[first] else { return nil }
    let limit = stem.utf8.count >= 8 ? 2 : 1
    var found: String?
    for candidate in pool where abs(candidate.utf8.count - stem.utf8.count) <= limit {
      if EditDistance.within(stem, candidate, limit: limit) {
        if found != nil { return nil }
        found = candidate
      }
    }
    return found
  }

  /// Items measured in `unit` when exactly one is.
  func only(unit: Unit) -> ItemRef? { onlyByUnit[unit] }
}
