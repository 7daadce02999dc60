import Foundation
import Testing

@testable import SherpaTranscript

@Suite struct CrashSafetyTests {
  @Test func aFileCutAfterAnyTurnStillReadsAndACutInsideALineIsTruncated() throws {
    let directory = try Fixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("crash.transcript")
    let writer = try TranscriptWriter(url: url, header: Fixture.header)
    var sizes = [try Data(contentsOf: url).count]
    let exchange = LLMExchange(
      request: RequestSummary(json: true, messages: 2, system: "s", lastUser: "u"), deltas: ["a", "b"],
      outcome: .reply(RecordedReply(model: "m", streamed: true, usage: nil)))
    for index in 0..<5 {
      let turn = Turn(
        now: index == 2 ? "2026-11-24T09:00:00" : nil, input: "line \(index)", output: ["out \(index)", ""],
        exchanges: index.isMultiple(of: 2) ? [exchange] : [])
      try writer.append(turn)
      sizes.append(try Data(contentsOf: url).count)
    }
    let whole = try Data(contentsOf: url)
    for (turns, size) in sizes.enumerated() {
      let cut = try TranscriptReader.read(text: String(decoding: whole.prefix(size), as: UTF8.self), file: "crash")
      #expect(cut.turns.count == turns)
      #expect(cut.turns.last?.input == (turns == 0 ? nil : "line \(turns - 1)"))
    }
    for size in sizes.dropLast() {
      let inside = String(decoding: whole.prefix(size + 3), as: UTF8.self)
      #expect(throws: TranscriptError.self) { try TranscriptReader.read(text: inside, file: "crash") }
    }
  }
}
