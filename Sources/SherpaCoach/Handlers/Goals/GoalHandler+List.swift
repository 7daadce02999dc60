import Foundation
import SherpaCore
import SherpaIntent

/// "show my goals", "what are my goals": the list `sherpa goals` prints, by priority,
/// with progress, milestones and subgoals; answered on the device.
extension GoalHandler {
  /// Whether the words ask for the list of goals, and nothing more.
  static func asksForGoalList(_ normalized: String) -> Bool {
    guard normalized.includes("goal") else { return false }
    let words = normalized.split(separator: " ")
    guard words.contains("goals") || words.contains("goal") && words.contains("list") else { return false }
    let text = " " + normalized + " "
    let pattern =
      #"^ (?:(?:show|list|see|view|display|give|read)(?: me)?(?: out)? (?:all )?(?:of )?(?:my|the|our) (?:goals|goal list)(?: list)?|what are (?:all )?my goals|(?:what|which) goals do i have|(?:my|list|list my) goals|goals|goal list|(?:my|the) goal list)(?: please| again| now)? $"#
    return text.range(of: pattern, options: .regularExpression) != nil
  }

  func goalList() throws -> TurnOutcome {
    let goals = try insights.goals()
    let text: String
    if goals.isEmpty {
      text = "No goals yet. Say \"new goal: run a half marathon by april\" to set one."
    } else {
      let each = goals.map { summary in
        let goal = summary.goal
        var said = "\(goal.title) (\(goal.priority.rawValue)"
        said += goal.status == .done ? ", done" : ", \(summary.progress)%"
        if !summary.subgoals.isEmpty {
          said += ", \(summary.subgoals.count) subgoal\(summary.subgoals.count == 1 ? "" : "s")"
        }
        return said + ")"
      }
      text =
        "\(goals.count == 1 ? "1 goal" : "\(goals.count) goals"), by priority: " + each.joined(separator: "; ") + "."
    }
    var outcome = reply(.goals, text)
    if !goals.isEmpty { outcome.display = .goals(goals) }
    return outcome
  }
}
