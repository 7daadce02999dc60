import SherpaCore

/// The items a list of names says ("gym, run or cycle", "brush teeth and floss"), read by
/// the same stems and typo allowance as a single name, for sentences that name several
/// items at once (a group).
public struct NamedItems: Sendable, Equatable {
  /// A word that names more than one item ("morning": Morning pages, Morning walk).
  public struct Ambiguity: Sendable, Equatable {
    public var word: String
    public var items: [ItemRef]
  }

  /// Each item once, in the order they were said.
  public var items: [ItemRef] = []
  /// Words that named no item ("swim" on a store without it).
  public var unknown: [String] = []
  public var ambiguous: [Ambiguity] = []
}

extension IntentParser {
  /// Words a list of names is joined by, never part of a name.
  static let listWords: WordSet = ["or", "and", "either", "nor", "plus", "also", "both"]

  /// The items named in `text`, a list of names and nothing else.
  public func items(namedIn text: String) -> NamedItems {
    let words = Normalizer.normalize(text).words
    var named = NamedItems()
    var covered = Set<Int>()
    var said: [Int64: (item: ItemRef, position: Int)] = [:]
    func take(_ item: ItemRef, at positions: [Int]) {
      covered.formUnion(positions)
      let first = positions.min() ?? 0
      if let known = said[item.id], known.position <= first { return }
      said[item.id] = (item, first)
    }
    // Best match first, then the next among the words left, until none is left.
    while let match = matcher.match(words, skip: covered) {
      if match.items.count == 1 {
        take(match.items[0], at: match.wordIndices)
        continue
      }
      // A tie: each word on its own says which item it names, or that it names several.
      for position in match.wordIndices {
        let alone = Set(words.indices).subtracting([position])
        guard let single = matcher.match(words, skip: alone) else { continue }
        if single.items.count == 1 {
          take(single.items[0], at: [position])
        } else {
          covered.insert(position)
          named.ambiguous.append(NamedItems.Ambiguity(word: words[position], items: single.items))
        }
      }
      covered.formUnion(match.wordIndices)
    }
    named.items = said.values.sorted { $0.position < $1.position }.map(\.item)
    for (position, word) in words.enumerated() where !covered.contains(position) {
      if Lexicon.stopwords.contains(word) || Self.listWords.contains(word) || NumberWords.isNumber(word) { continue }
      named.unknown.append(word)
    }
    return named
  }
}
