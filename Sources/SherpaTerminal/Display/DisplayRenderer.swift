import Foundation
import SherpaCoach
import SherpaCore

/// Draws the picture a turn asked for, in the run's style.
public enum DisplayRenderer {
  public static func render(_ display: Display, style: RenderStyle) -> String {
    switch display {
    case .today(let plan, let atRisk): return PlanText.render(plan, atRisk: atRisk, style: style)
    case .stats(let report): return String(describing: report)
    case .help(let lines): return lines.joined(separator: "\n")
    }
  }
}

/// The day's plan as text: one line per item with a progress bar.
public enum PlanText {
  public static func render(_ plan: DayPlan, atRisk: [String: Int] = [:], style: RenderStyle) -> String {
    guard !plan.items.isEmpty else {
      return "Nothing planned for \(plan.date). Try: sherpa say \"add a habit to read 20 minutes every day\""
    }
    var lines = ["\(plan.date)" + (plan.qualifies ? (style.unicode ? "  streak day ✓" : "  streak day [x]") : "")]
    for item in plan.items {
      let done = item.completed ? (style.unicode ? "✓" : "x") : item.skipped ? (style.unicode ? "·" : "-") : " "
      let share = item.target > 0 ? min(1, item.progress / item.target) : 0
      let width = 10
      let filled = Int((share * Double(width)).rounded(.down))
      let bar =
        style.unicode
        ? String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        : String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
      var line = "[\(done)] \(Sanitizer.clean(item.name, keepNewlines: false))"
      line += " " + bar + " " + Self.number(item.progress) + "/" + Self.number(item.target) + " " + item.unit.rawValue
      if item.overdue { line += " (overdue)" }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
  }
}
