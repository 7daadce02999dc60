import SherpaCore

extension ActionContext {
  /// The snapshot as the model reads it: the same ids the validator accepts, the last
  /// day a milestone window may use, and nothing else. Names are written on one line
  /// each (control characters become spaces) so a name cannot pose as an instruction line.
  public var promptText: String {
    var lines: [String] = []
    lines.append("Today: \(today) (\(today.weekdayName)). Wake \(wake), bed \(bed).")
    lines.append("Milestone windows must lie between \(horizon.start) and \(horizon.end).")
    if plan.isEmpty {
      lines.append("Today's plan is empty.")
    } else {
      lines.append("Today's plan, in order:")
      for item in plan {
        let amount = Self.number(item.target) + " " + item.unit.label(for: item.target)
        lines.append("- \(PublicID.item.format(item.id)) \(Self.clean(item.name)) — \(item.kind.rawValue), \(amount)")
      }
    }
    let others = items.filter { item in !plan.contains(where: { $0.id == item.id }) }
    if !others.isEmpty {
      lines.append("Other active items: " + others.map { Self.named(.item, $0) }.joined(separator: "; "))
    }
    if !goals.isEmpty {
      lines.append("Goals:")
      for goal in goals {
        var detail = goal.status.rawValue
        if let parent = goal.parentID { detail += ", under " + PublicID.goal.format(parent) }
        lines.append("- \(PublicID.goal.format(goal.id)) \(Self.clean(goal.title)) (\(detail))")
      }
    }
    if !suggestions.isEmpty {
      lines.append("Suggestions: " + suggestions.map { Self.named(.suggestion, $0) }.joined(separator: "; "))
    }
    return lines.joined(separator: "\n")
  }

  private static func named(_ kind: PublicID, _ entry: Named) -> String {
    kind.format(entry.id) + " " + clean(entry.name)
  }

  private static func clean(_ text: String) -> String {
    String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) })
  }

  private static func number(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
