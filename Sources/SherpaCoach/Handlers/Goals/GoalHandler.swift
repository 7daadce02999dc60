import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// Goals: made from a sentence, broken into sub-goals, listed.
struct GoalHandler: CoachHandler {
  let context: CoachContext

  func createGoal(_ parse: ParseResult) throws -> TurnOutcome {
    guard let title = parse.slots.title.flatMap(Item.normalizedName) else {
      return failure(.goalCreate, code: .invalidInput, "What's the goal? Try \"i want to run a marathon by june\".")
    }
    let goal = try write("add goal \(title)") {
      try data.createGoal(
        Goal(
          title: Coach.sentenceCase(title), priority: parse.goalPriority ?? .now, targetDate: parse.slots.date,
          createdAt: now))
    }
    var text =
      goal.priority == .now ? "New goal: \(goal.title)" : "New goal for \(goal.priority.rawValue): \(goal.title)"
    if let date = goal.targetDate { text += " (by \(Coach.longDate(date)))" }
    text += ". Say \"break it down\" and I'll suggest milestones."
    return reply(.goalCreate, text, applied: [AppliedAction(type: .goalCreate, item: goal.title, id: goal.publicID)])
  }
}
