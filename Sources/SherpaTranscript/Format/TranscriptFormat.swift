import Foundation

/// The text form of transcripts and cassettes: one marker per line (`#` header, `@now`
/// clock, `>` input, `<` output, `~` LLM exchange), rendered here and read by
/// `TranscriptReader`.
public enum TranscriptFormat {
  public static let versionLine = "# sherpa transcript v\(TranscriptHeader.currentVersion)"
  public static let cassetteVersionLine = "# sherpa cassette v\(TranscriptHeader.currentVersion)"

  /// The header lines, each ending in a newline.
  public static func render(header: TranscriptHeader) -> String {
    var text = "# sherpa transcript v\(header.version)\n"
    text += "# clock: \(header.clock)\n"
    text += "# tz: \(header.timeZone)\n"
    if !header.options.isEmpty { text += "# options: \(renderOptions(header.options))\n" }
    if let version = header.sherpaVersion { text += "# sherpa: \(version)\n" }
    if let cassette = header.cassette { text += "# cassette: \(cassette)\n" }
    return text
  }

  /// One turn: a blank separator line, the clock advance, the input, the exchanges
  /// (unless they live in a sidecar cassette) and the output, each line ending in a newline.
  public static func render(turn: Turn, inlineExchanges: Bool = true) -> String {
    var text = "\n"
    if let now = turn.now { text += "@now \(now)\n" }
    text += marked(">", turn.input)
    if inlineExchanges {
      for exchange in turn.exchanges { text += render(exchange: exchange) }
    }
    for line in turn.output { text += marked("<", line) }
    return text
  }

  /// The whole transcript, and the sidecar cassette when its header names one.
  public static func render(_ transcript: Transcript) -> (transcript: String, cassette: String?) {
    let inline = transcript.header.cassette == nil
    var text = render(header: transcript.header)
    for turn in transcript.turns { text += render(turn: turn, inlineExchanges: inline) }
    guard !inline else { return (text, nil) }
    return (text, renderCassette(transcript))
  }

  /// The sidecar cassette of `transcript`: which transcript it belongs to, then each
  /// turn's exchanges after `@turn N`.
  public static func renderCassette(_ transcript: Transcript) -> String {
    let name = URL(fileURLWithPath: transcript.file).lastPathComponent
    var text = "\(cassetteVersionLine)\n# transcript: \(name)\n"
    for (index, turn) in transcript.turns.enumerated() where !turn.exchanges.isEmpty {
      text += "\n@turn \(index + 1)\n"
      for exchange in turn.exchanges { text += render(exchange: exchange) }
    }
    return text
  }

  /// An exchange as `~ llm request:`, `~ llm delta:` and `~ llm reply:`/`~ llm error:` lines.
  public static func render(exchange: LLMExchange) -> String {
    var text = "~ llm request: \(json(exchange.request))\n"
    for delta in exchange.deltas { text += "~ llm delta: \(json(delta))\n" }
    switch exchange.outcome {
    case .reply(let reply): text += "~ llm reply: \(json(reply))\n"
    case .failure(let failure): text += "~ llm error: \(json(failure))\n"
    }
    return text
  }

  static func marked(_ marker: String, _ line: String) -> String {
    line.isEmpty ? "\(marker)\n" : "\(marker) \(line)\n"
  }

  static func renderOptions(_ options: [String]) -> String {
    options.map { option in
      option.isEmpty || option.contains(where: { $0 == " " || $0 == "\"" || $0 == "\t" }) ? json(option) : option
    }.joined(separator: " ")
  }

  static func json<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "null" }
    return String(decoding: data, as: UTF8.self)
  }
}
