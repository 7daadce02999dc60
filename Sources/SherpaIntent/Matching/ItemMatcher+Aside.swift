import SherpaCore

extension ItemMatcher {
  /// Words after which an item is named only as a when or a denial ("stretched after my
  /// run", "skip the run not the gym", "before bed").
  static let asideLeads: Set<String> = ["after", "before", "during", "post", "not", "than", "instead"]

  /// Of several items named, the one acted on when the others are only named aside: after
  /// "after", "before" or "not" ("stretched for twelve minutes after my run" → Stretch),
  /// or as "ran out" ("skip my vitamins we ran out" → Vitamins). Nil unless exactly one
  /// remains.
  func aside(_ match: Match, in words: [String]) -> Match? {
    guard match.items.count > 1 else { return nil }
    let named = match.items.compactMap { item in entries.first { $0.item.id == item.id } }
    func at(_ i: Int) -> String { i >= 0 && i < words.count ? words[i] : "" }
    var kept: [(ItemRef, [Int])] = []
    for entry in named {
      let others = Set(named.filter { $0.item.id != entry.item.id }.flatMap(\.stems))
      let own = match.wordIndices.filter {
        let stem = Stemmer.stem(words[$0])
        return entry.stems.contains(stem) && !others.contains(stem)
      }
      guard let first = own.first else { continue }
      let lead = ["my", "the", "a", "your", "his", "her"].contains(at(first - 1)) ? at(first - 2) : at(first - 1)
      let ranOut = ["ran", "run", "running", "runs"].contains(at(first)) && at(first + 1) == "out"
      if Self.asideLeads.contains(lead) || ranOut { continue }
      kept.append((entry.item, match.wordIndices.filter { entry.stems.contains(Stemmer.stem(words[$0])) }))
    }
    guard kept.count == 1 else { return nil }
    return Match(items: [kept[0].0], score: match.score, wordIndices: kept[0].1)
  }
}
