import SherpaCore

/// Names, titles and notes: the kinds of note the rules cut from a sentence, and the
/// name model's choice among the spans of the words.
extension SlotBuilder {
  static let reflectNote = NoteText.Kind(
    keywords: ["reflection", "check-in", "checkin", "in", "check", "intention", "reflect"],
    words: ([
      "morning", "night", "evening", "my", "for", "today's", "quick", "mood", "a", "the", "this", "log", "add",
      "mornin", "am", "time", "rate", "morning's", "pm", "mornign", "today",
      // Asked for ("can you log my morning reflection", "would you add to my check in that …"),
      // with `NoteText.requestWords`.
      "recording", "to",
    ] as Set<String>).union(NoteText.requestWords),
    // "check in for this morning: groggy", "night reflection for last night: proud of …".
    phrases: [["morning"], ["for", "this", "morning"], ["for", "last", "night"], ["for", "tonight"]])
  static let endNote = NoteText.Kind(
    keywords: [
      "day", "eod", "wrap", "wrap-up", "up", "note", "review", "recap", "fulfilment", "fulfillment", "goodnight",
      "yesterday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "yesterday's",
      "monday's", "tuesday's", "wednesday's", "thursday's", "friday's", "saturday's", "sunday's", "yday", "score",
      "out",
    ],
    words: ([
      "end", "of", "the", "my", "a", "and", "closing", "close", "closes", "calling", "it", "wrapping", "rap", "day's",
      "done", "for", "today", "daily", "quick", "to", "last", "night's", "night", "nightly", "before", "bed", "log",
      "write", "today's",
      "add", "change", "update", "edit", "replace", "correct", "fix",
      // Asked for ("can i still do yesterday's wrap up", "can you save the day's note as …"),
      // with `NoteText.requestWords`.
      "still",
    ] as Set<String>).union(NoteText.requestWords))
  static let journalNote = NoteText.Kind(
    keywords: [
      "journal", "entry", "thought", "line", "diary", "self", "down", "note", "that", "note2self", "jrnl", "journl",
      "it", "jernal", "journel", "saying",
    ],
    words: [
      "new", "add", "a", "this", "to", "the", "my", "in", "jot", "dear", "write", "log", "put", "quick", "for", "stick",
      "pop", "chuck",
      "can", "you", "into", "could", "would", "pls", "gratitude", "change", "update", "edit", "replace", "correct",
      "fix", "journal's", "yesterday's", "last", "night's", "yesterdays", "yday's", "todays",
      "today's", "monday's", "tuesday's", "wednesday's", "thursday's", "friday's", "saturday's", "sunday's",
    ],
    phrases: [
      ["for", "yesterday"], ["for", "last", "night"], ["for", "today"], ["for", "yday"], ["from", "yesterday"],
      ["to", "say"],
    ]
      + ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "sat", "sun", "fri"].flatMap {
        [["for", $0], ["for", "last", $0], ["last", $0]]
      })

  /// Verbs that give time to what follows them ("spend 20 minutes reading").
  static let timeLeads: [[String]] = [["spend"], ["take"], ["set", "aside"], ["put", "in"]]

  /// A new item's name from the words of a span: with nothing else to go by, the counted
  /// activity ("50 push ups every day"); the part of the day that went with the time
  /// ("email the accountant tomorrow morning at nine") taken off.
  static func finishedName(_ words: [String], _ u: Utterance, counted: Set<Int>, inName: Set<Int>) -> [String] {
    var name = words
    if name.isEmpty || name == ["do"], let quantity = u.quantity, quantity.unit == .count, quantity.range.count >= 2 {
      name = NewItemName.cut(
        removeListPhrases(
          u.leftover(
            skip: counted.union([quantity.range.lowerBound]), keeping: inName.union(quantity.range.dropFirst()))))
    } else if name.isEmpty || name == ["do"], !counted.isEmpty {
      // "do 10 pullups a day": the thing counted, which the target took, is all the name
      // said ("Pullups"; a count word the units know gives "Do pushups" above).
      name += counted.sorted().map { u.words[$0] }.filter { $0 != "of" }
    }
    // "spend 20 minutes reading", "take 10 minutes to stretch", "set aside 15 minutes for
    // planning": the time said straight after the verb is the target, what follows the name.
    if let quantity = u.quantity, quantity.unit?.isTime == true,
      let lead = timeLeads.first(where: { name.starts(with: $0) }), name.count > lead.count,
      let at = u.words.firstIndex(of: lead[0]), at + lead.count == quantity.range.lowerBound
    {
      var rest = Array(name.dropFirst(lead.count))
      if rest.count > 1, let link = rest.first, link == "to" || link == "for" || link == "on" { rest.removeFirst() }
      name = rest
    }
    if name.count > 1, u.time != nil || u.date != nil, let last = name.last, NewItemName.dayparts.contains(last) {
      name.removeLast()
    }
    return name
  }

  /// The span the name model chooses for a name or a title the rule found at `rule`
  /// (the rule's, with no model, an empty rule or a single word).
  static func weighed(
    _ words: [String], rule: Range<Int>, role: NameSpans.Role, timed: Bool, _ model: LinearModel?,
    _ result: inout ParseResult
  ) -> Range<Int> {
    guard !rule.isEmpty, words.count >= 2, words.count <= NameSpans.mostWords else { return rule }
    let spans = NameSpans(words, rule: rule, role: role, timed: timed)
    result.nameSpans = spans
    return spans.decide(model)
  }

  /// A title the rule cut from `words`, weighed by the name model when it lies among them
  /// (a goal's, a goal to break into steps).
  static func weighedTitle(
    _ title: [String], in words: [String], role: NameSpans.Role, _ model: LinearModel?, _ result: inout ParseResult
  ) -> [String] {
    guard let rule = NameSpans.locate(title, in: words) else { return title }
    return Array(words[weighed(words, rule: rule, role: role, timed: false, model, &result)])
  }

  /// A note in the person's words: the rule's (`NoteText`), or the run of tokens the name
  /// model chooses among the sentence's, less what the rule took out from inside the note
  /// (a score said in the middle: "wrap up, a 7, good day").
  static func note(
    _ raw: String, kind: NoteText.Kind, scale: ClosedRange<Int>?, role: NameSpans.Role, _ model: LinearModel?,
    _ result: inout ParseResult
  ) -> String? {
    let all = NoteText.split(raw)
    let kept = NoteText.kept(all, kind: kind, scale: scale)
    let text = NoteText.joined(kept)
    guard let first = kept.first?.index, let last = kept.last?.index else { return text }
    let tokens = Array(all[..<first]) + kept + Array(all[(last + 1)...])
    guard tokens.count >= 2, tokens.count <= NameSpans.mostWords else { return text }
    let rule = first..<(first + kept.count)
    let spans = NameSpans(tokens: tokens, rule: rule, ruleText: text, role: role)
    result.nameSpans = spans
    let chosen = spans.decide(model)
    return chosen == rule ? text : NoteText.joined(Array(tokens[chosen]))
  }

  /// A skip's reason: the rule's, or, when its words are a run of the sentence's tokens,
  /// the run the name model chooses.
  static func weighedNote(
    _ text: String?, in tokens: [NoteText.Token], _ model: LinearModel?, _ result: inout ParseResult
  ) -> String? {
    guard let text else { return nil }
    let wanted = NoteText.split(text).map(\.word)
    guard tokens.count >= 2, tokens.count <= NameSpans.mostWords,
      let rule = NameSpans.locate(wanted, in: tokens.map(\.word))
    else { return text }
    let spans = NameSpans(tokens: tokens, rule: rule, ruleText: text, role: .skipReason)
    result.nameSpans = spans
    let chosen = spans.decide(model)
    return chosen == rule ? text : NoteText.joined(Array(tokens[chosen]))
  }
}
