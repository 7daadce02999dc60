import SherpaCore

/// `sherpa goals`: each goal with its priority, deadline and progress, its milestones
/// one line each, its subgoals indented under it. Text from the store arrives sanitised.
public struct GoalsView: Sendable {
  public var goals: [GoalSummary]

  public init(goals: [GoalSummary]) {
    self.goals = goals
  }

  public func render(style: RenderStyle) -> String {
    guard !goals.isEmpty else {
      return "No goals yet. Say \"new goal: run a half marathon by april\" to set one.\n"
    }
    var lines = [Paint.bold("Goals", style)]
    // The title column takes what the terminal leaves after the id, priority, deadline
    // and bar (at least 12), and no more than the longest title needs.
    func longest(_ list: [GoalSummary], _ depth: Int) -> Int {
      list.map { max($0.goal.title.count + 2 * depth, longest($0.subgoals, depth + 1)) }.max() ?? 0
    }
    let titleColumns = min(longest(goals, 0), max(12, style.width - 45))
    for summary in goals { lines += self.lines(summary, depth: 0, titleColumns: titleColumns, style: style) }
    return lines.joined(separator: "\n") + "\n"
  }

  func lines(_ summary: GoalSummary, depth: Int, titleColumns: Int, style: RenderStyle) -> [String] {
    let goal = summary.goal
    let indent = String(repeating: "  ", count: depth)
    let done = goal.status == .done
    let title = Paint.clip(Sanitizer.clean(goal.title, keepNewlines: false), titleColumns - 2 * depth, style)
    var head = Paint.pad(goal.publicID, 5) + Paint.pad(goal.priority.rawValue, 7) + indent
    head += Paint.pad(title, titleColumns - 2 * depth) + "  " + Paint.pad(goal.targetDate.map { "by \($0)" } ?? "", 13)
    head +=
      done
      ? "  done"
      : "  " + Charts.bar(Double(summary.progress) / 100, columns: 10, style: style) + " \(summary.progress)%"
    var out = [head]
    let mark = (done: style.unicode ? "✓" : "x", open: style.unicode ? "·" : "-")
    for milestone in summary.milestones {
      let sign = milestone.status == .done ? mark.done : mark.open
      out.append(
        String(repeating: " ", count: 12) + indent + "\(sign) " + Sanitizer.clean(milestone.title, keepNewlines: false))
    }
    for child in summary.subgoals {
      out += lines(child, depth: depth + 1, titleColumns: titleColumns, style: style)
    }
    return out
  }
}
