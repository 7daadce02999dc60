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

  init(items: [ItemRef]) {
    var entries: [Entry] = []
    var index: [String: [Int]] = [:]
    var byInitial: [Unicode.Scalar: Set<String>] = [:]
    for item in items {
      let words = Contractions.expand(Scanner.words(item.name))
      var stems: [String] = []
      for word in words where !Lexicon.stopwords.contains(word) || words.count == 1 {
        let stem = Stemmer.stem(word)
        if !stems.contains(stem) { stems.append(stem) }
      }
      if stems.isEmpty { continue }
      for stem in stems {
        index[stem, default: []].append(entries.count)
        if let first = stem.unicodeScalars.first { byInitial[first, default: []].insert(stem) }
      }
      entries.append(Entry(item: item, stems: stems))
    }
    self.entries = entries
    self.index = WordMap(index)
    self.byInitial = byInitial.mapValues { Array($0) }
    var byUnit: [Unit: [ItemRef]] = [:]
    for entry in entries { byUnit[entry.item.unit, default: []].append(entry.item) }
    self.onlyByUnit = byUnit.compactMapValues { $0.count == 1 ? $0[0] : nil }
  }

  /// The best-fitting items for the words not in `skip`; several when they tie.
  func match(_ words: [String], skip: Set<Int>) -> Match? {
    var hits: [Int: Set<String>] = [:]
    var used: [Int: [Int]] = [:]
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
      for owner in owners {
        hits[owner, default: []].insert(stem)
        used[owner, default: []].append(position)
      }
    }
    var best: [Int] = []
    var bestScore = 0.0
    var bestCount = 0
    for (owner, stems) in hits {
      let score = Double(stems.count) / Double(entries[owner].stems.count)
      if score > bestScore + 1e-9 || abs(score - bestScore) < 1e-9 && stems.count > bestCount {
        best = [owner]
        bestScore = score
        bestCount = stems.count
      } else if abs(score - bestScore) < 1e-9 && stems.count == bestCount {
        best.append(owner)
      }
    }
    guard !best.isEmpty, bestScore >= 0.5 else { return nil }
    best.sort()
    let positions = Set(best.flatMap { used[$0] ?? [] }).sorted()
    return Match(items: best.map { entries[$0].item }, score: bestScore, wordIndices: positions)
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
