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
      if nameNumberLeads.contains(u.words[before]) {
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
    return choreVerbs.contains(first) || name.contains { choreThings.contains($0) }
      || first == "take" && name.dropFirst().contains { $0 == "out" || choreThings.contains($0) }
  }

  static let choreVerbs: Set<String> = [
    "pay", "submit", "renew", "descale", "file", "empty", "change", "put", "back", "cancel", "return",
  ]
  static let choreThings: Set<String> = [
    "bin", "bins", "recycling", "rubbish", "trash", "garbage", "bill", "bills", "invoice", "invoices", "rent",
  ]

  /// Whether a journal sentence asks to read the journal back rather than write to it: it
  /// leads (after a polite "can you") with a word that asks to see, or says nothing but
  /// "my journal".
  static func readsJournal(_ words: [String]) -> Bool {
    let asked = words.drop { journalPolite.contains($0) }
    guard let first = asked.first else { return !words.isEmpty }
    return journalReadHeads.contains(first) || asked.allSatisfy { journalBare.contains($0) }
  }

  static let journalPolite: Set<String> = ["can", "could", "would", "you", "u", "please", "pls", "me", "just"]
  static let journalReadHeads: Set<String> = [
    "what", "whats", "show", "read", "open", "pull", "let", "how", "did", "view", "see", "display", "list", "bring",
    "give", "print", "go", "scroll", "find", "where", "which", "when",
  ]
  static let journalBare: Set<String> = ["my", "the", "journal", "diary", "entries", "entry", "please", "pls", "now"]

  /// Names that make "5k" a distance in km: running, cycling, rowing, hiking.
  static let distanceWords: Set<String> = [
    "run", "running", "runs", "jog", "jogging", "race", "ran", "cycle", "cycling", "bike", "biking", "row", "rowing",
    "hike", "hiking", "parkrun",
  ]
  /// Words that make "10k" a count of steps.
  static let walkingWords: Set<String> = ["walk", "walking", "walked", "walks", "steps", "step"]

  static let nameNumberLeads: Set<String> = [
    "number", "no", "chapter", "part", "episode", "room", "level", "lesson", "unit", "season", "volume", "section",
    "module", "issue", "ticket", "item", "version", "round", "phase", "step", "stage", "book", "act", "track",
  ]

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
    for (index, word) in u.words.enumerated() {
      guard let number = Int(word), (0...100).contains(number) else { continue }
      if index + 1 < u.words.count, Lexicon.units[u.words[index + 1]] != nil { continue }
      if index > 0, ["at", "by", "around", "till", "until"].contains(u.words[index - 1]) { continue }
      // A number off the 1–5 scale is kept, so the coach can say so rather than drop it.
      return number
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

  static let progressNoise: Set<String> = Vocabulary.nameNoise.union(Vocabulary.pastVerbs).union(
    Vocabulary.completeWords
  ).union(["log", "logged", "with", "more", "another", "minutes", "off", "check", "yes", "finally", "just", "not"])
  static let routineNoise: Set<String> = [
    "start", "run", "do", "begin", "my", "the", "routine", "let", "us", "kick", "off", "now", "what", "is", "in",
    "set",
  ]
  static let focusNoise: Set<String> = ["on", "for", "the", "a", "my", "focus", "session", "start", "pomodoro"]
  static let goalNoise: Set<String> = [
    "i", "want", "to", "would", "like", "my", "goal", "is", "new", "set", "a", "create", "add", "dream",
    "hope", "aim", "plan", "am", "going", "by", "before", "able", "the", "called", "of", "let", "us", "lets",
    "okay", "so",
  ]
  /// Words that only lead into a goal's title, never end one.
  static let goalLeads: Set<String> = [
    "make", "it", "have", "got", "decided", "park", "need", "for", "that", "me", "myself",
  ]

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
  static func goalPriority(in words: [String]) -> ([String], Goal.Priority?) {
    for (phrase, priority) in priorityPhrases {
      guard phrase.count <= words.count else { continue }
      for start in 0...(words.count - phrase.count) where Array(words[start..<(start + phrase.count)]) == phrase {
        return (Array(words[..<start] + words[(start + phrase.count)...]), priority)
      }
    }
    return (words, nil)
  }

  /// Longest first, so "but for later" goes whole.
  static let priorityPhrases: [([String], Goal.Priority)] = [
    (["it", "is", "not", "urgent"], .later), (["but", "for", "later"], .later), (["for", "later"], .later),
    (["some", "day"], .later), (["someday"], .later), (["one", "day"], .later), (["1", "day"], .later),
    (["eventually"], .later),
    (["no", "rush"], .later), (["not", "urgent"], .later), (["low", "priority"], .later),
    (["next", "up"], .next), (["for", "next"], .next), (["after", "this"], .next), (["medium", "priority"], .next),
    (["top", "priority"], .now), (["high", "priority"], .now), (["right", "now"], .now), (["for", "now"], .now),
    (["asap"], .now), (["urgent"], .now),
  ]

  /// What trails a goal's title: how soon, and the request ("…, for later", "no rush", "make it a goal").
  static let goalTails: [[String]] =
    [
      ["for", "later"], ["but", "for", "later"], ["no", "rush"], ["it", "is", "not", "urgent"], ["not", "urgent"],
      ["make", "it", "a", "goal"], ["make", "that", "a", "goal"], ["make", "this", "a", "goal"], ["deadline"],
      ["as", "a", "goal"], ["by", "the", "end"], ["by", "end"], ["end", "of"], ["by", "summer"], ["by", "spring"],
      ["by", "autumn"], ["by", "fall"], ["by", "winter"], ["before", "summer"], ["by", "next", "summer"],
      // A deadline the date reader did not take ("by the summer", "before the year is out").
    ]
    + ["the", "next", "my", "new", "christmas", "xmas", "valentines", "easter", "spring", "then"].flatMap {
      [["by", $0], ["before", $0]]
    }

  /// What may come before a skip's reason said without a separator ("can you skip the gym for me").
  static let skipLead = skipNoise.union([
    "you", "me", "for", "please", "pls", "could", "would", "u", "give", "reason", "this", "put", "down", "mark",
    // The raw words' contractions, which the normalised ones spell out.
    "let's", "lets", "i'm", "im", "i'll", "gonna", "wanna", "we're", "we'll",
  ])
  static let skipNoise: Set<String> = [
    "skip", "skipping", "skipped", "because", "cause", "since", "as", "so", "my", "the", "not", "doing", "pass",
    "on", "rest", "day", "no", "can", "we", "will", "going", "to", "do", "today", "tomorrow", "let", "us", "off",
    "a", "i", "am", "just",
  ]
  static let journalMarkers: [[String]] = [
    ["dear", "diary"], ["note", "to", "self"], ["jot", "down", "that"], ["jot", "down"], ["write", "down", "that"],
    ["write", "down"], ["journal", "entry"], ["journal", "that"], ["journal"],
  ]

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

  static func titled(_ words: [String]) -> String? {
    guard let text = sentence(words) else { return nil }
    return text.prefix(1).uppercased() + text.dropFirst()
  }
}
