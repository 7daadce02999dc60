import SherpaCore

/// Fills the slots an intent needs from the readers' findings, the resolved item and
/// the words left over (a new item's name, a goal's title, a skip's note).
enum SlotBuilder {
  static func build(
    _ intent: Intent, _ said: Utterance, match: ItemMatcher.Match?, unitItem: ItemRef?, context: ParseContext,
    kinds: LinearModel?, names: LinearModel?, result: inout ParseResult
  ) {
    let (u, match) = SlotRereading.reread(intent, said, match: match, context: context)
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
      let left = NewItemName.afterArrow(removeListPhrases(u.leftover(skip: counted, keeping: inName)), raw: u.raw)
      let span = NewItemName.span(left)
      let timed = u.time != nil || u.date != nil
      let chosen =
        NewItemName.named(left) != nil ? span : weighed(left, rule: span, role: .item, timed: timed, names, &result)
      let name = NewItemName.withoutPlacing(finishedName(Array(left[chosen]), u, counted: counted, inName: inName), u)
      slots.name = written(u.possessive(name), u) ?? item?.name
      // Said outright ("as a task", "new habit") decides; otherwise the kind model
      // (`NewItemKind`), which reads the rule's name so that it never depends on the name
      // model's choice.
      let kind = NewItemKind(
        u, name: chosen == span ? name : finishedName(Array(left[span]), u, counted: counted, inName: inName),
        target: slots.target, today: context.today)
      result.kindFeatures = kind.features
      slots.kind = kind.decide(kinds)
      applyFrequency(u, &slots)
      if let quantity = u.targetQuantity, let unit = quantity.unit {
        slots.target = quantity.amount
        slots.unit = unit
        slots.countLabel = unit == .count ? quantity.noun : nil
        slots.period = slots.period ?? u.quantityPeriod ?? .day
        result.conversionNote = quantity.conversionNote
      } else if let quantity = u.quantity, quantity.thousands, slots.target == nil {
        // "run 5k", "cycle 20k": a distance; "walk 10k": steps; anything else a count.
        let distance = name.contains { SlotWords.distanceWords.contains($0) }
        let walking = name.contains(where: SlotWords.walkingWords.contains)
        slots.target = distance ? quantity.amount / 1000 : quantity.amount
        slots.unit = distance ? .km : walking ? .steps : .count
        slots.period = slots.period ?? u.quantityPeriod ?? .day
      }
      slots.recurrence = u.recurrence?.recurrence
      slots.startDate = u.recurrence?.start ?? u.date
      if let rule = slots.recurrence, u.recurrence?.start == nil, let day = RepeatRereading.dayOfRule(rule, u) {
        slots.recurrence = day
        slots.startDate = nil
      }
      // "new habit: bins out thurs", "a habit to swim on friday": a habit on one weekday
      // comes round every week ("from wednesday" is when it starts).
      if slots.kind == .habit, slots.recurrence == nil, let range = u.dateRange,
        range.count == 1 || range.count == 2 && u.words[range.lowerBound] == "on",
        let weekday = Lexicon.weekdays[u.words[range.upperBound - 1]],
        range.lowerBound == 0
          || !SlotWords.startWords.contains(u.words[range.lowerBound - 1])
      {
        slots.recurrence = Recurrence(freq: .weekly, byWeekdays: [weekday])
        slots.startDate = nil
      }
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
      if slots.name == nil { slots.name = titled(trim(rest, noise: SlotWords.progressNoise)) }
      slots.date = pastWeekday(u, context: context)
    case .complete, .uncomplete, .archiveItem, .deleteItem:
      applyItem(item, match, &slots, &result)
      if slots.name == nil { slots.name = titled(trim(rest, noise: SlotWords.progressNoise)) }
      // What was done was done on a day past: "paid the rent on saturday" is the last one.
      if intent == .complete || intent == .uncomplete { slots.date = pastWeekday(u, context: context) }
    case .skip:
      applyItem(item, match, &slots, &result)
      var noteWords = trim(rest, noise: SlotWords.skipNoise, trailing: false)
      if item == nil, let first = noteWords.first, !["my", "i", "feeling", "it", "that", "this"].contains(first) {
        slots.name = titled([first])
        noteWords.removeFirst()
      }
      let reason = u.after([["because", "of"], ["because"], ["cause"], ["cos"], ["coz"], ["bc"], ["since"], ["as"]])
      var anchors = SlotWords.skipAnchors
      for index in match?.wordIndices ?? [] { anchors.insert(u.words[index]) }
      let tokens = NoteText.split(u.raw)
      if let said = NoteText.afterReasonMarker(tokens) {
        slots.note = said
      } else if let said = RawNote.after(
        u.raw,
        separators: [
          " - ", " – ", " — ", " because of ", " because ", " cause ", " cos ", " coz ", " cuz ", " since ", ": ",
          ", ",
        ])
      {
        slots.note = NoteText.reason(said)
      } else if let reason, !reason.isEmpty {
        slots.note = sentence(reason)
      } else if let said = NoteText.after(lead: SlotWords.skipLead, anchors: anchors, in: tokens) {
        slots.note = said
      } else if noteWords.contains(where: { !SlotWords.skipNoise.contains($0) && !Lexicon.stopwords.contains($0) }) {
        slots.note = sentence(noteWords)
      }
      slots.note = weighedNote(slots.note, in: tokens, names, &result)
      // "mark gym on saturday as skipped": a day marked skipped after the fact is the last one.
      slots.date = u.has("skipped") ? pastWeekday(u, context: context) : u.date
    case .editItem:
      EditSlots.read(u, item: item, match: match, &slots, &result)
    case .reorder:
      applyItem(item, match, &slots, &result)
      slots.position = PlaceReader.place(in: u)
    case .startFocus:
      // Clamped on the way to an Int (1e19 minutes would trap); the focus rules refuse
      // anything outside 1…240 in words.
      if let minutes = u.quantity.flatMap({ $0.amount(in: .min) }), !minutes.isNaN {
        slots.minutes = Int(min(max(minutes.rounded(), -1), 100_000))
      }
      // "one pomodoro", "two pomodoros": 25 minutes each.
      if let quantity = u.quantity, quantity.unit == nil, !quantity.thousands, u.hasAny(["pomodoro", "pomodoros"]),
        (1...4).contains(quantity.amount)
      {
        slots.minutes = Int(quantity.amount) * 25
      }
      applyItem(item, match, &slots, &result)
      if item == nil, let on = u.words.lastIndex(of: "on") ?? u.words.lastIndex(of: "for") {
        let title = trim(u.leftover().filter { u.words[(on + 1)...].contains($0) }, noise: SlotWords.focusNoise)
        slots.title = sentence(title)
      }
    case .reflect:
      result.reflectionKind = reflectionKind(u, context: context)
      result.sleepQuality = sleepQuality(u)
      slots.score = result.sleepQuality
      slots.note = note(u.raw, kind: reflectNote, scale: 1...5, role: .reflection, names, &result)
    case .endOfDay:
      // The score, not the scale: "7 out of 10" is 7 and "11 out of 10" is 11 (answered, not saved as 10).
      let said = u.words.indices.filter {
        ($0 == 0 || u.words[$0 - 1] != "of") && !Vocabulary.isDayOne(u.words[$0], after: $0 > 0 ? u.words[$0 - 1] : nil)
      }.compactMap { index in
        Int(u.words[index]).map { (index: index, value: $0) }
      }
      let numbers = said.map(\.value)
      slots.score =
        SlotRereading.scoreChosen(u, candidates: said.filter { (0...100).contains($0.value) }, outOf: 10)
        ?? numbers.first { (1...10).contains($0) } ?? numbers.first
      slots.date = pastWeekday(u, context: context)
      slots.note = note(u.raw, kind: endNote, scale: 0...100, role: .dayEnd, names, &result)
    case .journal:
      // Asking to read it back ("show my journal", "what did i write on friday") writes nothing.
      slots.note =
        readsJournal(u.words) ? nil : note(u.raw, kind: journalNote, scale: nil, role: .journal, names, &result)
      // "yesterday's journal …", "what i wrote last friday", "last night": a day past.
      slots.date = pastWeekday(u, context: context)
      if slots.date == nil, u.has(phrase: ["last", "night"]) { slots.date = context.today.adding(days: -1) }
    case .goalCreate:
      let (words, priority) = GoalWords.priority(in: u.withoutDate())
      result.goalPriority = priority
      // "make it a goal to ship my side project", "have decided i am going to write a novel":
      // the words that only ask lead, and go first.
      var asked = trim(
        GoalWords.afterGoalWord(words), noise: SlotWords.goalNoise.union(SlotWords.goalLeads), trailing: false)
      // "be debt free", "be in bed by eleven": a goal to be something says so; "be able to
      // do ten pull-ups" is the doing.
      if asked.starts(with: ["be", "able"]) {
        asked = trim(Array(asked.dropFirst()), noise: SlotWords.goalNoise, trailing: false)
      }
      let cut = trim(NewItemName.beforeTail(asked, tails: SlotWords.goalTails), noise: SlotWords.goalNoise)
      let title = weighedTitle(cut, in: words, role: .goal, names, &result)
      slots.title = written(NumberWords.unfold(title, said: u.saidWords()), u)
      slots.date = u.date
    case .decompose:
      applyItem(item, match, &slots, &result)
      let left = u.leftover(keepQuantities: true)
      let title = weighedTitle(DecomposedGoal.title(left), in: left, role: .decomposedGoal, names, &result)
      slots.title = written(NumberWords.unfold(title, said: u.saidWords()), u)
    case .routine:
      // "kick off the morning routine": the word before "routine" names it.
      if let at = u.words.firstIndex(of: "routine"), at > 0, !SlotWords.routineNoise.contains(u.words[at - 1]) {
        var first = at - 1
        if first > 0, !SlotWords.routineNoise.contains(u.words[first - 1]),
          !Lexicon.stopwords.contains(u.words[first - 1])
        {
          first -= 1
        }
        slots.name = titled(Array(u.words[first..<at]))
      } else {
        slots.name = titled(trim(u.leftover(), noise: SlotWords.routineNoise))
      }
      slots.time = u.time
    case .showToday:
      // "what did saturday look like", "how was friday": a day asked about in the past
      // tense is the last one.
      let past = u.hasAny(["did", "was", "were", "looked", "went", "had"])
      slots.date = past ? pastWeekday(u, context: context) : u.date
    case .due:
      // "when's rent due", "is the report overdue": the one item asked about.
      applyItem(item, match, &slots, &result)
      slots.date = u.date
    case .stats:
      applyItem(item, match, &slots, &result)
    case .export:
      result.format = ["json", "csv", "ics", "calendar", "ical"].first(where: { u.has($0) }).map {
        $0 == "calendar" || $0 == "ical" ? "ics" : $0
      }
    default:
      break
    }
    result.timeSlot = u.slot ?? (intent == .due ? partOfDay(u) : nil)
    result.slots = slots
  }
}
