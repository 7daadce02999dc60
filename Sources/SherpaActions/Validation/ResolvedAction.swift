import SherpaCore

/// An action whose references are resolved to ids and whose values are checked:
/// what the coach previews and applies in one transaction.
public enum ResolvedAction: Sendable, Hashable {
  case decomposeGoal(goalID: Int64, milestones: [MilestoneDraft])
  case reorderPlan(itemIDs: [Int64])
  case quickAddSuggestion(suggestionID: Int64)
  case quickAddItem(ItemDraft)
  case mirrorSummary(goals: [ResolvedMirror], week: String?)
  case logProgress(itemID: Int64, amount: Double, unit: Unit?)
  case complete(itemID: Int64)
  case uncomplete(itemID: Int64)
  case skip(itemID: Int64, note: String?)
  case addItem(ItemDraft)
  case editItem(itemID: Int64, changes: ItemChanges)
  case archiveItem(itemID: Int64)
  case startFocus(minutes: Int, itemID: Int64?)
  case reflect(kind: Reflection.Kind, note: String?, sleepQuality: Int?)
  case endOfDay(note: String, score: Int)
  case goalCreate(title: String, targetDate: LocalDay?, parentID: Int64?)

  /// Structural changes (decomposition, reorder, quick-add) are previewed and wait for a yes.
  public var isStructural: Bool {
    switch self {
    case .decomposeGoal, .reorderPlan, .quickAddSuggestion, .quickAddItem: return true
    default: return false
    }
  }
}
