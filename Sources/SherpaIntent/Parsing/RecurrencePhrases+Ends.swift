import SherpaCore

/// What may follow a rule and bound it: the days it leaves out, a count of repeats, a
/// repeat counted from the last time it was done.
extension RecurrencePhrases {
  /// Where the excluded days start after "except (for/on)", "but (not)", "apart from",
  /// "other than" or "excluding": "every day but sunday", "daily apart from saturdays".
  static func exceptLead(_ words: [String], at index: Int) -> Int? {
    func at(_ i: Int) -> String { i < words.count ? words[i] : "" }
    var lead: Int
    switch at(index) {
    case "except", "excluding": lead = index + 1
    case "but": lead = index + (at(index + 1) == "not" ? 2 : 1)
    case "apart" where at(index + 1) == "from", "other" where at(index + 1) == "than": lead = index + 2
    default: return nil
    }
    if at(lead) == "for" || at(lead) == "on" { lead += 1 }
    return Lexicon.weekdays[at(lead)] == nil ? nil : lead
  }

  /// What a number of repeats is counted in: "for 10 sessions", "stop after 14 times".
  static let countedUnits: Set<String> = ["times", "time", "occurrences", "sessions", "goes", "lessons", "classes"]

  /// An end said as a count of repeats: "(and) stop after 14 times", "ends after 10
  /// sessions", "6 times then stop", "30 times and then stop". The count and where the
  /// words end.
  static func countedEnd(_ words: [String], at index: Int) -> (Int, Int)? {
    func at(_ i: Int) -> String { i < words.count ? words[i] : "" }
    func count(_ i: Int) -> Int? { Int(at(i)) ?? NumberWords.small[at(i)] }
    var lead = index
    if at(lead) == "and" || at(lead) == "then" { lead += 1 }
    if ["stop", "stops", "end", "ends", "ending", "finish", "finishes"].contains(at(lead)), at(lead + 1) == "after",
      let number = count(lead + 2), countedUnits.contains(at(lead + 3))
    {
      return (number, lead + 4)
    }
    if let number = count(index), countedUnits.contains(at(index + 1)) {
      var next = index + 2
      if at(next) == "and" { next += 1 }
      if at(next) == "then" { next += 1 }
      if ["stop", "end", "done"].contains(at(next)) { return (number, next + 1) }
      if at(index + 2) == "in", at(index + 3) == "total" { return (number, index + 4) }
      if at(index + 2) == "total" { return (number, index + 3) }
    }
    return nil
  }

  /// What may follow "after" for a repeat counted from the last completion.
  static let afterCompletion: [[String]] = [
    ["completion"], ["done"], ["completing", "it"], ["completing"], ["i", "finish", "it"], ["i", "finish"],
    ["i", "do", "it"], ["i", "did", "it"], ["i", "complete", "it"], ["i", "have", "done", "it"], ["doing", "it"],
    ["finishing", "it"], ["it", "is", "done"], ["the", "last", "one"],
    // "every 3 days after i last did it", "counting from when i last did it", "two weeks
    // after each time i do it", "counting from the last time i did it".
    ["i", "last", "did", "it"], ["i", "last", "did"], ["i", "last", "do", "it"], ["when", "i", "last", "did", "it"],
    ["when", "i", "last", "did"], ["when", "i", "did", "it", "last"], ["when", "i", "last", "do", "it"],
    ["each", "time", "i", "do", "it"], ["each", "time", "i", "did", "it"], ["each", "time"],
    ["the", "last", "time", "i", "did", "it"], ["the", "last", "time", "i", "do", "it"], ["the", "last", "time"],
    ["last", "time"], ["when", "i", "finish", "it"], ["when", "i", "do", "it"], ["when", "i", "did", "it"],
  ]

  /// An end said apart from its rule, after the rule's time ("every wednesday at ten for
  /// six weeks"): the rule with that end and where the end's words stop; nil when the
  /// words at `index` say no end.
  static func end(of recurrence: Recurrence, in words: [String], at index: Int, today: LocalDay) -> (Recurrence, Int)? {
    var changed = recurrence
    var start: LocalDay?
    guard let (kind, next) = modifier(words, at: index, into: &changed, start: &start, today: today, lenient: false),
      kind == "end"
    else { return nil }
    return (changed, next)
  }
}
