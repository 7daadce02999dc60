import SherpaCore

/// Where a goal's title lies among the words said for it, and how soon it is for.
enum GoalWords {
  /// What follows the last "goal" that has a title after it: "been stressing about money
  /// goal save 5000", "so i keep saying i will get fitter so i want a goal called get
  /// strong"; "…, make it a goal" or "… as a goal, no date" asks after the title and
  /// leaves the words as they are.
  static func afterGoalWord(_ words: [String]) -> [String] {
    guard
      let at = words.indices.last(where: {
        words[$0] == "goal" && words.count - $0 > 2
          && !($0 >= 2 && words[$0 - 1] == "a" && ["as", "it", "that", "this"].contains(words[$0 - 2]))
      })
    else { return words }
    return Array(words[(at + 1)...])
  }
  /// How soon a goal is for, said anywhere ("new goal for later: write a novel", "run a
  /// marathon one day"), and the words without it.
  static func priority(in words: [String]) -> ([String], Goal.Priority?) {
    for (phrase, priority) in SlotWords.priorityPhrases {
      guard phrase.count <= words.count else { continue }
      for start in 0...(words.count - phrase.count) where Array(words[start..<(start + phrase.count)]) == phrase {
        return (Array(words[..<start] + words[(start + phrase.count)...]), priority)
      }
    }
    return (words, nil)
  }
}
