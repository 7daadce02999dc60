import SherpaCore

/// Why an LLM reply was refused. One bad action refuses the whole reply; `code` is
/// stable for tests and `--json` output, `description` is for people and
/// `feedbackForModel` is sent back when the model is asked once more.
public enum ActionError: Error, Sendable, Hashable, CustomStringConvertible {
  case notJSON(String)
  case missingKey(path: String)
  case unknownKey(path: String)
  case wrongType(path: String, expected: String, found: String)
  case unknownActionType(path: String, type: String)
  case outOfRange(path: String, detail: String)
  case invalidValue(path: String, detail: String)
  case unknownUnit(path: String, unit: String)
  case unknownReference(path: String, reference: String)
  case ambiguousReference(path: String, reference: String)
  case tooFewMilestones(count: Int)
  case tooManyMilestones(count: Int)
  case badDependency(path: String, index: Int)
  case windowOutsideHorizon(path: String, horizon: DayWindow)
  case windowReversed(path: String)
  case reorderMismatch(missing: [String], unknown: [String], repeated: [String])
  case duplicateGoal(title: String)
  case goalCycle(title: String)
  case duplicateItem(name: String)
  case invalidName(path: String)
  case cannotSchedule(milestone: Int, title: String, reason: String)
  case goalNotActive(title: String)
  case unitMismatch(path: String, unit: String, itemUnit: String)

  /// A stable, machine-readable reason.
  public var code: String {
    switch self {
    case .notJSON: return "not_json"
    case .missingKey: return "missing_key"
    case .unknownKey: return "unknown_key"
    case .wrongType: return "wrong_type"
    case .unknownActionType: return "unknown_action"
    case .outOfRange: return "out_of_range"
    case .invalidValue: return "invalid_value"
    case .unknownUnit: return "unknown_unit"
    case .unknownReference: return "unknown_id"
    case .ambiguousReference: return "ambiguous_reference"
    case .tooFewMilestones: return "too_few_milestones"
    case .tooManyMilestones: return "too_many_milestones"
    case .badDependency: return "bad_dependency"
    case .windowOutsideHorizon: return "window_outside_horizon"
    case .windowReversed: return "window_reversed"
    case .reorderMismatch: return "reorder_mismatch"
    case .duplicateGoal: return "duplicate_goal"
    case .goalCycle: return "goal_cycle"
    case .duplicateItem: return "duplicate_item"
    case .invalidName: return "invalid_name"
    case .cannotSchedule: return "cannot_schedule"
    case .goalNotActive: return "goal_not_active"
    case .unitMismatch: return "unit_mismatch"
    }
  }

  public var description: String {
    switch self {
    case .notJSON(let detail): return "The coach's answer was not a JSON object (\(detail))."
    case .missingKey(let path): return "The answer is missing \(path)."
    case .unknownKey(let path): return "The answer has a key that is not allowed: \(path)."
    case .wrongType(let path, let expected, let found): return "\(path) should be \(expected), not \(found)."
    case .unknownActionType(let path, let type): return "\(path) is an unknown action type \"\(type)\"."
    case .outOfRange(let path, let detail): return "\(path) is out of range: \(detail)."
    case .invalidValue(let path, let detail): return "\(path) is not valid: \(detail)."
    case .unknownUnit(let path, let unit):
      return "\(path) has the unit \"\(unit)\"; use one of \(Self.unitList)."
    case .unknownReference(let path, let reference): return "\(path) refers to \"\(reference)\", which does not exist."
    case .ambiguousReference(let path, let reference): return "\(path) \"\(reference)\" matches more than one record."
    case .tooFewMilestones(let count): return "A goal needs 3 to 7 milestones; the answer gave \(count)."
    case .tooManyMilestones(let count): return "A goal needs 3 to 7 milestones; the answer gave \(count)."
    case .badDependency(let path, let index):
      return "\(path) depends on milestone \(index), which is not an earlier milestone."
    case .windowOutsideHorizon(let path, let horizon):
      return "\(path) lies outside the next 4 weeks (\(horizon.start) to \(horizon.end))."
    case .windowReversed(let path): return "\(path) ends before it starts."
    case .reorderMismatch(let missing, let unknown, let repeated):
      var parts: [String] = []
      if !missing.isEmpty { parts.append("leaves out " + missing.joined(separator: ", ")) }
      if !unknown.isEmpty { parts.append("lists items not in today's plan: " + unknown.joined(separator: ", ")) }
      if !repeated.isEmpty { parts.append("lists more than once: " + repeated.joined(separator: ", ")) }
      return "The new order must list each of today's items exactly once; it " + parts.joined(separator: "; ") + "."
    case .duplicateGoal(let title): return "There is already a goal called \"\(title)\"."
    case .goalCycle(let title): return "Making \"\(title)\" a sub-goal there would put a goal inside itself."
    case .duplicateItem(let name): return "There is already an active item called \"\(name)\"."
    case .invalidName(let path): return "\(path) must be 1 to 100 characters."
    case .goalNotActive(let title): return "The goal \"\(title)\" is done or archived, so it cannot be planned."
    case .unitMismatch(let path, let unit, let itemUnit):
      return "\(path) is \(unit), but the item is measured in \(itemUnit); sherpa never converts between them."
    case .cannotSchedule(let index, let title, let reason):
      return "Milestone \(index + 1) (\"\(title)\") does not fit: \(reason). A wider window or fewer hours would help."
    }
  }

  /// What the model is told when it is asked for a corrected answer.
  public var feedbackForModel: String {
    "Your previous answer was rejected (\(code)): \(description) "
      + "Answer again with one JSON object {\"reply\": string, \"actions\": [...]} that follows the schema, "
      + "using only ids from the context."
  }

  private static var unitList: String { "count, sec, min, hours, km, steps, kcal, g, ml, oz" }
}
