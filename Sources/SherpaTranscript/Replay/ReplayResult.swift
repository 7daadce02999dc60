/// How one transcript replayed: it passed, it failed at a turn (with the diff, and the
/// LLM mismatch if that was the cause), or it could not be replayed at all.
public enum ReplayResult: Sendable, Equatable {
  case passed(file: String, turns: Int)
  /// `--update` rewrote the expectations of `changedTurns` turns.
  case updated(file: String, changedTurns: Int)
  case mismatch(file: String, turn: Int, diff: String, llm: TranscriptError?)
  case failed(file: String, reason: String)

  public var passed: Bool {
    switch self {
    case .passed, .updated: true
    case .mismatch, .failed: false
    }
  }

  /// The exit status CLI.md gives it: 0 passed or updated, 1 a mismatch, 2 a file that
  /// cannot be read or replayed.
  public var exitCode: Int32 {
    switch self {
    case .passed, .updated: 0
    case .mismatch: 1
    case .failed: 2
    }
  }

  /// The number of the first turn that differed, if any.
  public var mismatchTurn: Int? {
    if case .mismatch(_, let turn, _, _) = self { turn } else { nil }
  }

  /// A report for a person: the file and turn, the LLM mismatch, then the diff.
  public var report: String {
    switch self {
    case .passed(let file, let turns):
      return "ok \(file) (\(turns) turns)\n"
    case .updated(let file, let changed):
      return "updated \(file) (\(changed) turns changed)\n"
    case .mismatch(let file, let turn, let diff, let llm):
      var text = "FAIL \(file): turn \(turn) differs\n"
      if let llm { text += "\(llm.description)\n" }
      return text + diff
    case .failed(let file, let reason):
      return "FAIL \(file): \(reason)\n"
    }
  }
}
