import SherpaCore

/// Whether a new item is a habit or a task. Said outright ("a habit to …", "add a task",
/// "to do", "note to self") it is what was said. Otherwise the kind model decides from the
/// evidence gathered here: the repeat rule and how often it comes round, an amount or a
/// count per period, a reminder, a deadline, a day or a time, the chore words, the name's
/// words and the keyword rule's own vote (`rule`, also the answer when no model is
/// shipped): a chore or a reminder that comes round less than daily is a task, then a
/// repeat or an amount per period makes a habit, and a reminder, a deadline, a day or a
/// time without an amount a task.
struct NewItemKind {
  let saysHabit: Bool
  let saysTask: Bool
  let rule: ItemKind
  /// The kind model's input (empty when the kind was said outright).
  let features: [Int32]

  init(_ u: Utterance, name: [String], target: Double?, today: LocalDay) {
    saysHabit = u.hasAny(["habit", "habits"])
    saysTask =
      u.hasAny(["task", "tasks", "todo", "todos"]) || u.has("list") && u.has("do") && u.has("to")
      || u.has(phrase: ["a", "to", "do"]) || u.starts(with: ["to", "do"]) || u.has(phrase: ["note", "to", "self"])
    let rule = u.recurrence?.recurrence
    let repeats = rule.map { $0.freq != .none } ?? false
    let everyDay = rule.map { $0.freq == .daily && $0.interval == 1 } ?? false
    // Said once, "don't let me forget …", "put … on my list", "i need to …" is a task.
    let taskWords =
      u.afterStory || u.saysWait || u.hasAny(["remind", "reminder", "deadline", "forget"])
      || u.has("by") && u.date != nil
      || u.has("list") && u.hasAny(["on", "to"])
      || u.has(phrase: ["need", "to"]) || u.has(phrase: ["have", "to"]) || u.has(phrase: ["got", "to"])
    // Comes round a fortnight apart or less often: "every 3 months", "the first monday
    // of the month", "every other friday".
    let seldom =
      rule.map {
        $0.freq == .monthly || $0.freq == .weekly && $0.interval >= 2 || $0.freq == .daily && $0.interval >= 7
      } ?? false
    let reminds = u.hasAny(["remind", "reminder"])
    let isChore = SlotBuilder.isChore(name)
    let chore =
      repeats && !everyDay && u.frequency == nil && u.quantity?.unit == nil && target == nil
      && (reminds || isChore || seldom)
    self.rule =
      chore
      ? .task
      : u.hasAny(["daily", "routine"]) || repeats || u.frequency != nil || u.quantityPeriod != nil
        ? .habit : (taskWords || u.date != nil || u.time != nil && u.quantity == nil ? .task : .habit)
    guard !saysHabit, !saysTask else {
      features = []
      return
    }
    var hasher = FeatureHasher(buckets: LinearModel.kindBuckets)
    hasher.add(0x72, self.rule.rawValue)
    let often =
      rule.map { rule in
        rule.freq.rawValue + (rule.interval == 1 ? "" : rule.interval == 2 ? "/2" : rule.interval < 7 ? "/3-6" : "/7+")
          + (rule.byWeekdays.isEmpty ? "" : rule.byWeekdays.count == 1 ? " 1day" : " days")
          + (rule.byMonthDays.isEmpty ? "" : " monthdays") + (rule.byNthWeekday.isEmpty ? "" : " nth")
          + (rule.afterCompletion ? " after" : "") + (rule.end == .never ? "" : " ends")
      } ?? "once"
    hasher.add(0x6F, often)
    let flags: [(Bool, String)] = [
      (taskWords, "task-words"), (seldom, "seldom"), (reminds, "reminds"), (isChore, "chore"), (chore, "chore-rule"),
      (u.frequency != nil, "frequency"), (u.quantityPeriod != nil, "per-period"), (target != nil, "target"),
      (u.time != nil, "time"), (u.slot != nil, "slot"), (u.afterStory, "story"), (u.saysWait, "wait"),
    ]
    for (on, flag) in flags where on {
      hasher.add(0x66, flag)
      hasher.add(0x78, flag, often)
    }
    hasher.add(0x71, u.quantity.map { $0.unit?.rawValue ?? ($0.thousands ? "k" : "bare") } ?? "none")
    if let date = u.date { hasher.add(0x64, date < today ? "past" : date == today ? "today" : "future") }
    // Words by `NameSpans.known`: a word never taught is read by its shape, so it shares
    // no row with one that was and cannot turn a kind.
    for word in name { hasher.add(0x6E, NameSpans.known(word)) }
    if let first = name.first {
      hasher.add(0x46, NameSpans.known(first))
      hasher.add(0x78, NameSpans.known(first), often)
    }
    var previous = "<s>"
    for word in u.words.prefix(40) {
      let known = NameSpans.known(word)
      hasher.add(0x77, known)
      hasher.add(0x62, previous, known)
      previous = known
    }
    features = hasher.indices
  }

  /// The kind: as said, else the model's, else the rule's.
  func decide(_ model: LinearModel?) -> ItemKind {
    if saysHabit { return .habit }
    if saysTask { return .task }
    guard let model else { return rule }
    return model.probability(features) >= 0.5 ? .habit : .task
  }
}
