import SherpaCore

extension ItemMatcher {
  /// Words after which an item is named only as a when or a denial ("stretched after my
  /// run", "skip the run not the gym", "before bed").
  static let asideLeads: Set<String> = ["after", "before", "during", "post", "not", "than", "instead"]

  /// Of several items named, the one acted on: the one named by its own words when the
  /// others only come near ("wrist" for Write report beside "guitar"), or are named aside,
  /// after "after", "before" or "not" ("stretched for twelve minutes after my run" →
  /// Stretch), or as "ran out" ("skip my vitamins we ran out" → Vitamins). Nil unless
  /// exactly one remains.
  func aside(_ match: Match, in words: [String]) -> Match? {
    guard match.items.count > 1 else { return nil }
    func at(_ i: Int) -> String { i >= 0 && i < words.count ? words[i] : "" }
    var kept: [(ItemRef, [Int])] = []
    for named in namedWords(match, in: words) {
      guard let first = named.own.first else { continue }
      let lead = ["my", "the", "a", "your", "his", "her"].contains(at(first - 1)) ? at(first - 2) : at(first - 1)
      let ranOut = ["ran", "run", "running", "runs"].contains(at(first)) && at(first + 1) == "out"
      if Self.asideLeads.contains(lead) || ranOut { continue }
      kept.append((named.item, named.all))
    }
    guard kept.count == 1 else { return nil }
    return Match(items: [kept[0].0], score: match.score, wordIndices: kept[0].1)
  }

  /// For each item a match names, where its words were said (`all`) and where the words
  /// only it holds were said (`own`): a word the other names share ("pages" in morning and
  /// evening pages) tells nothing. Each said word is stemmed once and each stem's holders
  /// counted once, so a sentence naming dozens of a large store's items stays linear.
  func namedWords(_ match: Match, in words: [String]) -> [(item: ItemRef, own: [Int], all: [Int])] {
    let named = match.items.compactMap { item in entries.first { $0.item.id == item.id } }
    let said = match.wordIndices.map { (index: $0, stem: Stemmer.stem(words[$0])) }
    var holders: [String: Int] = [:]
    for entry in named {
      for stem in Set(entry.stems) where said.contains(where: { $0.stem == stem }) { holders[stem, default: 0] += 1 }
    }
    return named.map { entry in
      let all = said.filter { entry.stems.contains($0.stem) }
      return (entry.item, all.filter { holders[$0.stem] == 1 }.map(\.index), all.map(\.index))
    }
  }
}
