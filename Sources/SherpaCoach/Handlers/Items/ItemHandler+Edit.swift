import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// Edits said in words: a new target ("change read to 45 minutes", "gym 4 times a
/// week"), a schedule ("yoga on tuesdays and thursdays"), a time ("move read to 7pm"), a
/// part of the day ("move meditate to the evening"), a task's date ("move call the
/// dentist to tomorrow") or a new name ("rename walk to evening walk"). One undoable
/// write; the reply says what changed.
extension ItemHandler {
  func editItem(_ parse: ParseResult) throws -> TurnOutcome {
    let before = try target(parse, intent: .editItem)
    if let amount = parse.slots.target, let unit = parse.slots.unit, Self.converted(amount, unit, to: before) == nil {
      return failure(
        .editItem, code: .invalidInput,
        "\(before.name) is counted in \(before.unit.rawValue), so I can't set it to \(Amounts.quantity(amount, unit)).")
    }
    let (item, changes) = edited(before, parse)
    guard !changes.isEmpty else {
      return failure(
        .editItem, code: .invalidInput,
        "What should change about \(before.name)? Say, for example, \"change \(before.name.lowercased()) to 45 minutes\" "
          + "or \"move \(before.name.lowercased()) to 7pm\".")
    }
    let saved = try write("edit \(before.name)") { try data.editItem(item) }
    return reply(
      .editItem, "Updated \(before.name): \(changes.joined(separator: ", ")). \"undo\" puts it back.",
      applied: [AppliedAction(type: .editItem, item: saved.name, id: saved.publicID)])
  }

  /// The item as `parse` would change it, and each change in words ("target 45 min a
  /// day", "at 19:00"); a new target in a unit the item cannot take is left out.
  func edited(_ before: Item, _ parse: ParseResult) -> (item: Item, changes: [String]) {
    var item = before
    var changes: [String] = []
    if let title = parse.slots.title, title.lowercased() != item.name.lowercased() {
      item.name = title
      changes.append("renamed to \(title)")
    }
    if let amount = parse.slots.target, let unit = parse.slots.unit,
      let converted = Self.converted(amount, unit, to: item)
    {
      item.target = converted
      if let period = parse.slots.period { item.period = period }
      changes.append("target \(Amounts.quantity(converted, of: item)) a \(item.period.rawValue)")
    }
    if let rule = parse.slots.recurrence, rule != item.recurrence {
      item.recurrence = rule
      changes.append(rule.summary(start: item.startDate).lowercasedFirst)
    }
    if let time = parse.slots.time {
      item.time = time
      changes.append("at \(time)")
    } else if let slot = parse.timeSlot {
      item.timeSlot = slot
      item.time = nil
      changes.append("in the \(slot.words)")
    }
    if let day = parse.slots.date, item.kind == .task {
      item.startDate = day
      changes.append(day == today ? "due today" : "due \(day)")
    }
    return (item, changes)
  }

  /// `amount` of `unit` in the item's unit (minutes to hours and the like), or nil when
  /// the two do not measure the same thing or it comes to nothing.
  static func converted(_ amount: Double, _ unit: SherpaCore.Unit, to item: Item) -> Double? {
    guard let value = unit.converted(amount, to: item.unit) else { return nil }
    return value > 0 ? value : nil
  }
}
