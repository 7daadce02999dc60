import SherpaCore

/// Fills the slots an intent needs from the readers' findings, the resolved item and
/// the words left over (a new item's name, a goal's title, a skip's note).
enum SlotBuilder {
  static func build(
    _ intent: Intent, _ u: Utterance, match: ItemMatcher.Match?, unitItem: ItemRef?, context: ParseContext,
    result: inout ParseResult
  ) {
    var slots = ParseSlots()
    let item = match?.items.count == 1 ? match?.items.first : nil
    let itemWords = Set(match?.wordIndices ?? [])
    let rest = u.leftover(skip: itemWords)
    switch intent {
    case .addItem:
      let name = trim(u.leftover(), noise: Vocabulary.nameNoise)
      slots.name = titled(name) ?? item?.name
      let habitWords = u.hasAny(["habit", "daily", "routine"])
      let taskWords = u.hasAny(["task", "todo", "remind", "reminder", "deadline"]) || u.has("by") && u.date != nil
      let repeats = u.recurrence.map { $0.recurrence.freq != .none } ?? false
      let kind: ItemKind =
        habitWords || repeats || u.frequency != nil ? .habit : (taskWords || u.date != nil ? .task : .habit)
      slots.kind = kind
      if let frequency = u.frequency {
        slots.target = frequency.target
        slots.period = frequency.period
        slots.unit = .count
      }
      if let quantity = u.quantity, let unit = quantity.unit {
        slots.target = quantity.amount
        slots.unit = unit
        slots.period = slots.period ?? .day
        result.conversionNote = quantity.conversionNote
      }
      slots.recurrence = u.recurrence?.recurrence
      slots.startDate = u.recurrence?.start ?? u.date
      slots.time = u.time
    case .logProgress:
      applyItem(item, match, &slots, &result)
      let target = item ?? unitItem
      if slots.name == nil, let target {
        slots.name = target.name
        result.itemID = target.id
      }
      if let quantity = u.quantity {
        if let target, let amount = quantity.amount(in: target.unit) {
          slots.amount = amount
          slots.unit = target.unit
        } else {
          slots.amount = quantity.amount
          slots.unit = quantity.unit
        }
        result.conversionNote = quantity.conversionNote
      }
      if slots.name == nil { slots.name = titled(trim(rest, noise: progressNoise)) }
      slots.date = u.date
    case .complete, .uncomplete, .archiveItem, .deleteItem:
      applyItem(item, match, &slots, &result)
      if slots.name == nil { slots.name = titled(trim(rest, noise: progressNoise)) }
      if intent == .complete || intent == .uncomplete { slots.date = u.date }
    case .skip:
      applyItem(item, match, &slots, &result)
      var noteWords = trim(rest, noise: Vocabulary.nameNoise)
      if item == nil, let first = noteWords.first, !["my", "i", "feeling"].contains(first) {
        slots.name = titled([first])
        noteWords.removeFirst()
      }
      slots.note = sentence(trim(noteWords, noise: ["because", "cause", "since", "as", "due", "to", "so"]))
      slots.date = u.date
    case .editItem:
      applyItem(item, match, &slots, &result)
      if let position = u.words.lastIndex(of: "to"), u.hasAny(["rename", "call"]) {
        let after = Array(u.words[(position + 1)...])
        slots.title = titled(after)
      }
      if let quantity = u.quantity, let unit = quantity.unit {
        slots.target = quantity.amount
        slots.unit = unit
      }
      slots.time = u.time
      slots.date = u.date
    case .reorder:
      applyItem(item, match, &slots, &result)
      slots.position = position(u)
    case .startFocus:
      if let minutes = u.quantity.flatMap({ $0.amount(in: .min) }) { slots.minutes = Int(minutes.rounded()) }
      applyItem(item, match, &slots, &result)
      if item == nil, let on = u.words.lastIndex(of: "on") ?? u.words.lastIndex(of: "for") {
        let title = trim(u.leftover().filter { u.words[(on + 1)...].contains($0) }, noise: focusNoise)
        slots.title = sentence(title)
      }
    case .reflect:
      result.reflectionKind = reflectionKind(u, context: context)
      result.sleepQuality = sleepQuality(u)
      slots.score = result.sleepQuality
      slots.note = sentence(trim(u.leftover(), noise: reflectNoise))
    case .endOfDay:
      slots.score = u.words.compactMap { Int($0) }.first { (1...10).contains($0) }
      let note = u.leftover().filter { Int($0) == nil }
      slots.note = sentence(trim(note, noise: endNoise))
    case .journal:
      slots.note = sentence(
        trim(
          u.leftover(),
          noise: ["journal", "entry", "dear", "diary", "note", "to", "self", "jot", "write", "down", "that"]))
    case .goalCreate:
      slots.title = titled(trim(u.leftover(), noise: goalNoise))
      slots.date = u.date
    case .decompose:
      applyItem(item, match, &slots, &result)
      slots.title = titled(trim(u.leftover(), noise: decomposeNoise))
    case .routine:
      slots.name = titled(
        trim(u.leftover(), noise: ["start", "run", "do", "begin", "my", "the", "routine", "let", "us"]))
      slots.time = u.time
    case .showToday, .due:
      slots.date = u.date
    case .stats:
      applyItem(item, match, &slots, &result)
    case .export:
      result.format = ["json", "csv", "ics", "calendar", "ical"].first(where: u.has).map {
        $0 == "calendar" || $0 == "ical" ? "ics" : $0
      }
    default:
      break
    }
    result.timeSlot = u.slot
    result.slots = slots
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

  static func position(_ u: Utterance) -> Int? {
    if u.hasAny(["top", "first", "start", "beginning", "front"]) { return 1 }
    if u.hasAny(["bottom", "last", "end"]) { return -1 }
    if u.has("second") { return 2 }
    if u.has("third") { return 3 }
    if let index = u.words.firstIndex(where: { $0 == "position" || $0 == "number" || $0 == "slot" }),
      index + 1 < u.words.count, let value = Int(u.words[index + 1])
    {
      return value
    }
    return nil
  }

  static func reflectionKind(_ u: Utterance, context: ParseContext) -> Reflection.Kind {
    if u.hasAny(["night", "tonight", "evening"]) { return .night }
    if u.hasAny(["slept", "sleep", "morning", "woke", "insomnia"]) { return .morning }
    return context.time.hour < 14 ? .morning : .night
  }

  static func sleepQuality(_ u: Utterance) -> Int? {
    if let number = u.words.compactMap({ Int($0) }).first(where: { (1...5).contains($0) }) { return number }
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
  static let focusNoise: Set<String> = ["on", "for", "the", "a", "my", "focus", "session", "start", "pomodoro"]
  static let reflectNoise: Set<String> = [
    "morning", "night", "reflection", "reflect", "i", "slept", "sleep", "was", "a", "maybe", "like", "quality",
    "out", "of", "5", "last", "evening", "my", "about", "kind", "it", "is", "feel", "feeling", "am", "so", "and",
  ]
  static let endNoise: Set<String> = [
    "end", "of", "day", "the", "wrap", "wrapping", "up", "today", "was", "a", "rate", "my", "out", "fulfilment",
    "fulfillment", "score", "call", "it", "i", "give", "and", "day", "would", "say", "about", "review", "close",
    "so", "is", "it", "overall",
  ]
  static let goalNoise: Set<String> = [
    "i", "want", "to", "would", "like", "my", "goal", "is", "new", "set", "a", "create", "add", "dream",
    "hope", "aim", "plan", "am", "going", "by", "before", "be", "able", "the", "called", "of",
  ]
  static let decomposeNoise: Set<String> = [
    "break", "down", "decompose", "into", "steps", "plan", "out", "my", "goal", "the", "milestones", "for", "it",
    "a", "to", "help", "me", "give", "what", "are", "of", "smaller", "pieces", "chunks", "tasks", "and", "with",
  ]

  /// Drops noise words from both ends.
  static func trim(_ words: [String], noise: Set<String>) -> [String] {
    var lower = 0
    var upper = words.count
    while lower < upper, noise.contains(words[lower]) { lower += 1 }
    while upper > lower, noise.contains(words[upper - 1]) || Lexicon.stopwords.contains(words[upper - 1]) {
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
