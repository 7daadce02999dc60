/// Why a transcript or cassette could not be read, written or replayed. Every case that
/// comes from a file names the file and the line.
public enum TranscriptError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file ends in the middle of a line or of an LLM exchange.
  case truncated(file: String, line: Int)
  case wrongVersion(file: String, line: Int, found: String)
  case malformedLine(file: String, line: Int, reason: String)
  /// The sidecar cassette named at `line` of `file` could not be read.
  case cassetteUnreadable(file: String, line: Int, cassette: String, reason: String)
  /// The cassette `file` says at `line` that it belongs to `names`, not `expected`.
  case cassetteForAnotherTranscript(file: String, line: Int, names: String, expected: String)
  case unreadable(file: String, reason: String)
  case writeFailed(file: String, reason: String)
  /// The transcript was read but could not be run (a bad clock, a coach that did not start).
  case cannotReplay(file: String, reason: String)
  /// During replay, turn `turn` asked the LLM something the transcript did not record.
  case llmMismatch(turn: Int, expected: String, actual: String)
  case badPattern(String)

  public var description: String {
    switch self {
    case .truncated(let file, let line):
      "\(file):\(line): the transcript is truncated (it ends in the middle of a line or an LLM exchange)"
    case .wrongVersion(let file, let line, let found):
      "\(file):\(line): unsupported transcript format \"\(found)\"; this sherpa reads \"# sherpa transcript v1\""
    case .malformedLine(let file, let line, let reason):
      "\(file):\(line): \(reason)"
    case .cassetteUnreadable(let file, let line, let cassette, let reason):
      "\(file):\(line): cannot read the cassette \(cassette): \(reason)"
    case .cassetteForAnotherTranscript(let file, let line, let names, let expected):
      "\(file):\(line): this cassette belongs to \(names), not \(expected)"
    case .unreadable(let file, let reason):
      "\(file): cannot read the transcript: \(reason)"
    case .writeFailed(let file, let reason):
      "\(file): cannot write the transcript: \(reason)"
    case .cannotReplay(let file, let reason):
      "\(file): cannot replay: \(reason)"
    case .llmMismatch(let turn, let expected, let actual):
      "turn \(turn): the LLM request was not recorded (expected \(expected), got \(actual))"
    case .badPattern(let pattern):
      "the secret pattern \"\(pattern)\" is not a valid regular expression"
    }
  }

  /// The reason alone, without the file name, for the cases that carry one.
  var reason: String {
    switch self {
    case .unreadable(_, let reason), .writeFailed(_, let reason), .cannotReplay(_, let reason): reason
    default: description
    }
  }
}
