import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// Adding, logging, completing and skipping items.
struct ItemHandler: CoachHandler {
  let context: CoachContext

  func addItem(_ parse: ParseResult) throws -> TurnOutcome {
    let slots = parse.slots
    guard let rawName = slots.name, let name = Item.normalizedName(rawName) else {
      return failure(
        .addItem, code: .invalidInput, "What should I call it? Try \"add a habit to read 20 minutes every day\".")
    }
    let kind = slots.kind ?? .habit
    var item = Item(
      kind: kind, name: Coach.titleCase(name), unit: slots.unit ?? .count,
      target: slots.target ?? slots.amount ?? 1, period: slots.period ?? .day,
      step: slots.amount ?? 1, recurrence: slots.recurrence,
      startDate: slots.startDate ?? slots.date ?? today, time: slots.time, countLabel: slots.countLabel,
      createdAt: now)
    item.timeSlot = parse.timeSlot
    // "remind me to call mom at 6": a reminder asked for is one to be told about.
    item.notify = ItemHandler.asksToBeReminded(parse.normalized)
    let added = try write("add \(item.name)") { try data.addItem(item) }
    let what = Amounts.quantity(added.target, of: added)
    // The part of the day goes with the days, before the rule's end ("every morning, ends
    // on 25 Dec").
    var endless = added.recurrence
    endless.end = .never
    let days = endless.summary(start: added.startDate)
    // "… due Wed 2 Dec at 18:30", "every morning at 07:00, ends on 25 Dec": the clock time
    // said goes with the days, so what was heard is confirmed.
    let at = added.time.map { " at \($0)" } ?? ""
    let schedule =
      ItemHandler.schedule(days.lowercasedFirst, added.timeSlot) + at
      + added.recurrence.summary(start: added.startDate).dropFirst(days.count)
    let reply: String
    if added.kind == .task && added.recurrence.freq != .none {
      // A repeating task is due on its rule's days, not on the day it was added.
      reply = "Added task \(added.name), \(schedule)."
    } else if added.kind == .task {
      let due = added.startDate == today ? "today" : Coach.dayName(added.startDate, today: today)
      reply = "Added task \(added.name), due \(due)\(at)."
    } else {
      let per = added.period == .day ? "" : " a \(added.period.rawValue)"
      // "2 times a week" on no fixed days says no schedule ("every day" would mislead).
      let when = added.isFlexible && added.timeSlot == nil ? at : ", \(schedule)"
      reply = "Added \(added.name) — \(what)\(per)\(when). You've got this."
    }
    var outcome = self.reply(
      .addItem, reply, applied: [AppliedAction(type: .addItem, item: added.name, id: added.publicID)])
    if let note = parse.conversionNote { outcome.reply += " (\(note))" }
    return outcome
  }
}

extension ItemHandler {
  /// The schedule as it was said: "every evening" for a daily habit kept for the
  /// evening, "every mon, wed, fri in the morning", "every day before bed".
  static func schedule(_ summary: String, _ slot: TimeSlot?) -> String {
    guard let slot else { return summary }
    switch (summary, slot) {
    case ("every day", .morning): return "every morning"
    case ("every day", .evening): return "every evening"
    default:
      let when =
        switch slot {
        case .afterWake: "after waking"
        case .morning: "in the morning"
        case .duringTheDay: "during the day"
        case .evening: "in the evening"
        case .beforeBed: "before bed"
        }
      return summary + " " + when
    }
  }
}

extension String {
  var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}

extension ItemHandler {
  /// The item a parse names: resolved by the parser, else by exact name.
  func target(_ parse: ParseResult, intent: TurnIntent) throws -> Item {
    if let id = parse.itemID, let item = try data.item(id: id), !item.archived { return item }
    if parse.candidates.count > 1 {
      throw CoachError.ambiguous(intent: intent, names: Array(parse.candidates.prefix(3).map(\.name)))
    }
    if let name = parse.slots.name, let item = try data.item(named: name) { return item }
    throw CoachError.notFound(
      intent: intent, name: parse.slots.name ?? "", closest: try closestNames(to: parse.slots.name ?? parse.normalized))
  }

  func logProgress(_ parse: ParseResult, source: Increment.Source) throws -> TurnOutcome {
    let item = try target(parse, intent: .logProgress)
    guard let amount = parse.slots.amount, Limits.isQuantity(amount) else {
      // The example in the item's own unit ("2000 ml of drink water", not minutes); a
      // count with its own word is said the way it is logged ("did 10 pullups").
      let amount = Amounts.quantity(item.target, of: item)
      let example = item.countLabel != nil ? "did \(amount)" : "\(amount) of \(item.name.lowercased())"
      return failure(.logProgress, code: .invalidInput, "How much? Try \"\(example)\".")
    }
    if Self.countsOnce(parse.slots, of: item) {
      return try logByHand(itemID: item.id, amount: 1, day: parse.slots.date ?? today, source: source)
    }
    // An amount the parser could not restate in the item's unit ("3 times" of minutes).
    if let said = parse.slots.unit, said != item.unit {
      return failure(
        .logProgress, code: .invalidInput,
        "\(item.name) is counted in \(item.label(for: 2)), so I can't log \(Amounts.quantity(amount, said)) to it. "
          + "Try \"\(Amounts.quantity(item.target, of: item)) of \(item.name.lowercased())\".")
    }
    let day = parse.slots.date ?? today
    if amount > Self.askAbove * item.target {
      return try proposeLargeLog(item, amount: amount, day: day, source: source)
    }
    if day == today, let open = try focus.unfinishedFocus(), open.itemID == item.id {
      return try focus.proposeLogDuringFocus(item, amount: amount, day: day, source: source, since: open.startedAt)
    }
    return try logByHand(itemID: item.id, amount: amount, day: day, source: source)
  }

  /// "ran 3 miles", "meditated 10 minutes" of an item counted in times: one more time of
  /// it (the measure is not kept). The log and its offer when unsure both follow this.
  static func countsOnce(_ slots: ParseSlots, of item: Item) -> Bool {
    item.unit == .count && slots.unit.map { $0 != .count } == true
  }

  /// An amount more than this many times the item's target is asked about, not logged:
  /// a misheard number or a line of noise ("9.4 million ml") should not become progress.
  static let askAbove = 20.0

  func proposeLargeLog(_ item: Item, amount: Double, day: LocalDay, source: Increment.Source) throws -> TurnOutcome {
    let per = item.period == .day ? "a day" : "a \(item.period.rawValue)"
    return try proposeLogByHand(
      item, amount: amount, day: day, source: source,
      saying: "\(Amounts.quantity(amount, of: item)) is more than \(Int(Self.askAbove)) times \(item.name)'s target "
        + "of \(Amounts.quantity(item.target, of: item)) \(per). Log it anyway? Say yes or no.")
  }

  /// A log by hand kept as a proposal until a yes, with the reply that asks for it.
  func proposeLogByHand(
    _ item: Item, amount: Double, day: LocalDay, source: Increment.Source, saying text: String
  ) throws -> TurnOutcome {
    let proposal = Proposal(
      kind: .logDuringFocus(
        itemID: item.id, name: item.name, amount: amount, unit: item.unit.rawValue, day: day, typed: source != .voice),
      createdAt: now)
    try data.savePending(json: proposal.encoded(), at: now)
    var outcome = reply(.logProgress, text)
    outcome.pending = proposal.summary(expiring: now.addingTimeInterval(Proposal.lifetime))
    return outcome
  }

  /// Logs an amount said or typed, and says where the item stands.
  func logByHand(itemID: Int64, amount: Double, day: LocalDay, source: Increment.Source) throws -> TurnOutcome {
    guard let item = try data.item(id: itemID) else {
      throw CoachError.notFound(intent: .logProgress, name: "", closest: [])
    }
    let (change, celebration, record) = try writeCompleting("log \(item.name)", item: item, day: day) {
      try data.logProgress(itemID: item.id, day: day, amount: amount, source: source, at: now)
    }
    var text = "Logged \(Amounts.logged(amount, of: item)) — "
    text +=
      Amounts.progress(change.periodProgress, of: item)
      + (item.period != .day ? " this \(item.period.rawValue)." : day == today ? " today." : " on \(day).")
    if change.isCompleted && !change.wasCompleted { text += " That's \(item.name) done ✓ (+10 XP)." }
    text += streakHint(record, day: day) + celebration
    return reply(
      .logProgress, text,
      applied: [
        AppliedAction(
          type: .logProgress, item: item.name, id: item.publicID, amount: amount, unit: item.unit.rawValue)
      ])
  }

  func complete(_ parse: ParseResult, source: Increment.Source) throws -> TurnOutcome {
    let item = try target(parse, intent: .complete)
    let day = parse.slots.date ?? today
    if let existing = try instance(item.id, on: day), existing.isCompleted(target: item.target) {
      return reply(.complete, "\(item.name) is already done for \(said(day)) ✓")
    }
    // "i flossed last night" about a habit added today: there was nothing to do then.
    if item.kind == .habit, day < today, day < item.startDate {
      return failure(
        .complete, code: .invalidInput,
        "\(item.name) starts on \(Coach.longDate(item.startDate)), so there is nothing to mark for \(said(day)).")
    }
    // "brushed my teeth" on a twice-a-day habit is one of the two; "mark it done" is all.
    if item.unit == .count && item.target > 1 && !Self.saysAllDone(parse.normalized) {
      var outcome = try logByHand(itemID: item.id, amount: 1, day: day, source: source)
      outcome.intent = .complete
      return outcome
    }
    let done = try writeCompleting("complete \(item.name)", item: item, day: day) {
      try data.complete(itemID: item.id, day: day, at: now)
    }
    var text = "Nice — \(item.name) done\(day == today ? "" : " for \(said(day))") ✓ (+10 XP)."
    text += streakHint(done.today, day: day) + done.celebration
    return reply(.complete, text, applied: [AppliedAction(type: .complete, item: item.name, id: item.publicID)])
  }

  /// A day as a reply says it: "today", "yesterday", or its date.
  func said(_ day: LocalDay) -> String {
    day == today ? "today" : day == today.adding(days: -1) ? "yesterday" : Coach.longDate(day)
  }

  /// Whether an item is asked for as a reminder ("remind me to …", "set a reminder").
  static func asksToBeReminded(_ normalized: String) -> Bool {
    normalized.includes("remind me") || normalized.includes("reminder")
  }

  /// Whether the words ask for the whole item to be done, not one more step of it.
  static func saysAllDone(_ normalized: String) -> Bool {
    normalized.split(separator: " ").contains { word in
      ["done", "complete", "completed", "finished", "finish", "mark", "check", "checked", "tick", "ticked", "all"]
        .contains(word)
    }
  }

  func uncomplete(_ parse: ParseResult) throws -> TurnOutcome {
    let item = try target(parse, intent: .uncomplete)
    let day = parse.slots.date ?? today
    guard let existing = try instance(item.id, on: day), existing.progress > 0 else {
      return reply(
        .uncomplete, "\(item.name) wasn't marked done \(day == today ? "today" : "on \(day)"), so nothing changed.")
    }
    _ = try write("uncheck \(item.name)") { try data.uncomplete(itemID: item.id, day: day, at: now) }
    return reply(
      .uncomplete, "Unchecked \(item.name) — back to \(Amounts.progress(0, of: item)).",
      applied: [AppliedAction(type: .uncomplete, item: item.name, id: item.publicID)])
  }

  func skip(_ parse: ParseResult) throws -> TurnOutcome {
    let item = try target(parse, intent: .skip)
    let day = parse.slots.date ?? today
    let note = parse.slots.note.flatMap { $0.trimmingSpaces.isEmpty ? nil : $0 }
    let when = day == today ? "today" : "on \(day)"
    // Done is done: a skip would mark the row skipped beside its check mark.
    if let done = try instance(item.id, on: day), done.isCompleted(target: item.target) {
      return reply(
        .skip,
        "\(item.name) is already done \(when), so there is nothing to skip. "
          + "Say \"uncheck \(item.name.lowercased())\" first if it wasn't.")
    }
    _ = try write("skip \(item.name)") { try data.skip(itemID: item.id, day: day, note: note) }
    let text: String
    if let note {
      text =
        "Skipped \(item.name) \(when) (\(note)) — it won't count against your streak. Want me to suggest a lighter alternative?"
    } else {
      text =
        "Skipped \(item.name) \(when). Add a reason (\"skip \(item.name.lowercased()), sick\") and it won't count against your streak."
    }
    return reply(.skip, text, applied: [AppliedAction(type: .skip, item: item.name, id: item.publicID, note: note)])
  }

  /// " 2 habits left for a streak day." / " Today counts for your streak 🔥", from
  /// today's record as the turn's write left it.
  func streakHint(_ record: DayRecord, day: LocalDay) -> String {
    guard day == today else { return "" }
    if record.counted == 0 { return "" }
    if record.qualifies { return " Today counts for your streak 🔥" }
    let needed = Int((Double(record.counted) * DayEvaluator.threshold).rounded(.up)) - record.completed
    return needed == 1 ? " 1 habit left for a streak day." : " \(needed) habits left for a streak day."
  }
}

extension ItemHandler {
  /// Active item names closest to what was said, for "did you mean".
  func closestNames(to text: String) throws -> [String] {
    NameSuggestions.closest(to: text, among: try data.items(includeArchived: false).map(\.name), limit: 3)
  }
}
