import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// Today's plan, reordering and undo.
struct PlanHandler: CoachHandler {
  let context: CoachContext

  func showToday(intent: TurnIntent, source: TurnOutcome.Source) throws -> TurnOutcome {
    let plan = try data.plan(for: today, today: today)
    let habits = plan.items.filter { $0.kind == .habit }.count
    let tasks = plan.items.count - habits
    var text: String
    if plan.items.isEmpty {
      text = "Nothing planned today. Add something: \"add a habit to read 20 minutes every day\"."
    } else {
      let left = plan.items.filter { !$0.completed && !$0.skipped }.count
      text = "Today: \(Coach.count(habits, "habit")) and \(Coach.count(tasks, "task")); \(left) still to do."
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
    let wanted = max(1, min(parse.slots.position ?? 1, order.count + 1))
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
