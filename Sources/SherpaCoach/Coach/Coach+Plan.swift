import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// Today's plan, reordering, undo and the day record behind the streak.
extension Coach {
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
    let item = try target(parse, intent: .reorder)
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

  /// Re-evaluates a day's streak record after a change, locking a qualifying day and
  /// writing or taking back its +50 XP.
  @discardableResult
  func refreshDay(_ day: LocalDay) throws -> DayRecord {
    // A turn asks twice (after its writes, then for the reply); nothing changed between.
    if let stamp = data.stamp, let kept = refreshed, kept.day == day, kept.stamp == stamp { return kept.record }
    let record = try evaluateAndRecord(day)
    refreshed = data.stamp.map { (day, $0, record) }
    return record
  }

  private func evaluateAndRecord(_ day: LocalDay) throws -> DayRecord {
    let items = try data.items(includeArchived: false)
    // The day's progress, skips and notes: the rule needs no increments, so none are read.
    // A weekly or monthly target on fixed days also needs its period's earlier days.
    let from = items.filter(\.addsUpOverPeriod).map { $0.periodStart(containing: day) }.min() ?? day
    let instances = try data.instances(from: min(from, day), to: day)
    let log = HabitLog(items: items, instances: instances, groups: try data.groups())
    let stored = try data.dayRecords(from: day, to: day).first
    let fresh = DayEvaluator.evaluate(day, log: log)
    var record = fresh
    if let stored, stored.locked, stored.qualifies, fresh.completed >= stored.completed {
      record.qualifies = true
      record.locked = true
    }
    guard record != stored else { return record }
    try data.recordDay(record)
    let ref = day.description
    if record.qualifies && stored?.qualifies != true {
      _ = try data.addXPEvent(XPEvent(day: day, reason: .qualifyingDay, ref: ref, at: now))
    } else if !record.qualifies && stored?.qualifies == true {
      try data.removeXPEvents(reason: .qualifyingDay, ref: ref)
    }
    return record
  }

  static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
