/// Gathers the `~ llm` lines of one exchange: a request, its deltas, then a reply or an error.
struct ExchangeBuilder {
  private var request: RequestSummary?
  private var deltas: [String] = []
  private var requestLine = 0

  var isOpen: Bool { request != nil }

  /// Takes one `~` line; returns the exchange once its reply or error is read.
  mutating func take(_ line: String, number: Int, parser: LineParser) throws(TranscriptError) -> LLMExchange? {
    let body = try parser.body(line, number: number)
    guard let colon = body.firstIndex(of: ":") else { throw parser.malformed(number, "an LLM line needs a kind") }
    let kind = body[..<colon]
    let value = body[body.index(after: colon)...].drop(while: { $0 == " " })
    switch kind {
    case "llm request":
      if isOpen {
        throw parser.malformed(number, "the LLM request on line \(requestLine) has no reply or error")
      }
      request = try parser.decode(RequestSummary.self, value, number: number, what: "request")
      requestLine = number
      deltas = []
      return nil
    case "llm delta":
      guard isOpen else { throw parser.malformed(number, "an LLM delta comes before its request") }
      deltas.append(try parser.decode(String.self, value, number: number, what: "delta"))
      return nil
    case "llm reply":
      let reply = try parser.decode(RecordedReply.self, value, number: number, what: "reply")
      return try finish(.reply(reply), number: number, parser: parser)
    case "llm error":
      let failure = try parser.decode(RecordedFailure.self, value, number: number, what: "error")
      guard RecordedFailure.knownCodes.contains(failure.code) else {
        throw parser.malformed(number, "unknown LLM error code \"\(failure.code)\"")
      }
      return try finish(.failure(failure), number: number, parser: parser)
    default:
      throw parser.malformed(number, "unknown LLM line \"\(kind)\"")
    }
  }

  /// Any line that is not part of an exchange may only come once the exchange is closed.
  func requireClosed(file: String, line: Int) throws(TranscriptError) {
    if isOpen {
      throw .malformedLine(
        file: file, line: line, reason: "the LLM request on line \(requestLine) has no reply or error")
    }
  }

  private mutating func finish(_ outcome: LLMExchange.Outcome, number: Int, parser: LineParser)
    throws(TranscriptError) -> LLMExchange
  {
    guard let request else { throw parser.malformed(number, "an LLM reply comes before its request") }
    let exchange = LLMExchange(request: request, deltas: deltas, outcome: outcome)
    self.request = nil
    deltas = []
    return exchange
  }
}
