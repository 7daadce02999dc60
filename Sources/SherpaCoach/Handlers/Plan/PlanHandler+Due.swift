import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// "What's due", "what's left this evening", `/due`: the due list at this moment, or at
/// the reminder for the part of the day that was named when that is still ahead.
extension PlanHandler {
  /// With `first` ("what should i do first", "what's next"), the reply leads with the
  /// one thing to start with: the first of the list, which is ordered by lateness, tier,
  /// time slot and the day's order.
  func due(slot: TimeSlot?, source: TurnOutcome.Source, first: Bool = false) throws -> TurnOutcome {
    var time = environment.timeOfDay
    if let slot, let reminder = PlanHandler.reminder(for: slot, wake: settings.wake, bed: settings.bed),
      reminder.time > time
    {
      time = reminder.time
    }
    let list = try insights.due(at: time, wake: settings.wake, bed: settings.bed)
    var text = PlanHandler.dueSummary(list)
    if first, let lead = PlanHandler.startWith(list) { text = lead + " " + text }
    var outcome = reply(.due, text, source: source)
    // With nothing planned the words say all there is; the picture would say it again.
    if list.planned > 0 { outcome.display = .due(list) }
    return outcome
  }

  /// "when's rent due", "is the report overdue": where that one item stands today.
  func due(itemID: Int64) throws -> TurnOutcome {
    guard let item = try data.item(id: itemID) else { return try due(slot: nil, source: .local) }
    let list = try insights.due(at: environment.timeOfDay, wake: settings.wake, bed: settings.bed)
    let name = Coach.sanitize(item.name)
    let text: String
    func when(_ entry: DueEntry) -> String {
      if let time = entry.time { return "at \(time)" }
      if let slot = entry.timeSlot { return "this " + slot.words }
      return "today"
    }
    if let entry = list.overdue.first(where: { $0.id == item.publicID }) {
      let since = entry.dueDate.map { " since \(Coach.dayName($0, today: today))" } ?? ""
      text = "\(name) is overdue\(since) — it's first on the list."
    } else if let entry = list.now.first(where: { $0.id == item.publicID }) {
      text = entry.time == nil && entry.timeSlot == nil ? "\(name) is due now." : "\(name) is due now (\(when(entry)))."
    } else if let entry = list.next.first(where: { $0.id == item.publicID }) {
      text = "\(name) is due later, \(when(entry))."
    } else if let instance = try instance(item.id, on: today), instance.progress >= item.target {
      text = "\(name) is done for today ✓."
    } else if item.kind == .task, item.startDate > today {
      text = "\(name) is due \(Coach.dayName(item.startDate, today: today))."
    } else {
      let next = item.recurrence.occurrences(start: item.startDate, from: today.adding(days: 1), count: 1).first
      text = "\(name) isn't due today" + (next.map { "; next on \(Coach.dayName($0, today: today))." } ?? ".")
    }
    return reply(.due, text)
  }

  /// The reminder that asks about a part of the day.
  static func reminder(for slot: TimeSlot, wake: LocalTime, bed: LocalTime) -> SmartReminder? {
    SmartReminder.schedule(wake: wake, bed: bed).first { $0.reach == slot }
  }

  /// "Start with Meditate (morning), then Call the dentist." — nil when nothing is due.
  static func startWith(_ list: DueList) -> String? {
    let ordered = list.overdue + list.now + list.next
    guard let first = ordered.first else { return nil }
    var text = "Start with \(Coach.sanitize(first.name))"
    if let time = first.time {
      text += " (\(time))"
    } else if let slot = first.timeSlot {
      text += " (\(slot.words))"
    }
    if ordered.count > 1 { text += ", then \(Coach.sanitize(ordered[1].name))" }
    return text + "."
  }

  /// Whether a question about what is due asks for the one to start with.
  static func asksWhatFirst(_ normalized: String) -> Bool {
    let words = normalized.split(separator: " ")
    return words.contains("first") || words.contains("next") || normalized.includes("start with")
      || normalized.includes("begin with")
  }

  /// "2 due now, 3 later today; 3/7 must-dos done." ("1 due now." with no must-dos) — or
  /// that nothing is left.
  static func dueSummary(_ list: DueList) -> String {
    let progress = "\(list.mustDos.done)/\(list.mustDos.total) must-dos done"
    guard !list.entries.isEmpty else {
      if list.planned == 0 {
        return "Nothing is planned for today. Add something: \"add a habit to read 20 minutes every day\"."
      }
      return list.mustDos.total > 0 ? "Nothing left to do today — \(progress)." : "Nothing left to do today."
    }
    var parts: [String] = []
    if !list.overdue.isEmpty { parts.append("\(list.overdue.count) overdue") }
    parts.append("\(list.now.count) due now")
    if !list.next.isEmpty { parts.append("\(list.next.count) later today") }
    // A day without must-dos has no must-do figure to give.
    return parts.joined(separator: ", ") + (list.mustDos.total > 0 ? "; \(progress)." : ".")
  }

  /// "Due now: File taxes, Read and Stretch." for the check-in; nil when nothing is.
  static func dueLine(_ list: DueList) -> String? {
    let names = (list.overdue + list.now).map(\.name)
    guard !names.isEmpty else { return nil }
    let shown = Array(names.prefix(3))
    var text = "Due now: "
    text += shown.count == 1 ? shown[0] : shown.dropLast().joined(separator: ", ") + " and " + (shown.last ?? "")
    if names.count > shown.count { text += " (+\(names.count - shown.count) more)" }
    return text + "."
  }
}
