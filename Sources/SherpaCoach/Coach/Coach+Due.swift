import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// "What's due", "what's left this evening", `/due`: the due list at this moment, or at
/// the reminder for the part of the day that was named when that is still ahead.
extension Coach {
  func due(slot: TimeSlot?, source: TurnOutcome.Source) throws -> TurnOutcome {
    var time = environment.timeOfDay
    if let slot, let reminder = Coach.reminder(for: slot, wake: settings.wake, bed: settings.bed),
      reminder.time > time
    {
      time = reminder.time
    }
    let list = try insights.due(at: time, wake: settings.wake, bed: settings.bed)
    var outcome = reply("due", Coach.dueSummary(list), source: source)
    outcome.display = .due(list)
    return outcome
  }

  /// The reminder that asks about a part of the day.
  static func reminder(for slot: TimeSlot, wake: LocalTime, bed: LocalTime) -> SmartReminder? {
    SmartReminder.schedule(wake: wake, bed: bed).first { $0.reach == slot }
  }

  /// "2 due now, 3 later today; 3/7 must-dos done." — or that nothing is left.
  static func dueSummary(_ list: DueList) -> String {
    let progress = "\(list.mustDos.done)/\(list.mustDos.total) must-dos done"
    guard !list.entries.isEmpty else { return "Nothing left to do today — \(progress)." }
    var parts: [String] = []
    if !list.overdue.isEmpty { parts.append("\(list.overdue.count) overdue") }
    parts.append("\(list.now.count) due now")
    if !list.next.isEmpty { parts.append("\(list.next.count) later today") }
    return parts.joined(separator: ", ") + "; \(progress)."
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
