import SherpaCore

/// Commands on one item in an exact form — a command word, the item's name as the store
/// holds it, and nothing else ("mark floss done", "skip gym today", "archive yoga") —
/// read without the model, like `ExactCommands`. A skip may carry its reason after a
/// dash, a colon, a comma or "because" ("skip floss - at a hotel"); an amount follows the
/// name in a unit the item counts in ("read 20 minutes", "read 5 more minutes"), or a
/// count before the name of an item counted in times ("did 15 pushups", "did 20 squats"
/// for "Do squats"); a
/// one-word name in the past tense alone reports it done ("flossed", "i meditated");
/// "when is taxes due" asks where it stands; "move taxes to friday" gives it a new day,
/// "rename taxes to file the taxes" a new name, as does a rename that says the old name
/// in part ("rename the dentist task to book a checkup"); "drop the pushups habit",
/// "stop tracking floss" archive it and "no floss tonight" skips it. The slots are read
/// as for any sentence.
enum ItemCommands {
  static func intent(of words: [String], raw: String, match: ItemMatcher.Match?) -> Intent? {
    guard let match, match.items.count == 1 else { return nil }
    // "i want to stop the pushups habit": as "stop the pushups habit" (an archive only).
    for lead in [["i", "want", "to", "stop"], ["i", "wanna", "stop"]] where words.starts(with: lead) {
      let said = ["stop"] + words.dropFirst(lead.count)
      return intent(of: said, raw: raw, match: match) == .archiveItem ? .archiveItem : nil
    }
    // The name where it first appears whole: a reason may name the item again.
    // Word by word or stem by stem ("archive reading" names Read), never by a guess at a typo.
    let name = match.items[0].name.lowercased().split(separator: " ").map(String.init)
    let stems = name.map(Stemmer.stem)
    // What a sentence that does not say the name whole near its start may still be.
    let loosely = { () -> Intent? in
      if match.items[0].unit == .count, countsTheRest(words, name: name, stems: stems) { return .logProgress }
      return renamesLoosely(words, name: name, stems: stems) ? .editItem : nil
    }
    // The words before the name in every form below are at most three and an article, so
    // only a name starting among the first five words can be one.
    guard name.count <= words.count,
      let first = (0...min(4, words.count - name.count)).first(where: { start in
        name.indices.allSatisfy {
          words[start + $0] == name[$0] || Stemmer.stem(words[start + $0]) == stems[$0]
            || ($0 == 0 && irregularPast[name[0]] == words[start])
        }
      })
    else { return loosely() }
    let last = first + name.count - 1
    var before = Array(words[..<first])
    if let article = before.last, article == "my" || article == "the" { before.removeLast() }
    var after = Array(words[(last + 1)...])
    let dayed = after.last.map(days.contains) ?? false
    if dayed { after.removeLast() }
    switch (before, after) {
    case (["mark"], ["done"]), (["mark"], ["as", "done"]), (["mark"], ["complete"]), (["mark"], ["as", "complete"]),
      ([], ["done"]), (["done"], []), (["finished"], []), (["completed"], []), (["tick", "off"], []),
      (["check", "off"], []), (["tick"], ["off"]), (["check"], ["off"]):
      return .complete
    case ([], []), (["i"], []), (["just"], []), (["i", "just"], []), (["already"], []), (["i", "already"], []):
      // "flossed", "i meditated", "walked the dog", "went to the gym": the name said with
      // its first word in the past tense reports it done.
      let said = words[first]
      let past = said != name[0] && (said.hasSuffix("ed") || irregularPast[name[0]] == said)
      return past ? .complete : nil
    case (["when", "is"], ["due"]), (["whens"], ["due"]), (["is"], ["due"]), (["is"], ["overdue"]),
      (["when", "is"], ["due", "next"]):
      // "when is swim due", "is taxes overdue": where that item stands.
      return .due
    case (["move"], let rest), (["push"], let rest), (["reschedule"], let rest):
      // "move call the dentist to tomorrow", "push taxes to friday": a new day for it.
      let saidDay = words.last.map { days.contains($0) || Lexicon.weekdays[$0] != nil } ?? false
      let toDay = rest == ["to"] || (rest.count == 2 && rest[0] == "to" && Lexicon.weekdays[rest[1]] != nil)
      return saidDay && toDay ? .editItem : nil
    case (["rename"], let rest) where rest.count >= 2 && (rest[0] == "to" || rest[0] == "as"):
      // "rename call the dentist to book a checkup": a new name for it, whatever words
      // the new one shares with the old or with a new item's.
      return .editItem
    case (["unmark"], []), (["uncheck"], []), (["untick"], []): return .uncomplete
    case (["archive"], []): return .archiveItem
    case (["stop", "tracking"], let rest), (["drop"], let rest), (["ditch"], let rest), (["retire"], let rest),
      (["give", "up"], let rest), (["give", "up", "on"], let rest):
      // "drop the pushups habit", "stop tracking floss", "give up on yoga": done with it
      // (archived, so its history stays and "unarchive" brings it back).
      return Self.kindAlone(rest) ? .archiveItem : nil
    case (["stop"], let rest) where !rest.isEmpty:
      // "stop the pushups habit" (not "stop reading", which may be a session ending).
      return Self.kindAlone(rest) ? .archiveItem : nil
    case (["no"], []) where dayed, (["not"], []) where dayed:
      // "no floss tonight", "not flossing today": skipped for the day.
      return .skip
    case (["cancel"], []) where dayed && match.items[0].kind == .habit:
      // "cancel floss tonight": a habit's day skipped (a task cancelled is asked about).
      return .skip
    case (["delete"], []), (["remove"], []): return .deleteItem
    case (let said, []) where match.items[0].unit == .count && countBefore(said),
      (let said, ["done"]) where match.items[0].unit == .count && countBefore(said):
      // "did 15 pushups", "i did 40 squats", "15 pushups": a count said before the name
      // of an item counted in times.
      return .logProgress
    case ([], let amount), (["log"], let amount), (["logged"], let amount):
      // "read 20 minutes", "log drink water 500 ml": the name, then an amount in a unit
      // the item counts in. Not a place ("call mom #2") or a new value ("walk → 20 min").
      let placed = ["#", "→", "->", "=", "=>"].contains { raw.byteRange(of: $0) != nil }
      return !placed && fits(amount, match.items[0].unit) ? .logProgress : nil
    case (["skip"], _), (["skipping"], _):
      guard let lead = after.first else { return .skip }
      let reasoned =
        reasonWords.contains(lead) || [" - ", " – ", ": ", ", "].contains(where: { raw.byteRange(of: $0) != nil })
      return reasoned ? .skip : nil
    default: return first == 4 ? loosely() : nil
    }
  }

  /// Nothing, or only what the item is ("habit", "task"), or "anymore" after the name.
  static func kindAlone(_ rest: [String]) -> Bool {
    var rest = rest[...]
    if rest.last == "anymore" { rest = rest.dropLast() }
    return rest.isEmpty || rest.elementsEqual(["habit"]) || rest.elementsEqual(["task"])
  }

  /// "rename the dentist task to book a checkup": a rename whose old name is said in
  /// part, every word of it (but an article and a last "task" or "habit") a word of the
  /// one item named, and a new name of two words or more after "to" or "as".
  static func renamesLoosely(_ words: [String], name: [String], stems: [String]) -> Bool {
    guard words.first == "rename", let to = words.firstIndex(where: { $0 == "to" || $0 == "as" }),
      words.count - to > 2
    else { return false }
    var said = words[1..<to]
    if let article = said.first, article == "the" || article == "my" { said.removeFirst() }
    if let kind = said.last, kind == "task" || kind == "habit" { said.removeLast() }
    return !said.isEmpty && said.allSatisfy { name.contains($0) || stems.contains(Stemmer.stem($0)) }
  }

  /// "did 20 squats" for "Do squats": a count, alone or after "did" or "i did", before
  /// the rest of a name that starts with "do" (which "did" stands for).
  static func countsTheRest(_ words: [String], name: [String], stems: [String]) -> Bool {
    guard name.count >= 2, name[0] == "do" else { return false }
    var said = words
    if let day = said.last, days.contains(day) { said.removeLast() }
    let rest = name.count - 1
    guard said.count > rest else { return false }
    let tail = Array(said.suffix(rest))
    for index in 0..<rest where tail[index] != name[index + 1] && Stemmer.stem(tail[index]) != stems[index + 1] {
      return false
    }
    return countBefore(Array(said.dropLast(rest)))
  }

  /// Whether `words` are a count alone, or after "did" or "i did" ("did 15").
  static func countBefore(_ words: [String]) -> Bool {
    guard let last = words.last, let number = Double(last), number > 0, number <= Limits.quantity else {
      return false
    }
    let lead = words.dropLast()
    return lead.isEmpty || lead.elementsEqual(["did"]) || lead.elementsEqual(["i", "did"])
  }

  /// Whether `words` are exactly a number and a unit word convertible to `unit`.
  static func fits(_ said: [String], _ unit: Unit) -> Bool {
    // "another 10 minutes", "5 more minutes": an amount added to what is logged already.
    var words = said
    // "pushups 25": a count alone after the name of an item counted in times.
    if unit == .count, words.count == 1, let number = Double(words[0]), number > 0, number <= Limits.quantity {
      return true
    }
    if words.count == 3 && words[0] == "another" { words.removeFirst() }
    if words.count == 3 && words[1] == "more" { words.remove(at: 1) }
    guard words.count == 2, let number = Double(words[0]), number > 0, number <= Limits.quantity,
      let spoken = Lexicon.units[words[1]]
    else { return false }
    if spoken.unit == unit { return true }
    return spoken.unit.perMinute != nil && unit.perMinute != nil
  }

  static let days: Set<String> = ["today", "tonight", "tomorrow", "yesterday"]
  static let reasonWords: Set<String> = ["because", "cause", "cos", "since"]

  /// The past tense of verbs an item's name often starts with, where it is not "-ed".
  static let irregularPast: [String: String] = [
    "go": "went", "do": "did", "run": "ran", "write": "wrote", "take": "took", "drink": "drank", "eat": "ate",
    "swim": "swam", "ride": "rode", "make": "made", "have": "had", "give": "gave", "get": "got", "buy": "bought",
    "pay": "paid", "see": "saw", "feed": "fed", "meet": "met", "send": "sent", "bring": "brought", "sit": "sat",
    "teach": "taught", "wake": "woke", "sing": "sang", "draw": "drew", "throw": "threw", "sweep": "swept",
  ]
}
