import SherpaCore

/// The closed set of things an LLM reply may ask for, exactly as decoded: item and
/// goal references are still the text the model wrote (an id or a name), resolved
/// by `ActionValidator` against the store's snapshot.
public enum Action: Sendable, Hashable {
  case decomposeGoal(goal: String, milestones: [MilestoneDraft])
  case reorderPlan(order: [String])
  case quickAdd(QuickAdd)
  case mirrorSummary(MirrorSummary)
  case logProgress(item: String, amount: Double, unit: Unit?)
  case complete(item: String)
  case uncomplete(item: String)
  case skip(item: String, note: String?)
  case addItem(ItemDraft)
  case editItem(item: String, changes: ItemChanges)
  case archiveItem(item: String)
  case startFocus(minutes: Int, item: String?)
  case reflect(kind: Reflection.Kind, note: String?, sleepQuality: Int?)
  case endOfDay(note: String, score: Int)
  case goalCreate(title: String, targetDate: LocalDay?, parent: String?)

  /// The `type` names of the JSON contract, in schema order.
  public static let typeNames: [String] = [
    "decompose_goal", "reorder_plan", "quick_add", "mirror_summary", "log_progress", "complete",
    "uncomplete", "skip", "add_item", "edit_item", "archive_item", "start_focus", "reflect", "end_of_day",
    "goal_create",
  ]

  /// This action's `type` name.
  public var typeName: String {
    switch self {
    case .decomposeGoal: return "decompose_goal"
    case .reorderPlan: return "reorder_plan"
    case .quickAdd: return "quick_add"
    case .mirrorSummary: return "mirror_summary"
    case .logProgress: return "log_progress"
    case .complete: return "complete"
    case .uncomplete: return "uncomplete"
    case .skip: return "skip"
    case .addItem: return "add_item"
    case .editItem: return "edit_item"
    case .archiveItem: return "archive_item"
    case .startFocus: return "start_focus"
    case .reflect: return "reflect"
    case .endOfDay: return "end_of_day"
    case .goalCreate: return "goal_create"
    }
  }
}
