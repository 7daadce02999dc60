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
