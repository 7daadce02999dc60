import SherpaCore

/// The readers and word lists `SlotBuilder.build` uses.
extension SlotBuilder {
  /// Said to repeat every day ("every night", "daily"), once a day.
  static func repeatsDaily(_ u: Utterance) -> Bool {
    guard let recurrence = u.recurrence?.recurrence else { return false }
    return recurrence.freq == .daily && recurrence.interval == 1 && !recurrence.afterCompletion
  }

  /// Bare numbers that belong to a new item's name ("finish report number 12",
  /// "read chapter 3", "file report 1100"): the positions of their words.
  static func numbersInName(_ u: Utterance) -> Set<Int> {
    var kept: Set<Int> = []
    for quantity in u.quantities where quantity.unit == nil && !quantity.thousands {
      let before = quantity.range.lowerBound - 1
      guard before >= 0 else { continue }
      if SlotWords.nameNumberLeads.contains(u.words[before]) {
        kept.formUnion(quantity.range)
        continue
      }
      // Three digits or more straight after a word of the name, with no period to make
      // it a target ("100 a day") and no word to count after it ("500 words"): a
      // reference, not an amount ("file report 1100", "fix bug 4521").
      let word = u.words[quantity.range.lowerBound]
      let after = quantity.range.upperBound
      if quantity.range.count == 1, word.utf8.count >= 3, Lexicon.isDigits(word.utf8),
        u.quantityPeriod == nil, u.frequency == nil, !Lexicon.stopwords.contains(u.words[before]),
        !u.consumed.contains(before), after == u.words.count || u.consumed.contains(after)
      {
        kept.formUnion(quantity.range)
      }
    }
    return kept
  }

  /// Whether a new item's name is a household or admin chore: it leads with a chore's verb
  /// ("pay the rent", "renew the passport", "put the bins out") or names what chores are
  /// done to ("the recycling", "the phone bill").
  static func isChore(_ name: [String]) -> Bool {
    guard let first = name.first else { return false }
    return SlotWords.choreVerbs.contains(first) || name.contains { SlotWords.choreThings.contains($0) }
      || first == "take" && name.dropFirst().contains { $0 == "out" || SlotWords.choreThings.contains($0) }
  }

  /// Whether a journal sentence asks to read the journal back rather than write to it: it
  /// leads (after a polite "can you") with a word that asks to see, or says nothing but
  /// "my journal".
  static func readsJournal(_ words: [String]) -> Bool {
    let asked = words.drop { SlotWords.journalPolite.contains($0) }
    guard let first = asked.first else { return !words.isEmpty }
    return SlotWords.journalReadHeads.contains(first) || asked.allSatisfy { SlotWords.journalBare.contains($0) }
  }

  /// A weekday named in a wrap-up, a reflection or the journal is the one just past ("for
  /// monday", said on a Thursday), and so is a day of the month said alone ("the 15th",
  /// said on the 23rd: this month's); other dates stay as read.
  static func pastWeekday(_ u: Utterance, context: ParseContext) -> LocalDay? {
    guard let date = u.date, date > context.today else { return u.date }
    // "eod 22nd nov", said on the 23rd: last year's date is not yet to come, this year's is past.
    if u.dateWords.contains(where: { Lexicon.months[$0] != nil }),
      !u.dateWords.contains(where: { $0.count == 4 && Int($0) != nil })
    {
      return LocalDay(year: date.year - 1, month: date.month, day: date.day) ?? date
    }
    guard u.dateWords.contains(where: { Lexicon.weekdays[$0] != nil }) else {
      // "what did i write on the fifteenth", said on the 23rd: this month's, not next.
      guard date.month != context.today.month || date.year != context.today.year,
        u.dateWords.contains(where: { NumberWords.ordinal($0) != nil })
      else { return date }
      return LocalDay(year: context.today.year, month: context.today.month, day: date.day) ?? date
    }
    var day = date
    while day > context.today { day = day.adding(days: -7) }
    return day
  }

  /// The part of the day a "what's left this evening" names with a bare word.
  static func partOfDay(_ u: Utterance) -> TimeSlot? {
    if u.has("bed") || u.has("bedtime") { return .beforeBed }
    if u.hasAny(["evening", "tonight", "night"]) { return .evening }
    if u.has("afternoon") { return .duringTheDay }
    if u.has("morning") { return .morning }
    return nil
  }

  static func applyItem(
    _ item: ItemRef?, _ match: ItemMatcher.Match?, _ slots: inout ParseSlots, _ result: inout ParseResult
  ) {
    if let item {
      slots.name = item.name
      result.itemID = item.id
    } else if let match, match.items.count > 1 {
      result.candidates = match.items
    }
  }

  static func reflectionKind(_ u: Utterance, context: ParseContext) -> Reflection.Kind {
    if u.hasAny(["night", "tonight", "evening"]) { return .night }
    if u.hasAny(["slept", "sleep", "morning", "woke", "insomnia"]) { return .morning }
    return context.time.hour < 14 ? .morning : .night
  }

  static func sleepQuality(_ u: Utterance) -> Int? {
    var said: [(index: Int, value: Int)] = []
    for (index, word) in u.words.enumerated() {
      guard let number = Int(word), (0...100).contains(number) else { continue }
      if index + 1 < u.words.count, Lexicon.units[u.words[index + 1]] != nil { continue }
      if index > 0, ["at", "by", "around", "till", "until", "after", "before", "past"].contains(u.words[index - 1]) {
        continue
      }
      if Vocabulary.isDayOne(word, after: index > 0 ? u.words[index - 1] : nil) { continue }
      said.append((index, number))
    }
    // A number off the 1–5 scale is kept, so the coach can say so rather than drop it.
    if let first = said.first {
      let scores = said.filter { $0.index == 0 || u.words[$0.index - 1] != "of" }
      return SlotRereading.scoreChosen(u, candidates: scores, outOf: 5) ?? first.value
    }
    let words: [(String, Int)] = [
      ("terribly", 1), ("terrible", 1), ("awful", 1), ("awfully", 1), ("horrible", 1), ("horribly", 1),
      ("badly", 2), ("bad", 2), ("poorly", 2), ("poor", 2), ("restless", 2), ("okay", 3), ("ok", 3), ("alright", 3),
      ("fine", 3), ("decent", 3), ("well", 4), ("good", 4), ("great", 5), ("amazing", 5), ("fantastic", 5),
      ("baby", 5), ("log", 5), ("perfectly", 5),
    ]
    guard u.hasAny(["slept", "sleep", "night", "woke"]) else { return nil }
    for (word, value) in words where u.has(word) { return value }
    return nil
  }

  /// "on my list", "to my todo list": where an item goes, not its name.
  static func removeListPhrases(_ words: [String]) -> [String] {
    let places: Set<String> = ["list", "habits", "tasks", "todos", "plan", "routine"]
    guard let last = words.lastIndex(where: places.contains), last >= 2,
      ["my", "the"].contains(words[last - 1])
        || words[last - 1] == "todo" && ["my", "the"].contains(words[last - 2])
        || last >= 3 && words[last - 1] == "do" && words[last - 2] == "to" && ["my", "the"].contains(words[last - 3])
    else { return words }
    var start = last - 1
    while start > 0, ["my", "the", "todo", "on", "to"].contains(words[start - 1]) { start -= 1 }
    return Array(words[..<start] + words[(last + 1)...])
  }

  /// Drops noise words from the front and, when `trailing`, noise and stopwords from the end.
  static func trim(_ words: [String], noise: Set<String>, trailing: Bool = true, trailingNoise: Bool = true) -> [String]
  {
    var lower = 0
    var upper = words.count
    while lower < upper, noise.contains(words[lower]) { lower += 1 }
    while trailing, upper > lower,
      Lexicon.stopwords.contains(words[upper - 1]) || trailingNoise && noise.contains(words[upper - 1])
    {
      upper -= 1
    }
    return Array(words[lower..<upper])
  }

  static func sentence(_ words: [String]) -> String? {
    guard !words.isEmpty else { return nil }
    return words.joined(separator: " ")
  }

  /// "3 times a week", "twice a day": so many times in a period.
  static func applyFrequency(_ u: Utterance, _ slots: inout ParseSlots) {
    guard let frequency = u.frequency else { return }
    slots.target = frequency.target
    slots.period = frequency.period
    slots.unit = .count
  }

  /// A name or a title as the person wrote it (`RawSpan`), else its words with a capital.
  static func written(_ words: [String], _ u: Utterance) -> String? {
    RawSpan.restored(words, in: u.raw) ?? titled(words)
  }

  static func titled(_ words: [String]) -> String? {
    guard let text = sentence(words) else { return nil }
    return text.prefix(1).uppercased() + text.dropFirst()
  }
}
