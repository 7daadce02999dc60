import Foundation
import SherpaLLM
import Testing

@testable import SherpaTranscript

@Suite struct FormatTests {
  let exchange = LLMExchange(
    request: RequestSummary(json: true, messages: 2, system: "You are sherpa.", lastUser: "plan \"my\" day"),
    deltas: ["Read", " first", "\nthen walk"],
    outcome: .reply(RecordedReply(model: "m-1", streamed: true, usage: ChatUsage(promptTokens: 3, completionTokens: 4)))
  )

  @Test func writtenTurnsReadBackUnchanged() throws {
    let directory = try Fixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("round.transcript")
    var header = Fixture.header
    header.options = ["--offline", "--config", "my file.toml"]
    let turns = [
      Turn(input: "add read 20 minutes", output: ["Added Read.", "", "  indented"]),
      Turn(now: "2026-11-24T07:30:00", input: "", output: []),
      Turn(input: "plan my day", output: ["Plan:"], exchanges: [exchange, failed]),
    ]
    let writer = try TranscriptWriter(url: url, header: header)
    for turn in turns { try writer.append(turn) }
    try writer.close()
    let read = try TranscriptReader.load(contentsOf: url)
    #expect(read.header == header)
    #expect(read.turns.map { Turn(now: $0.now, input: $0.input, output: $0.output, exchanges: $0.exchanges) } == turns)
    #expect(read.turns.map(\.line) == [7, 13, 15])
  }

  var failed: LLMExchange {
    LLMExchange(
      request: RequestSummary(json: false, messages: 1, system: nil, lastUser: "again"), deltas: [],
      outcome: .failure(RecordedFailure(.rateLimited(retryAfter: 2))))
  }

  @Test func everyLLMErrorSurvivesTheFormat() {
    let errors: [LLMError] = [
      .noKey, .offline("refused"), .rateLimited(retryAfter: nil), .rateLimited(retryAfter: 1.5), .server(status: 503),
      .timedOut(seconds: 30), .badReply("not JSON"), .budgetSpent(.tokens), .cancelled,
    ]
    for error in errors { #expect(RecordedFailure(error).error == error) }
  }

  @Test func sidecarCassetteRoundTrip() throws {
    let directory = try Fixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("split.transcript")
    var header = Fixture.header
    header.cassette = "split.transcript.cassette"
    let transcript = Transcript(
      file: url.path, header: header,
      turns: [Turn(input: "hello", output: ["hi"]), Turn(input: "plan", output: ["ok"], exchanges: [exchange])])
    try TranscriptWriter.write(transcript, to: url)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(!text.contains("~ llm"))
    let read = try TranscriptReader.load(contentsOf: url)
    #expect(read.turns[1].exchanges == [exchange])
    #expect(read.turns[0].exchanges.isEmpty)
  }

  @Test func outputTextSplitsIntoLines() {
    #expect(Turn.lines(of: "") == [])
    #expect(Turn.lines(of: "a\n") == ["a"])
    #expect(Turn.lines(of: "a\n\nb") == ["a", "", "b"])
    #expect(Turn.lines(of: "a\r\nb\n\n") == ["a", "b", ""])
    #expect(Turn.lines(of: "\u{1B}[1;32mAdded\u{1B}[0m Read\n\u{1B}]0;title\u{07}x\n") == ["Added Read", "x"])
  }

  @Test func commentsAndBlankLinesAreIgnored() throws {
    let text = "# sherpa transcript v1\n# a note\n# clock: 2026-11-23T08:00\n# tz: UTC\n\n# between\n> hi\n< there\n"
    let transcript = try TranscriptReader.read(text: text, file: "c.transcript")
    #expect(transcript.turns == [Turn(input: "hi", output: ["there"], line: 7)])
  }
}
