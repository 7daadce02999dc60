/// What reading one line gave.
public enum LineInput: Sendable, Equatable {
  /// A line, without its newline.
  case line(String)
  /// Ctrl-C on a line: it was cleared, and the conversation goes on.
  case interrupted
  /// End of input (EOF, or Ctrl-D on an empty line).
  case end
}

/// A source of utterances: the libedit REPL, or the plain pipe reader.
public protocol LineReader {
  mutating func readLine(prompt: String) -> LineInput
}
