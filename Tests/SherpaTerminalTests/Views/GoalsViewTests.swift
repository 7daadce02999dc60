import Foundation
import SherpaCore
import SherpaTerminal
import Testing

/// `sherpa goals`: goals by priority then deadline, progress from their milestones,
/// milestones under their goal, a subgoal indented under its parent, a done goal last.
@Test func goalsViewIsAPicture() {
  let created = Date(timeIntervalSince1970: 1_790_000_000)
  let day = { (text: String) in LocalDay(text) ?? LocalDay(ordinal: 0) }
  let window = DayWindow(start: day("2026-11-23"), end: day("2026-12-20"))
  func milestone(_ id: Int64, _ goal: Int64, _ title: String, _ status: Milestone.Status) -> Milestone {
    Milestone(
      id: id, goalID: goal, title: title, estHours: 2, successCriteria: "done", window: window, status: status,
      position: Int(id))
  }
  let goals = [
    Goal(id: 3, title: "Write a novel", priority: .later, createdAt: created),
    Goal(id: 1, title: "Run a marathon", priority: .now, targetDate: day("2027-06-30"), createdAt: created),
    Goal(id: 4, title: "Run a half marathon first", priority: .now, parentID: 1, createdAt: created),
    Goal(id: 2, title: "Learn spanish", priority: .next, targetDate: day("2027-09-01"), createdAt: created),
    Goal(id: 5, title: "Pass the driving test", status: .done, createdAt: created),
    Goal(id: 6, title: "Old plan", status: .archived, createdAt: created),
  ]
  let milestones: [Int64: [Milestone]] = [
    1: [
      milestone(1, 1, "Run 10k without stopping", .done), milestone(2, 1, "Run 21k", .inProgress),
      milestone(3, 1, "Run 30k", .planned), milestone(4, 1, "Taper and race", .planned),
    ]
  ]
  let list = GoalSummary.list(goals: goals) { milestones[$0.id] ?? [] }
  #expect(list.map(\.goal.id) == [1, 2, 3, 5], "archived goals are left out, subgoals sit under their parent")
  #expect(list.first?.progress == 25 && list.first?.subgoals.map(\.goal.id) == [4])
  for (suffix, style) in Golden.styles {
    let text = GoalsView(goals: list).render(style: style)
    Golden.checkShape(text, style)
    Golden.check(text, "goals-\(suffix)")
  }
  #expect(GoalsView(goals: []).render(style: .plain).hasPrefix("No goals yet."))
}
