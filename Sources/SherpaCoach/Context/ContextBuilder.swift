import SherpaActions
import SherpaCore

/// What the LLM is told about the person, and nothing more: today's plan with ids, the
/// streak, the last focus session, the goals (with milestones for the goal in question),
/// the suggestions when ideas are asked for, and — only when the config allows —
/// notes and reflections. Never the API key: it is not an input here.
public struct ContextBuilder: Sendable {
  public struct Snapshot: Sendable {
    public var today: LocalDay
    public var time: LocalTime
    public var wake: LocalTime
    public var bed: LocalTime
    public var plan: [PlanLine]
    public var streak: Int
    public var lastFocus: String?
    public var goals: [ActionContext.GoalEntry]
    public var focusGoal: (goal: ActionContext.GoalEntry, milestones: [String])?
    public var suggestions: [ActionContext.Named]
    public var notes: [String]

    public init(
      today: LocalDay, time: LocalTime, wake: LocalTime, bed: LocalTime, plan: [PlanLine], streak: Int,
      lastFocus: String?, goals: [ActionContext.GoalEntry],
      focusGoal: (goal: ActionContext.GoalEntry, milestones: [String])?,
      suggestions: [ActionContext.Named], notes: [String]
    ) {
      self.today = today
      self.time = time
      self.wake = wake
      self.bed = bed
      self.plan = plan
      self.streak = streak
      self.lastFocus = lastFocus
      self.goals = goals
      self.focusGoal = focusGoal
      self.suggestions = suggestions
      self.notes = notes
    }
  }

  /// One of today's items as the model sees it.
  public struct PlanLine: Sendable, Hashable {
    public var id: String
    public var name: String
    public var kind: ItemKind
    public var progress: String
    public var done: Bool

    public init(id: String, name: String, kind: ItemKind, progress: String, done: Bool) {
      self.id = id
      self.name = name
      self.kind = kind
      self.progress = progress
      self.done = done
    }
  }

  public var sendNotes: Bool

  public init(sendNotes: Bool) { self.sendNotes = sendNotes }

  /// The context text, in a fixed order so identical states give identical requests (and cache hits).
  public func text(_ snapshot: Snapshot) -> String {
    var lines: [String] = []
    lines.append("Today is \(snapshot.today) (\(snapshot.today.weekdayAbbreviation)), now \(snapshot.time).")
    lines.append(
      "Wake \(snapshot.wake), bed \(snapshot.bed). Milestone windows must lie in \(snapshot.today) … \(snapshot.today.adding(days: 27))."
    )
    lines.append("Streak: \(snapshot.streak) day\(snapshot.streak == 1 ? "" : "s").")
    if snapshot.plan.isEmpty {
      lines.append("Today's plan: empty.")
    } else {
      lines.append("Today's plan (in order):")
      for line in snapshot.plan {
        lines.append("- \(line.id) \(line.name) [\(line.kind.rawValue)] \(line.progress)\(line.done ? " done" : "")")
      }
    }
    if let lastFocus = snapshot.lastFocus { lines.append("Last focus session: \(lastFocus).") }
    if !snapshot.goals.isEmpty {
      lines.append("Goals:")
      for goal in snapshot.goals {
        lines.append(
          "- g\(goal.id) \(goal.title) (\(goal.status.rawValue))" + (goal.parentID.map { ", part of g\($0)" } ?? ""))
      }
    }
    if let focus = snapshot.focusGoal {
      lines.append("The goal in question: g\(focus.goal.id) \(focus.goal.title).")
      for milestone in focus.milestones { lines.append("  milestone: \(milestone)") }
    }
    if !snapshot.suggestions.isEmpty {
      lines.append("Suggestions library:")
      for suggestion in snapshot.suggestions { lines.append("- s\(suggestion.id) \(suggestion.name)") }
    }
    if sendNotes && !snapshot.notes.isEmpty {
      lines.append("Recent notes:")
      for note in snapshot.notes { lines.append("- \(note)") }
    }
    return lines.joined(separator: "\n")
  }
}

/// Short English names of days, for replies and the model's context.
enum LocalDayNames {
  /// "Tue 24 Nov".
  static func short(_ day: LocalDay) -> String { "\(day.weekdayAbbreviation) \(day.day) \(day.monthAbbreviation)" }
}
