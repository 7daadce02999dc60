import Foundation
import SherpaCore
import SherpaStore

/// The daily check-in greeting (REPL only) and the words Tab completes.
extension Coach {
  /// "Morning! 3 habits and 1 task today, streak 12 🔥 — how did you sleep?" on the first
  /// start of a day; nil after that.
  public func checkIn() -> String? {
    guard (try? data.meta("last_check_in")) != today.description else { return nil }
    try? data.setMeta("last_check_in", today.description)
    guard let plan = try? data.plan(for: today, today: today) else { return nil }
    let hour = environment.timeOfDay.hour
    let hello = hour < 12 ? "Morning!" : hour < 18 ? "Afternoon!" : "Evening!"
    let habits = plan.habits.count
    let tasks = plan.tasks.count
    let streak = (try? insights.streak().current) ?? 0
    var text = "\(hello) \(Coach.count(habits, "habit")) and \(Coach.count(tasks, "task")) today"
    text += streak > 0 ? ", streak \(streak) 🔥" : ""
    text += hour < 12 ? " — how did you sleep?" : "."
    if plan.items.isEmpty { text = "\(hello) Nothing planned yet — try \"add a habit to read 20 minutes every day\"." }
    let due = try? insights.due(at: environment.timeOfDay, wake: settings.wake, bed: settings.bed)
    if let due, let line = PlanHandler.dueLine(due) { text += "\n" + line }
    return text
  }

  /// Slash commands and active item names, for Tab.
  public var completionWords: [String] {
    SlashCommand.completions + ((try? data.items(includeArchived: false)) ?? []).map(\.name)
  }
}
