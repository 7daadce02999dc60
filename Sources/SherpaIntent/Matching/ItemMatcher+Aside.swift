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
    let named = match.items.compactMap { item in entries.first { $0.item.id == item.id } }
    // Each matched word's stem, once.
    let said = match.wordIndices.map { (index: $0, stem: Stemmer.stem(words[$0])) }
    func at(_ i: Int) -> String { i >= 0 && i < words.count ? words[i] : "" }
    // How many of the named items hold each stem said: a stem only one holds is its own.
    var holders: [String: Int] = [:]
    for entry in named {
      for stem in Set(entry.stems) where said.contains(where: { $0.stem == stem }) { holders[stem, default: 0] += 1 }
    }
    var kept: [(ItemRef, [Int])] = []
    for entry in named {
      let own = said.filter { entry.stems.contains($0.stem) && holders[$0.stem] == 1 }
      guard let first = own.first?.index else { continue }
      let lead = ["my", "the", "a", "your", "his", "her"].contains(at(first - 1)) ? at(first - 2) : at(first - 1)
      let ranOut = ["ran", "run", "running", "runs"].contains(at(first)) && at(first + 1) == "out"
      if Self.asideLeads.contains(lead) || ranOut { continue }
      kept.append((entry.item, said.filter { entry.stems.contains($0.stem) }.map(\.index)))
    }
    guard kept.count == 1 else { return nil }
    return Match(items: [kept[0].0], score: match.score, wordIndices: kept[0].1)
  }
}
