/// Reads a sidecar cassette: its version, the transcript it belongs to, and each turn's
/// exchanges after `@turn N`.
enum CassetteReader {
  static func read(text: String, file: String, transcript: String, turnCount: Int) throws(TranscriptError)
    -> [Int: [LLMExchange]]
  {
    let parser = LineParser(file: file)
    let lines = try parser.split(text)
    guard let first = lines.first else { throw .truncated(file: file, line: 1) }
    guard first == TranscriptFormat.cassetteVersionLine else {
      if first.hasPrefix("# sherpa cassette") {
        throw .wrongVersion(file: file, line: 1, found: String(first.dropFirst(2)))
      }
      throw parser.malformed(1, "not a sherpa cassette (it must start \"\(TranscriptFormat.cassetteVersionLine)\")")
    }
    var named: String?
    var turn: Int?
    var builder = ExchangeBuilder()
    var result: [Int: [LLMExchange]] = [:]
    for (index, line) in lines.enumerated().dropFirst() {
      let number = index + 1
      if line.isEmpty { continue }
      if line.hasPrefix("# transcript:") {
        let name = line.dropFirst("# transcript:".count).trimmingCharacters(in: .whitespaces)
        guard name == transcript else {
          throw .cassetteForAnotherTranscript(file: file, line: number, names: name, expected: transcript)
        }
        named = name
      } else if line.hasPrefix("#") {
        continue
      } else if line.hasPrefix("@turn") {
        try builder.requireClosed(file: file, line: number)
        guard let value = Int(line.dropFirst("@turn".count).trimmingCharacters(in: .whitespaces)),
          (1...max(turnCount, 1)).contains(value), value <= turnCount
        else { throw parser.malformed(number, "\"@turn\" needs a turn number from 1 to \(turnCount)") }
        turn = value
      } else if line.hasPrefix("~") {
        guard let turn else { throw parser.malformed(number, "an LLM line comes before any \"@turn\" line") }
        guard named != nil else { throw parser.malformed(number, "the cassette does not name its transcript") }
        if let exchange = try builder.take(line, number: number, parser: parser) {
          result[turn, default: []].append(exchange)
        }
      } else {
        throw parser.malformed(number, "a cassette line must start with #, @turn or ~")
      }
    }
    if builder.isOpen { throw .truncated(file: file, line: lines.count + 1) }
    guard named != nil else {
      throw parser.malformed(lines.count, "the cassette does not name its transcript (\"# transcript: NAME\")")
    }
    return result
  }
}
