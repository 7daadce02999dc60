import Foundation
import Testing

@testable import SherpaTranscript

@Suite struct RecorderTests {
  /// Records a live session the way `--record` does, then replays the file.
  func record(_ lines: [String], to url: URL) async throws {
    let recorder = try SessionRecorder(
      url: url, header: TranscriptHeader(clock: "2026-11-23T08:00:00", timeZone: "Europe/London"),
      live: ScriptedTransport(), redactor: try Redactor(secrets: ["hunter2hunter2"]))
    let zone = try #require(TimeZone(identifier: "Europe/London"))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let start = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 23, hour: 8)))
    let context = ReplayContext(
      transcript: Transcript(file: url.path, header: Fixture.header), home: url.deletingLastPathComponent(),
      clock: start, timeZone: zone, options: [], transport: recorder.transport)
    var runner = EchoRunner(context)
    for line in lines {
      if line.hasPrefix("@now ") {
        let text = String(line.dropFirst(5))
        recorder.clockMoved(to: text)
        var parts = DateComponents()
        parts.year = Int(text.prefix(4))
        parts.month = Int(text.dropFirst(5).prefix(2))
        parts.day = Int(text.dropFirst(8).prefix(2))
        parts.hour = Int(text.dropFirst(11).prefix(2))
        runner.advanceClock(to: try #require(calendar.date(from: parts)))
        continue
      }
      try recorder.record(input: line, printed: await runner.run(line: line))
    }
    try recorder.close()
  }

  @Test func aRecordedSessionReplaysIdenticallyAndHoldsNoSecret() async throws {
    let directory = try Fixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("live.transcript")
    try await record(
      ["hello", "ask plan my day with key sk-abcdefgh12345", "@now 2026-11-25T09:00:00", "ask hunter2hunter2", "bye"],
      to: url)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(!text.contains("sk-abcdefgh12345") && !text.contains("hunter2hunter2"))
    #expect(text.contains("@now 2026-11-25T09:00:00\n> ask [REDACTED]\n"))
    let transcript = try TranscriptReader.load(contentsOf: url)
    #expect(transcript.turns.count == 4)
    #expect(transcript.turns[2].now == "2026-11-25T09:00:00")
    #expect(transcript.turns[2].output.first?.hasPrefix("day 25 9:0 coach:") == true)
    let results = await Replayer.replayFiles([url], makeRunner: echoFactory)
    #expect(results == [.passed(file: url.path, turns: 4)], "\(results.map(\.report))")
  }

  @Test func aThousandTurnTranscriptReplays() async throws {
    var text = "# sherpa transcript v1\n# clock: 2026-11-23T08:00:00\n# tz: UTC\n"
    for index in 0..<1000 {
      if index.isMultiple(of: 100) { text += "@now 2026-11-\(10 + index / 100)T08:00:00\n" }
      text += "> line \(index)\n< day \(10 + index / 100) 8:0 you said: line \(index)\n"
    }
    let transcript = try TranscriptReader.read(text: text, file: "big.transcript")
    #expect(transcript.turns.count == 1000)
    #expect(await Replayer.replay(transcript, makeRunner: echoFactory) == .passed(file: "big.transcript", turns: 1000))
    let edited = text.replacingOccurrences(of: "< day 19 8:0 you said: line 950\n", with: "< day 19 8:0 said: 950\n")
    let result = await Replayer.replay(
      try TranscriptReader.read(text: edited, file: "big.transcript"), makeRunner: echoFactory)
    #expect(result.mismatchTurn == 951)
  }
}
