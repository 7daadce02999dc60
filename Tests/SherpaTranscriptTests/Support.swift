import Foundation
import SherpaLLM
import SherpaTranscript

/// A coach stand-in: echoes each line with the clock's time of day, and for `ask …` asks
/// the transport and prints the reply (or the error).
struct EchoRunner: TurnRunner {
  var clock: Date
  let zone: TimeZone
  let transport: any ChatTransport

  init(_ context: ReplayContext) {
    clock = context.clock
    zone = context.timeZone
    transport = context.transport
  }

  mutating func run(line: String) async -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents([.day, .hour, .minute], from: clock)
    let stamp = "day \(parts.day ?? 0) \(parts.hour ?? 0):\(parts.minute ?? 0)"
    guard line.hasPrefix("ask ") else { return "\(stamp) you said: \(line)\n" }
    let request = ChatRequest(messages: [.system("You are sherpa.\nBe brief."), .user(String(line.dropFirst(4)))])
    do {
      let response = try await transport.complete(request) { _ in }
      return "\(stamp) coach: \(response.content)\n(\(response.model))\n"
    } catch {
      return "\(stamp) no answer: \(error)\n"
    }
  }

  mutating func advanceClock(to instant: Date) { clock = instant }
}

/// A live model stand-in: streams "echo: TEXT" word by word, or fails with `failure`.
struct ScriptedTransport: ChatTransport {
  var failure: LLMError?

  func complete(_ request: ChatRequest, onDelta: @Sendable (String) -> Void) async throws -> ChatResponse {
    if let failure { throw failure }
    let text = "echo: " + (request.messages.last?.content ?? "")
    let words = text.split(separator: " ").map(String.init)
    for (index, word) in words.enumerated() { onDelta(index == 0 ? word : " " + word) }
    return ChatResponse(
      content: text, usage: ChatUsage(promptTokens: 5, completionTokens: words.count), model: "fake-1",
      streamed: true)
  }
}

let echoFactory: TurnRunnerFactory = { context in EchoRunner(context) }

enum Fixture {
  static let header = TranscriptHeader(
    clock: "2026-11-23T08:00:00", timeZone: "Europe/London", options: ["--offline", "--json"],
    sherpaVersion: "0.1.0")

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-transcript-test-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes a hand-written session (inputs and clock lines only) and fills it with `--update`.
  static func filled(_ text: String, in directory: URL, name: String = "session.transcript", live: Bool = false)
    async throws -> URL
  {
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    let results = await Replayer.replayFiles(
      [url], update: true, live: live ? ScriptedTransport() : nil, makeRunner: echoFactory)
    guard results.allSatisfy(\.passed) else { throw FixtureError.updateFailed(results.map(\.report).joined()) }
    return url
  }

  static let handWritten = """
    # sherpa transcript v1
    # clock: 2026-11-23T08:00:00
    # tz: Europe/London

    > add a habit to read 20 minutes every day

    @now 2026-11-24T07:30:00
    > done reading

    > ask plan my day

    """
}

enum FixtureError: Error {
  case updateFailed(String)
}
