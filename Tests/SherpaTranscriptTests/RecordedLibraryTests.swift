import Foundation
import SherpaTranscript
import Testing

/// Every recorded session in Transcripts/ replays through the real pipeline, and a
/// changed expectation is caught at its turn.
@Suite struct RecordedLibraryTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Transcripts")

  @Test func theWholeLibraryReplays() async throws {
    let files = try TranscriptLibrary.files(in: RecordedLibraryTests.folder)
    #expect(files.count >= 25)
    let results = await Replayer.replayFiles(files, makeRunner: CoachTurnRunner.factory)
    let summary = ReplaySummary(results)
    #expect(summary.exitCode == 0, "\(summary.report)")
  }

  @Test func aChangedExpectedLineIsReportedWithItsTurn() async throws {
    let source = RecordedLibraryTests.folder.appendingPathComponent("05-streak-over-three-days.transcript")
    var text = try String(contentsOf: source, encoding: .utf8)
    let expected = "< Logged 10 min of Read"
    let third = try #require(text.ranges(of: expected).dropFirst(2).first)
    text.replaceSubrange(third, with: "< Logged 11 min of Read")
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("changed-\(UUID().uuidString).transcript")
    try text.write(to: copy, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: copy) }
    let results = await Replayer.replayFiles([copy], makeRunner: CoachTurnRunner.factory)
    #expect(results.first?.mismatchTurn == 4)
    #expect(results.first?.report.contains("+< Logged 10 min of Read") == true)
  }
}
