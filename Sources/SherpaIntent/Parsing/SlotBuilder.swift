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
      // "25 words a day": the counted thing is the target's, not the name's.
      var counted: Set<Int> = []
      // A count said beside a daily repeat is per day ("three things every night", "50 daily").
      let countPeriod = u.quantityPeriod ?? (repeatsDaily(u) ? .day : nil)
      let inName = numbersInName(u)
      if u.frequency == nil, let quantity = u.quantity, quantity.unit == nil, !quantity.thousands,
        !inName.contains(quantity.range.lowerBound), let period = countPeriod,
        quantity.range.upperBound < u.words.count
      {
        let noun = quantity.range.upperBound
        let word = u.words[noun]
        if !u.consumed.contains(noun), Lexicon.units[word] == nil, !Lexicon.stopwords.contains(word) {
          counted.insert(noun)
          if noun + 1 < u.words.count, u.words[noun + 1] == "of" { counted.insert(noun + 1) }
          slots.target = quantity.amount
          slots.unit = .count
          slots.countLabel = Unit.countNoun(word)
          slots.period = period
        }
      }
      // "track my push ups, 30 a day": a bare count said per period is the target.
      if slots.target == nil, u.frequency == nil, let quantity = u.quantity, quantity.unit == nil, !quantity.thousands,
        !inName.contains(quantity.range.lowerBound), let period = countPeriod,
        quantity.range.upperBound < u.words.count,
        ["a", "per", "each", "every", "daily", "nightly"].contains(u.words[quantity.range.upperBound])
      {
        slots.target = quantity.amount
        slots.unit = .count
        slots.period = period
      }
      var keep = inName
      var name = NewItemName.cut(removeListPhrases(u.leftover(skip: counted, keeping: keep)))
      // "50 push ups every day": with nothing else to go by, the counted activity is the name.
      if name.isEmpty || name == ["do"], let quantity = u.quantity, quantity.unit == .count, quantity.range.count >= 2 {
        keep.formUnion(quantity.range.dropFirst())
        name = NewItemName.cut(
          removeListPhrases(u.leftover(skip: counted.union([quantity.range.lowerBound]), keeping: keep)))
      }
      // "email the accountant tomorrow morning at nine": the part of the day went with the time.
      if name.count > 1, u.time != nil || u.date != nil, let last = name.last, NewItemName.dayparts.contains(last) {
        name.removeLast()
      }
      slots.name = titled(name) ?? item?.name
      // Said outright ("as a task", "new habit") decides; then a chore or a reminder that
      // comes round less than daily is a task ("pay the phone bill every month", "remind
      // me every tuesday to put the bins out"); then a repeat or a count per period makes
      // a habit, and a reminder, a deadline or a day a task.
      let saysHabit = u.hasAny(["habit", "habits"])
      let saysTask =
        u.hasAny(["task", "tasks", "todo", "todos"]) || u.has("list") && u.has("do") && u.has("to")
      let repeats = u.recurrence.map { $0.recurrence.freq != .none } ?? false
      let everyDay = u.recurrence.map { $0.recurrence.freq == .daily && $0.recurrence.interval == 1 } ?? false
      let taskWords = u.hasAny(["remind", "reminder", "deadline"]) || u.has("by") && u.date != nil
      let chore =
        repeats && !everyDay && u.frequency == nil && u.quantity?.unit == nil && slots.target == nil
        && (u.hasAny(["remind", "reminder"]) || SlotBuilder.isChore(name))
      let kind: ItemKind =
        saysHabit
        ? .habit
        : saysTask || chore
          ? .task
          : u.hasAny(["daily", "routine"]) || repeats || u.frequency != nil
            ? .habit : (taskWords || u.date != nil ? .task : .habit)
      slots.kind = kind
      if let frequency = u.frequency {
        slots.target = frequency.target
        slots.period = frequency.period
        slots.unit = .count
      }
      if let quantity = u.quantity, let unit = quantity.unit {
        slots.target = quantity.amount
        slots.unit = unit
        slots.countLabel = unit == .count ? quantity.noun : nil
        slots.period = slots.period ?? u.quantityPeriod ?? .day
        result.conversionNote = quantity.conversionNote
      } else if let quantity = u.quantity, quantity.thousands, slots.target == nil {
        // "run 5k": a running distance; "walk 10k": steps; anything else a count.
        let running = name.contains { SlotBuilder.runningWords.contains($0) }
        let walking = name.contains { $0 == "walk" || $0 == "walking" || $0 == "steps" }
        slots.target = running ? quantity.amount / 1000 : quantity.amount
        slots.unit = running ? .km : walking ? .steps : .count
        slots.period = slots.period ?? u.quantityPeriod ?? .day
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
      slots.date = pastWeekday(u, context: context)
    case .complete, .uncomplete, .archiveItem, .deleteItem:
      applyItem(item, match, &slots, &result)
      if slots.name == nil { slots.name = titled(trim(rest, noise: progressNoise)) }
      // What was done was done on a day past: "paid the rent on saturday" is the last one.
      if intent == .complete || intent == .uncomplete { slots.date = pastWeekday(u, context: context) }
    case .skip:
      applyItem(item, match, &slots, &result)
      var noteWords = trim(rest, noise: skipNoise, trailing: false)
      if item == nil, let first = noteWords.first, !["my", "i", "feeling", "it", "that", "this"].contains(first) {
        slots.name = titled([first])
        noteWords.removeFirst()
      }
      let reason = u.after([["because", "of"], ["because"], ["cause"], ["cos"], ["coz"], ["bc"], ["since"], ["as"]])
      var anchors: Set<String> = [
        "skip", "skipping", "skipped", "today", "tomorrow", "tonight", "miss", "pass", "yesterday", "yesterdays",
        "yesterday's", "morning", "evening", "night",
      ]
      for index in match?.wordIndices ?? [] { anchors.insert(u.words[index]) }
      if let said = RawNote.after(
        u.raw, separators: [" - ", " – ", " — ", " because of ", " because ", " cause ", " since ", ": ", ", "])
      {
        slots.note = NoteText.withoutRequest(said)
      } else if let reason, !reason.isEmpty {
        slots.note = sentence(reason)
      } else if let said = NoteText.after(lead: skipLead, anchors: anchors, in: u.raw) {
        slots.note = said
      } else if noteWords.contains(where: { !skipNoise.contains($0) && !Lexicon.stopwords.contains($0) }) {
        slots.note = sentence(noteWords)
      }
      slots.date = u.date
    case .editItem:
      applyItem(item, match, &slots, &result)
      // A new name is asked for in words of naming, not by an item whose name holds one.
      let naming = u.has("rename") || u.has(phrase: ["call", "it"]) || u.has(phrase: ["name", "it"])
      if let position = u.words.lastIndex(of: "to"), naming {
        let after = Array(u.words[(position + 1)...])
        slots.title = titled(after)
      }
      // "gym 4 times a week now", "change water to 2 litres a day", "walk target 8000".
      if let frequency = u.frequency {
        slots.target = frequency.target
        slots.period = frequency.period
        slots.unit = .count
      }
      if let quantity = u.quantity, let unit = quantity.unit {
        slots.target = quantity.amount
        slots.unit = unit
        slots.period = u.quantityPeriod ?? slots.period
      } else if slots.target == nil, let quantity = u.quantity, let item, u.hasAny(["target", "goal"]) {
        slots.target = quantity.amount
        slots.unit = item.unit
        slots.period = u.quantityPeriod
      }
      slots.time = u.time
      slots.date = u.date
    case .reorder:
      applyItem(item, match, &slots, &result)
      slots.position = position(u)
    case .startFocus:
      // Clamped on the way to an Int (1e19 minutes would trap); the focus rules refuse
      // anything outside 1…240 in words.
      if let minutes = u.quantity.flatMap({ $0.amount(in: .min) }), !minutes.isNaN {
        slots.minutes = Int(min(max(minutes.rounded(), -1), 100_000))
      }
      applyItem(item, match, &slots, &result)
      if item == nil, let on = u.words.lastIndex(of: "on") ?? u.words.lastIndex(of: "for") {
        let title = trim(u.leftover().filter { u.words[(on + 1)...].contains($0) }, noise: focusNoise)
        slots.title = sentence(title)
      }
    case .reflect:
      result.reflectionKind = reflectionKind(u, context: context)
      result.sleepQuality = sleepQuality(u)
      slots.score = result.sleepQuality
      slots.note = NoteText.extract(u.raw, kind: reflectNote, scale: 1...5)
    case .endOfDay:
      // The score, not the scale: "7 out of 10" is 7 and "11 out of 10" is 11 (answered, not saved as 10).
      let numbers = u.words.indices.filter { $0 == 0 || u.words[$0 - 1] != "of" }.compactMap { Int(u.words[$0]) }
      slots.score = numbers.first { (1...10).contains($0) } ?? numbers.first
      slots.date = pastWeekday(u, context: context)
      slots.note = NoteText.extract(u.raw, kind: endNote, scale: 0...100)
    case .journal:
      // Asking to read it back ("show my journal", "what did i write on friday") writes nothing.
      slots.note = readsJournal(u.words) ? nil : NoteText.extract(u.raw, kind: journalNote, scale: nil)
      // "yesterday's journal …", "what i wrote last friday", "last night": a day past.
      slots.date = pastWeekday(u, context: context)
      if slots.date == nil, u.has(phrase: ["last", "night"]) { slots.date = context.today.adding(days: -1) }
    case .goalCreate:
      let (words, priority) = goalPriority(in: u.withoutDate())
      result.goalPriority = priority
      slots.title = titled(trim(NewItemName.beforeTail(words, tails: goalTails), noise: goalNoise))
      slots.date = u.date
    case .decompose:
      applyItem(item, match, &slots, &result)
      slots.title = titled(trim(u.leftover(), noise: decomposeNoise))
    case .routine:
      // "kick off the morning routine": the word before "routine" names it.
      if let at = u.words.firstIndex(of: "routine"), at > 0, !routineNoise.contains(u.words[at - 1]) {
        var first = at - 1
        if first > 0, !routineNoise.contains(u.words[first - 1]), !Lexicon.stopwords.contains(u.words[first - 1]) {
          first -= 1
        }
        slots.name = titled(Array(u.words[first..<at]))
      } else {
        slots.name = titled(trim(u.leftover(), noise: routineNoise))
      }
      slots.time = u.time
    case .showToday:
      slots.date = u.date
    case .due:
      // "when's rent due", "is the report overdue": the one item asked about.
      applyItem(item, match, &slots, &result)
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
    result.timeSlot = u.slot ?? (intent == .due ? partOfDay(u) : nil)
    result.slots = slots
  }

  /// Bare numbers that belong to a new item's name ("finish report number 12",
  /// "read chapter 3"): the positions of their words.
  /// Said to repeat every day ("every night", "daily"), once a day.
  static func repeatsDaily(_ u: Utterance) -> Bool {
    guard let recurrence = u.recurrence?.recurrence else { return false }
    return recurrence.freq == .daily && recurrence.interval == 1 && !recurrence.afterCompletion
  }

  static func numbersInName(_ u: Utterance) -> Set<Int> {
    var kept: Set<Int> = []
    for quantity in u.quantities where quantity.unit == nil && !quantity.thousands {
      let before = quantity.range.lowerBound - 1
      if before >= 0, nameNumberLeads.contains(u.words[before]) { kept.formUnion(quantity.range) }
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

  /// Names that make "5k" a distance in km.
  static let runningWords: Set<String> = ["run", "running", "runs", "jog", "jogging", "race", "ran"]

  static let nameNumberLeads: Set<String> = [
    "number", "no", "chapter", "part", "episode", "room", "level", "lesson", "unit", "season", "volume", "section",
    "module", "issue", "ticket", "item", "version", "round", "phase", "step", "stage", "book", "act", "track",
  ]

  /// A weekday named in a wrap-up or a reflection is the one just past ("for monday",
  /// said on a Thursday); other dates stay as read.
  static func pastWeekday(_ u: Utterance, context: ParseContext) -> LocalDay? {
    guard let date = u.date, date > context.today else { return u.date }
    // "eod 22nd nov", said on the 23rd: last year's date is not yet to come, this year's is past.
    if u.dateWords.contains(where: { Lexicon.months[$0] != nil }),
      !u.dateWords.contains(where: { $0.count == 4 && Int($0) != nil })
    {
      return LocalDay(year: date.year - 1, month: date.month, day: date.day) ?? date
    }
    guard u.dateWords.contains(where: { Lexicon.weekdays[$0] != nil }) else { return u.date }
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
  static let reflectNote = NoteText.Kind(
    keywords: ["reflection", "check-in", "checkin", "in", "check", "intention", "reflect"],
    words: [
      "morning", "night", "evening", "my", "for", "today's", "quick", "mood", "a", "the", "this", "log", "add",
      "mornin", "am", "time", "rate", "morning's",
    ],
    phrases: [["morning"]])
  static let endNote = NoteText.Kind(
    keywords: [
      "day", "eod", "wrap", "wrap-up", "up", "note", "review", "recap", "fulfilment", "fulfillment", "goodnight",
      "yesterday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "yesterday's",
      "monday's", "tuesday's", "wednesday's", "thursday's", "friday's", "saturday's", "sunday's", "yday", "score",
    ],
    words: [
      "end", "of", "the", "my", "a", "and", "closing", "calling", "it", "wrapping", "day's", "done", "for", "today",
      "daily", "quick", "to", "last", "night's", "night", "nightly", "before", "bed", "log", "write", "today's",
      "add", "change", "update", "edit", "replace", "correct", "fix",
    ])
  static let journalNote = NoteText.Kind(
    keywords: [
      "journal", "entry", "thought", "line", "diary", "self", "down", "note", "that", "note2self", "jrnl", "journl",
      "it",
    ],
    words: [
      "new", "add", "a", "this", "to", "the", "my", "in", "jot", "dear", "write", "log", "put", "quick", "for",
      "can", "you", "into", "journal's", "yesterday's", "last", "night's", "yesterdays", "yday's", "todays",
      "today's", "monday's", "tuesday's", "wednesday's", "thursday's", "friday's", "saturday's", "sunday's",
    ],
    phrases: [["for", "yesterday"], ["for", "last", "night"], ["for", "today"], ["for", "yday"]]
      + ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "sat", "sun", "fri"].flatMap {
        [["for", $0], ["for", "last", $0], ["last", $0]]
      })
  static let goalNoise: Set<String> = [
    "i", "want", "to", "would", "like", "my", "goal", "is", "new", "set", "a", "create", "add", "dream",
    "hope", "aim", "plan", "am", "going", "by", "before", "be", "able", "the", "called", "of", "let", "us", "lets",
    "okay", "so",
  ]
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
  static let goalTails: [[String]] = [
    ["for", "later"], ["but", "for", "later"], ["no", "rush"], ["it", "is", "not", "urgent"], ["not", "urgent"],
    ["make", "it", "a", "goal"], ["make", "that", "a", "goal"], ["make", "this", "a", "goal"], ["deadline"],
    ["as", "a", "goal"], ["by", "the", "end"], ["by", "end"], ["end", "of"], ["by", "summer"], ["by", "spring"],
    ["by", "autumn"], ["by", "fall"], ["by", "winter"], ["before", "summer"], ["by", "next", "summer"],
  ]
  static let decomposeNoise: Set<String> = [
    "split", "turn", "chop", "cut",
    "break", "down", "decompose", "into", "steps", "plan", "out", "my", "goal", "the", "milestones", "for", "it",
    "a", "to", "help", "me", "give", "what", "are", "of", "smaller", "pieces", "chunks", "tasks", "and", "with",
    "up", "can", "you", "please",
  ]

  /// What may come before a skip's reason said without a separator ("can you skip the gym for me").
  static let skipLead = skipNoise.union([
    "you", "me", "for", "please", "pls", "could", "would", "u", "give", "reason", "this", "put", "down", "mark",
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
