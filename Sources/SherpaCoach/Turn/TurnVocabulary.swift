import SherpaIntent

/// What a turn was taken to be, as `--json` and transcripts name it (CLI.md): one of the
/// parser's intents, or a turn only the coach makes.
public enum TurnIntent: String, Sendable, Codable, CaseIterable {
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
  /// A message the guardrail answered (a red flag), never the parser's.
  case guardrail
  /// The list of goals.
  case goals
  /// `/quit`.
  case quit
  /// Ideas from the suggestion library.
  case suggest
  /// `/edit` outside the REPL, which alone has an editor to open.
  case edit

  /// The parser's intent under the same name.
  public init(_ intent: Intent) { self = Self(rawValue: intent.rawValue) ?? .unknown }
}

/// The kind of change a turn made or proposes, as `applied` and `pending` name it.
public enum AppliedKind: String, Sendable, Encodable, CaseIterable {
  case addItem = "add_item"
  case quickAdd = "quick_add"
  case logProgress = "log_progress"
  case complete
  case uncomplete
  case skip
  case editItem = "edit_item"
  case archiveItem = "archive_item"
  case unarchiveItem = "unarchive_item"
  case deleteItem = "delete_item"
  case groupItems = "group_items"
  case reorderPlan = "reorder_plan"
  case startFocus = "start_focus"
  case stopFocus = "stop_focus"
  case reflect
  case endOfDay = "end_of_day"
  case goalCreate = "goal_create"
  case decomposeGoal = "decompose_goal"
  case routineCreate = "routine_create"
  case reorder
  case pauseFocus = "pause_focus"
  case resumeFocus = "resume_focus"
  case decompose
  case journal
  case routine
  case undo
  /// One line of a proposal's preview.
  case proposal
}

/// Why a turn changed nothing, as `error.code` names it (CLI.md).
public enum TurnErrorCode: String, Sendable, Encodable, CaseIterable {
  case notUnderstood = "not_understood"
  case notFound = "not_found"
  case ambiguous
  case invalidInput = "invalid_input"
  case expired
  case offline
  case rateLimited = "rate_limited"
  case llmError = "llm_error"
  case timeout
  case badLLMReply = "bad_llm_reply"
  case budgetSpent = "budget_spent"
  case cancelled
  /// Another process held the store past the busy timeout (also a note past its day).
  case locked
  /// The store could not be written (full disk, read-only file).
  case storeUnwritable = "store_unwritable"
  case storeError = "store_error"
}
