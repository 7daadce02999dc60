import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// Sentences the parser is not sure of, answered offline: a view or an answer is given
/// (it changes nothing), a change is offered as a proposal ("Log 20 min of Read? yes /
/// no") when the sentence is put as a statement and names what it acts on, and
/// anything else is not understood. Nothing below the write threshold is written.
extension Coach {
  /// Below this the best reading is not worth offering.
  static let offerFloor = 0.35

  func unsure(_ parse: ParseResult, input: String) throws -> TurnOutcome {
    let intent = parse.intent
    guard intent != .unknown, parse.confidence >= Self.offerFloor else { return notUnderstood(parse) }
    if !parse.writes {
      if intent == .confirm || intent == .decline { return notUnderstood(parse) }
      return try runLocal(parse, input: input, voice: false)
    }
    // A change to an item the store does not hold, said with when it comes round ("pay
    // rent every month on the 4th, 16th and 31st"), is offered as the new item it names.
    if intent == .editItem, parse.itemID == nil, parse.candidates.isEmpty, parse.frame.allows(.addItem) {
      let asNew = parser().parse(input, context: parseContext, as: .addItem)
      let slots = asNew.slots
      if slots.recurrence != nil || slots.startDate != nil || slots.time != nil, let summary = offer(asNew) {
        return try propose(.addItem, summary, input: input)
      }
    }
    // Sure of the intent but not of the item: the reply names the candidates, or says
    // none was found, and writes nothing.
    if intent.actsOnItem && parse.itemID == nil && parse.sureOfIntent {
      return try runLocal(parse, input: input, voice: false)
    }
    // An amount in a unit the item is not counted in ("100 times" of a habit counted in
    // minutes), or one that is no amount ("did 0 pushups"), is refused as when sure:
    // offering it would log minutes, or only ask how much, on a yes.
    var parse = parse
    if intent == .logProgress, let amount = parse.slots.amount, let id = parse.itemID, let item = try data.item(id: id)
    {
      if ItemHandler.countsOnce(parse.slots, of: item) {
        // "ran 3 miles" of a run counted in times is offered as the one time it logs.
        parse.slots.amount = 1
        parse.slots.unit = .count
      } else if !Limits.isQuantity(amount) || parse.slots.unit.map({ $0 != item.unit }) == true {
        return try runLocal(parse, input: input, voice: false)
      }
    }
    // A score off its scale is refused as it would be when sure; the refusal writes nothing.
    if let score = parse.slots.score,
      intent == .reflect && !Reflection.scale.contains(score)
        || intent == .endOfDay && !EndOfDayNote.scale.contains(score)
    {
      return try runLocal(parse, input: input, voice: false)
    }
    guard parse.frame.allows(intent), let summary = offer(parse) else { return notUnderstood(parse) }
    return try propose(intent, summary, input: input)
  }

  /// Keeps the reading as the pending proposal a yes applies, and asks.
  private func propose(_ intent: Intent, _ summary: String, input: String) throws -> TurnOutcome {
    let proposal = Proposal(
      kind: .reading(text: input, intent: TurnIntent(intent), summary: summary, voice: false), createdAt: now)
    try data.savePending(json: proposal.encoded(), at: now)
    var outcome = reply(TurnIntent(intent), "Did you mean: \(summary)? Say yes to do it, or no.")
    outcome.pending = proposal.summary(expiring: now.addingTimeInterval(Proposal.lifetime))
    return outcome
  }

  /// The reading in words, or nil when it does not name what it would act on.
  func offer(_ parse: ParseResult) -> String? {
    let name = parse.slots.name
    let item = parse.itemID != nil ? name : nil
    switch parse.intent {
    case .addItem:
      guard let name else { return nil }
      return "add the \(parse.slots.kind?.rawValue ?? "habit") \u{201C}\(name)\u{201D}" + when(parse.slots)
    case .logProgress:
      guard let item, let amount = parse.slots.amount else { return nil }
      return "log \(Amounts.quantity(amount, parse.slots.unit ?? .count)) of \(item)" + on(parse.slots.date)
    case .complete: return item.map { "mark \($0) done" + on(parse.slots.date) }
    case .uncomplete: return item.map { "mark \($0) not done" + on(parse.slots.date) }
    case .skip: return item.map { "skip \($0)" + on(parse.slots.date) + (parse.slots.note.map { " (\($0))" } ?? "") }
    case .editItem:
      guard let id = parse.itemID, let stored = try? data.item(id: id) else { return nil }
      let changes = items.edited(stored, parse).changes
      return changes.isEmpty ? nil : "change \(stored.name): \(changes.joined(separator: ", "))"
    case .archiveItem: return item.map { "archive \($0)" }
    case .deleteItem: return item.map { "delete \($0)" }
    case .reflect: return parse.slots.note.map { "note this as a reflection: \u{201C}\($0)\u{201D}" }
    case .endOfDay: return parse.slots.score.map { "save \(whose(parse.slots.date, "end-of-day note")) with \($0)/10" }
    case .journal: return parse.slots.note.map { "add to \(whose(parse.slots.date, "journal")): \u{201C}\($0)\u{201D}" }
    case .goalCreate: return parse.slots.title.map { "create the goal \u{201C}\($0)\u{201D}" }
    case .startFocus:
      return "start a \(parse.slots.minutes ?? 25)-minute focus session" + (item.map { " on \($0)" } ?? "")
    case .reorder:
      guard let item else { return nil }
      let place = parse.slots.position ?? 1
      return "move \(item) " + (place == 1 ? "to the top" : place < 1 ? "to the end" : "to position \(place)")
        + " of today's plan"
    default: return nil
    }
  }

  /// When a new item would come round, so a yes confirms what was read: ", due Thu 3 Dec at
  /// 15:00", ", monthly on the 28th"; nothing for today with no time.
  private func when(_ slots: ParseSlots) -> String {
    var when = ""
    if let rule = slots.recurrence, rule.freq != .none {
      when = ", " + rule.summary(start: slots.startDate).lowercasedFirst
    } else if let day = slots.startDate ?? slots.date, day != today {
      when = ", due " + Coach.dayName(day, today: today)
    }
    return when + (slots.time.map { " at \($0)" } ?? "")
  }

  /// " for yesterday", " for Fri 20 Nov"; nothing for today or no day said.
  private func on(_ day: LocalDay?) -> String {
    guard let day, day != today else { return "" }
    return " for " + Coach.nearDayName(day, today: today)
  }

  /// "today's journal", "yesterday's journal", "the journal for Fri 20 Nov": whose a
  /// reading's journal line or wrap-up is.
  private func whose(_ day: LocalDay?, _ noun: String) -> String {
    guard let day, day != today else { return "today's \(noun)" }
    if day == today.adding(days: -1) { return "yesterday's \(noun)" }
    return "the \(noun) for \(Coach.dayName(day, today: today))"
  }
}
