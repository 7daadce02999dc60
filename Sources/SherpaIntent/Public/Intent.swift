/// What a person asked for, by the names CLI.md gives (`sherpa parse --json`), plus
/// the coach's own: answers to a proposal (`confirm`, `decline`), routines, what is due,
/// journal lines, LLM usage and pausing or resuming a focus session.
public enum Intent: String, Sendable, Hashable, Codable, CaseIterable {
  case addItem = "add_item"
  case logProgress = "log_progress"
  case complete
  case uncomplete
  case skip
  case showToday = "show_today"
  case reorder
  case startFocus = "start_focus"
  case stopFocus = "stop_focus"
  case pauseFocus = "pause_focus"
  case resumeFocus = "resume_focus"
  case reflect
  case endOfDay = "end_of_day"
  case stats
  case goalCreate = "goal_create"
  case decompose
  case mirror
  case editItem = "edit_item"
  case archiveItem = "archive_item"
  case deleteItem = "delete_item"
  case undo
  case help
  case export
  case league
  case achievements
  case routine
  case due
  case journal
  case usage
  case confirm
  case decline
  case unknown
}

extension Intent {
  /// Whether acting on this intent changes the store (the stricter threshold applies).
  public var writes: Bool {
    switch self {
    case .addItem, .logProgress, .complete, .uncomplete, .skip, .reorder, .startFocus, .stopFocus, .pauseFocus,
      .resumeFocus, .reflect, .endOfDay, .goalCreate, .editItem, .archiveItem, .deleteItem, .undo, .journal,
      .routine:
      return true
    default:
      return false
    }
  }

  /// Whether acting on this intent needs one of the store's items.
  public var actsOnItem: Bool {
    switch self {
    case .logProgress, .complete, .uncomplete, .skip, .editItem, .archiveItem, .deleteItem: return true
    default: return false
    }
  }
}
