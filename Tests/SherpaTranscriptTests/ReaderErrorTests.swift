import Foundation
import Testing

@testable import SherpaTranscript

@Suite struct ReaderErrorTests {
  let head = "# sherpa transcript v1\n# clock: 2026-11-23T08:00:00\n# tz: Europe/London\n"

  func error(_ text: String, file: String = "t.transcript") -> TranscriptError? {
    do {
      _ = try TranscriptReader.read(text: text, file: file)
      return nil
    } catch { return error }
  }

  @Test func aFileCutMidLineIsTruncatedAtThatLine() {
    #expect(error(head + "> hello\n< hi th") == .truncated(file: "t.transcript", line: 5))
    #expect(error("") == .truncated(file: "t.transcript", line: 1))
  }

  @Test func anExchangeWithoutItsReplyAtTheEndIsTruncated() {
    let text = head + "> ask\n~ llm request: {\"json\":true,\"messages\":1}\n~ llm delta: \"a\"\n"
    #expect(error(text) == .truncated(file: "t.transcript", line: 7))
  }

  @Test func anotherFormatVersionIsNamed() {
    let found = error("# sherpa transcript v2\n# clock: 2026-11-23T08:00\n# tz: UTC\n")
    #expect(found == .wrongVersion(file: "t.transcript", line: 1, found: "sherpa transcript v2"))
    #expect(found?.description.hasPrefix("t.transcript:1: unsupported transcript format") == true)
  }

  @Test func malformedLinesNameTheirLine() {
    let cases: [(String, Int)] = [
      ("hello\n", 1),
      (head + "> a\nwhat\n", 5),
      (head + "< early\n", 4),
      (head + ">no space\n", 4),
      (head + "> a\n~ llm request: {nope\n", 5),
      (head + "> a\n~ llm reply: {\"model\":\"m\",\"streamed\":true}\n", 5),
      (head + "> a\n~ llm error: {\"code\":\"exploded\"}\n", 5),
      (head + "@now yesterday\n", 4),
      (head + "@now 2026-03-29T01:30:00\n", 4),
      ("# sherpa transcript v1\n# tz: Mars/Olympus\n", 2),
      ("# sherpa transcript v1\n# tz: UTC\n> a\n", 3),
      (head + "> a\n~ llm request: {\"json\":true,\"messages\":1}\n> b\n", 6),
    ]
    for (text, line) in cases {
      guard case .malformedLine(let file, let found, _) = error(text) else {
        Issue.record("no malformed-line error for \(text)")
        continue
      }
      #expect(file == "t.transcript")
      #expect(found == line, "\(text)")
    }
  }

  @Test func aMissingCassetteNamesTheTranscriptLine() throws {
    let directory = try Fixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("a.transcript")
    try Data((head + "# cassette: a.cassette\n> hi\n").utf8).write(to: url)
    let thrown = #expect(throws: TranscriptError.self) { try TranscriptReader.load(contentsOf: url) }
    guard case .cassetteUnreadable(let file, let line, let cassette, _) = thrown else {
      Issue.record("unexpected \(String(describing: thrown))")
      return
    }
    #expect(file == url.path && line == 4 && cassette == "a.cassette")
    #expect(thrown?.description == "\(url.path):4: cannot read the cassette a.cassette: no such file")
  }

  @Test func aCassetteOfAnotherTranscriptIsRefused() throws {
    let directory = try Fixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("a.transcript")
    try Data((head + "# cassette: a.cassette\n> hi\n").utf8).write(to: url)
    let cassette = "# sherpa cassette v1\n# transcript: b.transcript\n"
    try Data(cassette.utf8).write(to: directory.appendingPathComponent("a.cassette"))
    #expect(
      throws: TranscriptError.cassetteForAnotherTranscript(
        file: "a.cassette", line: 2, names: "b.transcript", expected: "a.transcript")
    ) {
      try TranscriptReader.load(contentsOf: url)
    }
  }

  @Test func badCassetteContentsNameTheCassetteLine() throws {
    let text = head + "# cassette: a.cassette\n> hi\n"
    let cases: [(String, TranscriptError)] = [
      ("# sherpa cassette v9\n", .wrongVersion(file: "a.cassette", line: 1, found: "sherpa cassette v9")),
      (
        "# sherpa cassette v1\n# transcript: a.transcript\n@turn 1\n~ llm request: {\"json\":true,\"messages\":1}\n",
        .truncated(file: "a.cassette", line: 5)
      ),
      (
        "# sherpa cassette v1\n# transcript: a.transcript\n@turn 2\n",
        .malformedLine(file: "a.cassette", line: 3, reason: "\"@turn\" needs a turn number from 1 to 1")
      ),
      (
        "# sherpa cassette v1\n# transcript: a.transcript\n@turn 1\n~ llm reply: x",
        .truncated(file: "a.cassette", line: 4)
      ),
    ]
    for (cassette, expected) in cases {
      #expect(throws: expected) {
        try TranscriptReader.read(text: text, file: "a.transcript") { _ in cassette }
      }
    }
  }

  @Test func anUnreadableTranscriptNamesItsFile() {
    let url = URL(fileURLWithPath: "/nonexistent/x.transcript")
    let thrown = #expect(throws: TranscriptError.self) { try TranscriptReader.load(contentsOf: url) }
    guard case .unreadable(let file, _) = thrown else {
      Issue.record("unexpected \(String(describing: thrown))")
      return
    }
    #expect(file == "/nonexistent/x.transcript")
    #expect(thrown?.description == "/nonexistent/x.transcript: cannot read the transcript: no such file")
  }
}
