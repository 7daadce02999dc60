/// Decides the intent from the words and what the readers found, most specific
/// first, with a confidence: a clear command word scores high, a guess from context
/// lower, and an intent that needs an item but found none or several lower still.
enum IntentRules {
  static func classify(_ u: Utterance, hasItem: Bool) -> (Intent, Double) {
    let words = u.words
    guard !words.isEmpty else { return (.unknown, 0) }
    if let answer = answer(words) { return answer }
    let first = words[0]
    if isJournal(u) { return (.journal, 0.92) }
    if u.hasAny(["undo", "revert"]) || u.has(phrase: ["take", "that", "back"]) {
      return hasItem && !u.has(phrase: ["undo", "that"]) ? (.uncomplete, 0.75) : (.undo, 0.95)
    }
    if u.hasAny(["uncheck", "unmark", "untick", "undone", "uncomplete"]) || u.has(phrase: ["not", "done"])
      || u.has(phrase: ["did", "not", "actually"]) || u.has(phrase: ["not", "actually"])
      || u.has(phrase: ["not", "complete"]) || u.has(phrase: ["not", "finished"])
    {
      return (.uncomplete, hasItem ? 0.9 : 0.6)
    }
    if words.count <= 4 && (u.has("help") || u.has("commands")) || u.has(phrase: ["what", "can", "you", "do"])
      || u.has(phrase: ["how", "does", "this", "work"]) || u.has(phrase: ["how", "do", "i", "use"])
    {
      return (.help, 0.95)
    }
    if u.hasAny(["export", "backup"]) || u.has("download") && u.has("data") { return (.export, 0.95) }
    if u.hasAny(["league", "leaderboard", "ladder", "ranking", "leagues"]) || u.has(phrase: ["my", "rank"]) {
      return (.league, 0.95)
    }
    if u.hasAny(["achievements", "achievement", "badges", "badge", "trophies", "awards", "trophy"]) {
      return (.achievements, 0.95)
    }
    if u.hasAny(["usage", "tokens"]) || u.has("budget") && !u.has("add") || u.has(phrase: ["how", "many", "messages"]) {
      return (.usage, 0.9)
    }
    if u.has("mirror") || u.has(phrase: ["see", "me"]) && u.has("how") || u.has(phrase: ["think", "of", "me"])
      || u.has(phrase: ["know", "about", "me"]) || u.has(phrase: ["describe", "me"])
      || u.has(phrase: ["understand", "me"]) || u.has(phrase: ["about", "me"]) && u.has("what")
    {
      return (.mirror, 0.9)
    }
    if let focus = focus(u) { return focus }
    if u.hasAny(["routine", "routines"]) { return (.routine, 0.9) }
    if u.has(phrase: ["break", "down"]) || u.has("decompose") || u.has("break") && u.has("into")
      || u.has(phrase: ["plan", "out"]) || u.has("milestones") || u.has(phrase: ["break", "it"])
      || u.has(phrase: ["steps", "to"]) && u.hasAny(["what", "give", "plan"])
    {
      return (.decompose, 0.9)
    }
    if u.has("goal") && !u.hasAny(["stats", "progress"]) || isGoalWish(u, hasItem: hasItem) {
      return (.goalCreate, u.has("goal") ? 0.9 : 0.8)
    }
    if let order = reorder(u) { return order }
    if u.hasAny(["rename", "edit", "change", "update", "reschedule"])
      || first == "move" && (u.time != nil || u.date != nil || u.slot != nil)
      || first == "make" && hasItem && u.quantity != nil || first == "set" && hasItem
    {
      return (.editItem, hasItem ? 0.9 : 0.55)
    }
    if near(u, ["archive", "shelve"]) || u.has(phrase: ["on", "hold"]) {
      return (.archiveItem, hasItem ? 0.92 : 0.55)
    }
    if near(u, ["delete", "remove", "erase", "trash"]) || u.has(phrase: ["get", "rid", "of"])
      || first == "drop" && hasItem
    {
      return (.deleteItem, hasItem ? 0.92 : 0.55)
    }
    if u.has(phrase: ["how", "many"]) || u.has(phrase: ["how", "much"]) || u.has(phrase: ["how", "often"])
      || u.has(phrase: ["how", "long"])
    {
      return (.stats, 0.8)
    }
    if let skip = skip(u, hasItem: hasItem) { return skip }
    if u.has(phrase: ["end", "of"]), let wrap = endOfDay(u) { return wrap }
    if u.hasAny(["slept", "reflection", "reflect", "insomnia"]) || u.has(phrase: ["sleep", "quality"])
      || u.has(phrase: ["sleep", "was"])
    {
      return (.reflect, 0.9)
    }
    if let wrap = endOfDay(u) { return wrap }
    if let add = add(u, hasItem: hasItem) { return add }
    if let done = progress(u, hasItem: hasItem) { return done }
    if let reflect = reflect(u) { return reflect }
    if first == "journal" && !hasItem { return (.journal, 0.8) }
    if u.hasAny([
      "stats", "statistics", "streak", "streaks", "heatmap", "consistency", "consistent", "history", "trends",
    ])
      || u.has(phrase: ["how", "am", "i", "doing"]) || u.has(phrase: ["how", "did", "i", "do"])
      || u.has(phrase: ["completion", "rate"]) || u.has(phrase: ["how", "is", "my"])
      || u.has(phrase: ["how", "many", "days"]) || u.has("progress") && !hasItem || u.has("report")
    {
      return (.stats, 0.9)
    }
    if u.hasAny(["due", "reminders", "overdue"]) || u.has(phrase: ["what", "is", "next"])
      || u.hasAny(["left", "remaining"]) && (u.slot != nil || u.hasAny(["tonight", "evening", "afternoon", "morning"]))
      || u.has(phrase: ["do", "next"]) || u.has(phrase: ["what", "now"]) || u.has(phrase: ["up", "next"])
    {
      return (.due, 0.88)
    }
    if u.hasAny(["today", "plan", "agenda", "schedule", "tomorrow", "list", "habits", "tasks", "todos"])
      || u.has(phrase: ["what", "is", "on"])
      || u.has(phrase: ["what", "do", "i", "have"]) || u.has(phrase: ["show", "me"]) || u.has("left")
    {
      return (.showToday, 0.85)
    }
    if u.recurrence != nil || u.frequency != nil { return (.addItem, 0.62) }
    if hasItem { return (.complete, 0.5) }
    return (.unknown, 0.1)
  }

  /// Whether one of `keywords` is among the first two words, where a command verb sits.
  static func near(_ u: Utterance, _ keywords: [String]) -> Bool {
    u.words.prefix(2).contains(where: keywords.contains)
  }

  static func isJournal(_ u: Utterance) -> Bool {
    // "show my journal", "open the journal": the journal view.
    if u.has("journal") && u.words.count <= 4 && u.hasAny(["show", "open", "see", "read", "view", "my"])
      && !u.has(phrase: ["journal", "that"])
    {
      return true
    }
    if u.has(phrase: ["dear", "diary"]) || u.has(phrase: ["note", "to", "self"]) || u.has(phrase: ["jot", "down"])
      || u.has(phrase: ["write", "down"]) || u.has(phrase: ["journal", "entry"])
    {
      return true
    }
    return u.words[0] == "journal" && u.words.count > 2 && !u.hasAny(in: Vocabulary.completeWords)
      && !u.hasAny(["habit", "every", "daily", "skip"])
  }

  static func answer(_ words: [String]) -> (Intent, Double)? {
    guard words.count <= 5 else { return nil }
    if words == ["why", "not"] { return (.confirm, 0.9) }
    if words == ["i", "am", "good"] || words == ["i", "am", "fine"] || words == ["not", "really"] {
      return (.decline, 0.75)
    }
    if Vocabulary.confirmHeads.contains(words[0]), words.allSatisfy(Vocabulary.confirm.contains) {
      if words == ["do", "not"] || words.contains("not") { return (.decline, 0.9) }
      return (.confirm, 0.97)
    }
    if Vocabulary.declineHeads.contains(words[0]), words.allSatisfy(Vocabulary.decline.contains) {
      return (.decline, 0.97)
    }
    return nil
  }

  static func focus(_ u: Utterance) -> (Intent, Double)? {
    let focusWords =
      u.hasAny(["focus", "focusing", "pomodoro", "timer", "focused"]) || u.has(phrase: ["deep", "work"])
    let lone = u.words.count <= 2
    if u.hasAny(["pause", "hold"]) && (focusWords || lone) { return (.pauseFocus, 0.92) }
    if u.hasAny(["resume", "unpause", "continue"]) && (focusWords || lone) { return (.resumeFocus, 0.92) }
    // "today was a 7 out of 10, good focus at work" is a wrap-up, not a timer.
    guard focusWords, !u.has(phrase: ["out", "of"]) else { return nil }
    if u.hasAny(["stop", "end", "finish", "cancel", "done", "quit", "enough", "finished", "ending", "over"]) {
      return (.stopFocus, 0.93)
    }
    return (.startFocus, 0.93)
  }

  static func isGoalWish(_ u: Utterance, hasItem: Bool) -> Bool {
    guard u.recurrence == nil, u.frequency == nil else { return false }
    let wish =
      u.has(phrase: ["i", "want", "to"]) || u.has(phrase: ["i", "would", "like", "to"])
      || u.has(phrase: ["my", "dream", "is"]) || u.has(phrase: ["i", "hope", "to"]) || u.has(phrase: ["aim", "to"])
      || u.has(phrase: ["i", "am", "going", "to"]) || u.has(phrase: ["i", "plan", "to"])
    let deadline = u.date != nil && (u.dateWords.first == "by" || u.dateWords.first == "before")
    return wish && deadline || u.has(phrase: ["i", "want", "to"]) && u.has("by") && u.date != nil
  }

  static func reorder(_ u: Utterance) -> (Intent, Double)? {
    if u.hasAny(["reorder", "rearrange", "reshuffle", "prioritize", "prioritise", "swap"])
      || u.has(phrase: ["front", "load"]) || u.has(phrase: ["frontload"])
    {
      return (.reorder, 0.9)
    }
    let places = ["top", "first", "bottom", "last", "end", "start", "beginning", "position"]
    let lead = ["move", "put", "do", "bump", "shift", "push"].contains(u.words[0])
    if lead && u.hasAny(places) && u.time == nil && u.date == nil { return (.reorder, 0.9) }
    if u.hasAny(["first", "last"]) && u.words.count <= 4 && u.time == nil && u.quantity == nil {
      return (.reorder, 0.7)
    }
    return nil
  }

  static func skip(_ u: Utterance, hasItem: Bool) -> (Intent, Double)? {
    if u.hasAny(["skip", "skipping", "skipped"]) || u.has(phrase: ["pass", "on"])
      || u.has(phrase: ["not", "doing"]) || u.has(phrase: ["not", "going", "to"]) && !u.has("bed")
      || u.has(phrase: ["can", "not"]) || u.has(phrase: ["day", "off"]) || u.has(phrase: ["rest", "day"])
      || u.words.first == "no" && hasItem && u.words.count > 1
    {
      return (.skip, hasItem ? 0.9 : 0.55)
    }
    return nil
  }

  static func endOfDay(_ u: Utterance) -> (Intent, Double)? {
    // Said outright, a wrap-up stays one when its note is about sleep.
    if u.has(phrase: ["end", "of", "day"]) || u.has(phrase: ["end", "of", "the", "day"])
      || u.hasAny(["fulfilment", "fulfillment", "wrapup"])
      || u.words.count > 1 && u.words[0] == "day" && Double(u.words[1]) != nil
    {
      return (.endOfDay, 0.9)
    }
    if u.has(phrase: ["wrap", "up"])
      || u.has(phrase: ["wrapping", "up"]) || u.has("fulfilled")
      || u.has(phrase: ["rate", "my", "day"]) || u.has(phrase: ["rate", "today"]) || u.has(phrase: ["out", "of", "10"])
      || u.has(phrase: ["call", "it", "a", "day"]) || u.has(phrase: ["day", "was", "a"])
      || u.has(phrase: ["today", "was", "a"]) || u.has(phrase: ["day", "was"]) || u.has(phrase: ["today", "was"])
      || u.has(phrase: ["close", "the", "day"]) || u.has(phrase: ["day", "review"])
    {
      if u.has("slept") || u.has("sleep") { return nil }
      return (.endOfDay, 0.9)
    }
    return nil
  }

  static func add(_ u: Utterance, hasItem: Bool) -> (Intent, Double)? {
    let first = u.words[0]
    if Vocabulary.addLeads.contains(first) {
      if (first == "add" || first == "put") && hasItem && u.quantity?.unit != nil && (u.has("to") || u.has("for"))
        && u.recurrence == nil && !u.hasAny(["habit", "task", "new"])
      {
        return (.logProgress, 0.88)
      }
      if first == "start" && hasItem && u.recurrence == nil { return nil }
      return (.addItem, 0.9)
    }
    if u.hasAny(["habit", "task", "todo", "reminder"]) && !u.has("stats") { return (.addItem, 0.88) }
    let wants =
      u.has(phrase: ["i", "want", "to"]) || u.has(phrase: ["i", "need", "to"]) || u.has(phrase: ["i", "have", "to"])
      || u.has(phrase: ["i", "should"]) || u.has(phrase: ["i", "would", "like", "to"])
      || u.has(phrase: ["i", "will"]) || u.has(phrase: ["i", "must"]) || u.has(phrase: ["i", "am", "going", "to"])
      || u.has(phrase: ["do", "not", "forget"]) || u.has(phrase: ["i", "got", "to"])
    if wants
      && (u.recurrence != nil || u.frequency != nil || u.date != nil || u.time != nil || u.slot != nil || !hasItem)
    {
      return (.addItem, u.recurrence != nil || u.date != nil ? 0.85 : 0.7)
    }
    if (u.recurrence != nil || u.frequency != nil) && !hasItem { return (.addItem, 0.75) }
    return nil
  }

  static func progress(_ u: Utterance, hasItem: Bool) -> (Intent, Double)? {
    let past = u.hasAny(in: Vocabulary.pastVerbs) || u.words.contains { $0.hasSuffix("ed") && $0.utf8.count > 4 }
    let completeWord = u.hasAny(in: Vocabulary.completeWords) || u.has(phrase: ["mark"])
    let quantity = u.quantities.contains { $0.unit != nil } || u.quantities.contains { $0.thousands }
    if u.recurrence != nil || u.frequency != nil {
      if !past || u.has(phrase: ["i", "want"]) { return (.addItem, 0.8) }
    }
    if quantity && (hasItem || past || u.hasAny(in: Vocabulary.logVerbs)) {
      return (.logProgress, hasItem ? 0.92 : 0.6)
    }
    if completeWord && !quantity { return (.complete, hasItem ? 0.92 : 0.55) }
    if hasItem && !u.quantities.isEmpty && u.words.count <= 6 && u.time == nil { return (.logProgress, 0.7) }
    if hasItem && past { return (.complete, 0.85) }
    if quantity && !u.quantities.isEmpty && u.words.count <= 5 { return (.logProgress, 0.5) }
    return nil
  }

  static func reflect(_ u: Utterance) -> (Intent, Double)? {
    if u.hasAny(["slept", "sleep", "reflection", "reflect", "insomnia", "woke"]) || u.has(phrase: ["i", "feel"])
      || u.has(phrase: ["feeling"]) || u.has(phrase: ["i", "am", "feeling"]) || u.has(phrase: ["good", "night"])
      || u.has(phrase: ["mood"]) || u.has(phrase: ["grateful"]) || u.has(phrase: ["night", "was"])
    {
      return (.reflect, 0.88)
    }
    return nil
  }
}
