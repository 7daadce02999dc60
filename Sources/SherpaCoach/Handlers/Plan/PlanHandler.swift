import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// A day's plan, reordering and undo.
struct PlanHandler: CoachHandler {
  let context: CoachContext

  /// The plan of `day` (today when none is named): "show me friday" shows Friday's.
  func showToday(intent: TurnIntent, source: TurnOutcome.Source, day named: LocalDay? = nil) throws -> TurnOutcome {
    let day = named ?? today
    let plan = try data.plan(for: day, today: today)
    let habits = plan.items.filter { $0.kind == .habit }.count
    let tasks = plan.items.count - habits
    let planned = "\(Coach.count(habits, "habit")) and \(Coach.count(tasks, "task"))"
    let when = Coach.nearDayName(day, today: today)
    var text: String
    if plan.items.isEmpty {
      text =
        day == today
        ? "Nothing planned today. Add something: \"add a habit to read 20 minutes every day\"."
        : "Nothing planned for \(when)."
    } else if day == today {
      let left = plan.items.filter { !$0.completed && !$0.skipped }.count
      text = "Today: \(planned); \(left) still to do."
    } else if day > today {
      text = "\(Coach.titleCase(when)): \(planned) planned."
    } else {
      let done = plan.items.filter(\.completed).count
      text = "\(Coach.titleCase(when)): \(planned); \(done) done."
    }
    var outcome = reply(intent, text, source: source)
    if drawsPictures, !plan.items.isEmpty { outcome.display = try insights.todayDisplay(plan) }
    return outcome
  }

  func reorder(_ parse: ParseResult) throws -> TurnOutcome {
    let item = try items.target(parse, intent: .reorder)
    let plan = try data.plan(for: today, today: today)
    var order = plan.items.map(\.itemID)
    guard let from = order.firstIndex(of: item.id) else {
      return failure(.reorder, code: .notFound, "\(item.name) isn't on today's plan.")
    }
    order.remove(at: from)
    // A place below one counts from the end ("to the bottom" is -1).
    let said = parse.slots.position ?? 1
    let wanted = said < 1 ? order.count + 1 : min(said, order.count + 1)
    order.insert(item.id, at: wanted - 1)
    try write("reorder") { try data.reorder(day: today, itemIDs: order) }
    let place = wanted == 1 ? "to the top" : wanted == order.count ? "to the end" : "to position \(wanted)"
    return reply(
      .reorder, "Moved \(item.name) \(place) of today's plan.",
      applied: [AppliedAction(type: .reorderPlan, item: item.name, id: item.publicID, detail: "position \(wanted)")])
  }

  func undo(source: TurnOutcome.Source) throws -> TurnOutcome {
    guard let undone = try data.undoLastTurn() else {
      return reply(.undo, "There's nothing left to undo.", source: source)
    }
    return reply(
      .undo, "Undone: \(undone.label).", source: source, applied: [AppliedAction(type: .undo, detail: undone.label)])
  }

}
