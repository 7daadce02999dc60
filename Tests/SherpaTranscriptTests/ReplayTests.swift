import Foundation
import Testing

@testable import SherpaTranscript

@Suite struct ReplayTests {
  @Test func updateFillsAHandWrittenSessionAndItThenReplays() async throws {
    let directory = try Fixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = try await Fixture.filled(Fixture.handWritten, in: directory, live: true)
    let transcript = try TranscriptReader.load(contentsOf: url)
    #expect(
      transcript.turns.map(\.output) == [
        ["day 23 8:0 you said: add a habit to read 20 minutes every day"],
        ["day 24 7:30 you said: done reading"],
        ["day 24 7:30 coach: echo: plan my day", "(fake-1)"],
      ])
    #expect(transcript.turns[2].exchanges.count == 1)
    #expect(await Replayer.replay(transcript, makeRunner: echoFactory) == .passed(file: url.path, turns: 3))
    let again = await Replayer.replayFiles([url], update: true, makeRunner: echoFactory)
    #expect(again == [.passed(file: url.path, turns: 3)])
  }

  @Test func aTranscriptWithASidecarCassetteReplays() async throws {
    let directory = try Fixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = try await Fixture.filled(Fixture.handWritten, in: directory, live: true)
    var transcript = try TranscriptReader.load(contentsOf: url)
    transcript.header.cassette = "session.cassette"
    try TranscriptWriter.write(transcript, to: url)
    let cassette = try String(contentsOf: directory.appendingPathComponent("session.cassette"), encoding: .utf8)
    #expect(cassette.hasPrefix("# sherpa cassette v1\n# transcript: session.transcript\n\n@turn 3\n~ llm request:"))
    #expect(!(try String(contentsOf: url, encoding: .utf8)).contains("~ llm"))
    #expect(await Replayer.replayFiles([url], makeRunner: echoFactory) == [.passed(file: url.path, turns: 3)])
  }

  @Test func aChangedExpectedLineIsReportedWithItsTurnAndADiff() async throws {
    let directory = try Fixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = try await Fixture.filled(Fixture.handWritten, in: directory, live: true)
    let text = try String(contentsOf: url, encoding: .utf8)
    let edited = text.replacingOccurrences(
      of: "< day 24 7:30 you said: done reading", with: "< day 24 7:30 you said: done")
    #expect(edited != text)
    try Data(edited.utf8).write(to: url)
    let result = await Replayer.replayFiles([url], makeRunner: echoFactory)[0]
    guard case .mismatch(_, let turn, let diff, let llm) = result else {
      Issue.record("replay passed after an expected line changed: \(result)")
      return
    }
    #expect(turn == 2 && llm == nil)
    #expect(diff.contains("-< day 24 7:30 you said: done\n"))
    #expect(diff.contains("+< day 24 7:30 you said: done reading\n"))
    #expect(result.report.contains("turn 2 differs"))

    let updated = await Replayer.replayFiles([url], update: true, makeRunner: echoFactory)
    #expect(updated == [.updated(file: url.path, changedTurns: 1)])
    #expect(try String(contentsOf: url, encoding: .utf8) == text)
  }

  @Test func anLLMRequestThatWasNotRecordedFailsTheTurn() async throws {
    let directory = try Fixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = try await Fixture.filled(Fixture.handWritten, in: directory, live: true)
    var transcript = try TranscriptReader.load(contentsOf: url)
    transcript.turns[2].input = "ask plan my week"
    let result = await Replayer.replay(transcript, makeRunner: echoFactory)
    guard case .mismatch(_, 3, _, .llmMismatch(3, _, let actual)?) = result else {
      Issue.record("unexpected \(result)")
      return
    }
    #expect(actual.contains("plan my week"))
  }

  @Test func updateDropsAnExchangeTheTurnNoLongerMakes() async throws {
    let directory = try Fixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = try await Fixture.filled(Fixture.handWritten, in: directory, live: true)
    let text = try String(contentsOf: url, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "> ask plan my day", with: "> plan my day").utf8).write(to: url)
    #expect(await Replayer.replayFiles([url], makeRunner: echoFactory).first?.mismatchTurn == 3)
    let updated = await Replayer.replayFiles([url], update: true, makeRunner: echoFactory)
    #expect(updated == [.updated(file: url.path, changedTurns: 1)])
    let transcript = try TranscriptReader.load(contentsOf: url)
    #expect(transcript.turns[2].exchanges.isEmpty)
    #expect(transcript.turns[2].output == ["day 24 7:30 you said: plan my day"])
  }

  @Test func updateWithoutAServerRefusesUnrecordedRequests() async throws {
    let directory = try Fixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("offline.transcript")
    try Data(Fixture.handWritten.utf8).write(to: url)
    let results = await Replayer.replayFiles([url], update: true, makeRunner: echoFactory)
    #expect(results.first?.mismatchTurn == 3)
    #expect(results.first?.exitCode == 1)
    #expect(try String(contentsOf: url, encoding: .utf8) == Fixture.handWritten)
  }

  @Test func severalTranscriptsReplayInParallelInOrder() async throws {
    let directory = try Fixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var urls: [URL] = []
    for index in 0..<6 {
      let text = Fixture.handWritten.replacingOccurrences(of: "done reading", with: "done reading \(index)")
      urls.append(try await Fixture.filled(text, in: directory, name: "s\(index).transcript", live: true))
    }
    var broken = try String(contentsOf: urls[4], encoding: .utf8)
    broken = broken.replacingOccurrences(of: "(fake-1)", with: "(fake-2)")
    try Data(broken.utf8).write(to: urls[4])
    let results = await Replayer.replayFiles(urls, maxConcurrent: 3, makeRunner: echoFactory)
    #expect(results.map(\.passed) == [true, true, true, true, false, true])
    #expect(results[4].mismatchTurn == 3)
    #expect(results[0] == .passed(file: urls[0].path, turns: 3))
    let summary = ReplaySummary(results)
    #expect(summary.exitCode == 1)
    #expect(summary.report.hasPrefix("FAIL \(urls[4].path): turn 3 differs\n"))
    #expect(summary.report.hasSuffix("5 of 6 transcripts passed\n"))
  }

  @Test func aCoachThatCannotStartIsAFailure() async throws {
    struct Refused: Error {}
    let transcript = try TranscriptReader.read(text: Fixture.handWritten, file: "h.transcript")
    let result = await Replayer.replay(transcript) { _ in throw Refused() }
    #expect(result.exitCode == 2)
    #expect(result.report.hasPrefix("FAIL h.transcript: cannot start the coach"))
  }

  @Test func aTranscriptThatCannotBeReadIsAFailureNotAPass() async throws {
    let directory = try Fixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("cut.transcript")
    try Data("# sherpa transcript v1\n# clock: 2026-11-23T08:00\n# tz: UTC\n> hi\n< th".utf8).write(to: url)
    let results = await Replayer.replayFiles([url], makeRunner: echoFactory)
    guard case .failed(_, let reason) = results[0] else {
      Issue.record("unexpected \(results)")
      return
    }
    #expect(reason.contains("cut.transcript:5"))
    #expect(results[0].exitCode == 2)
  }
}

@Suite struct LibraryTests {
  @Test func theLibraryListsTranscriptsOnlyInNameOrder() throws {
    let directory = try Fixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["b.transcript", "a.transcript", "a.transcript.cassette", "README.md"] {
      try Data().write(to: directory.appendingPathComponent(name))
    }
    #expect(try TranscriptLibrary.files(in: directory).map(\.lastPathComponent) == ["a.transcript", "b.transcript"])
    #expect(throws: TranscriptError.self) { try TranscriptLibrary.files(in: directory.appendingPathComponent("none")) }
  }
}
