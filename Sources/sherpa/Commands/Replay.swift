import ArgumentParser
import Foundation
import SherpaTranscript

/// `sherpa replay FILE...`: replays recorded sessions through the whole pipeline, with
/// their clock, zone and LLM exchanges; exit 1 with a diff on any mismatch.
struct Replay: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay recorded transcripts; exit 1 with a diff on any mismatch.",
    discussion:
      "Each transcript runs in a fresh temporary home with its recorded clock and time zone; LLM turns are answered from the recording, never the network. Transcripts/README.md describes the format."
  )

  @Argument(help: "Transcript files (or folders of *.transcript files).")
  var files: [String]

  @Flag(help: "Rewrite the expected output after an intended change.")
  var update = false

  @OptionGroup var global: GlobalOptions

  func run() async throws {
    var urls: [URL] = []
    for path in files {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw Failure.usage("cannot read \(path): no such file")
      }
      if isDirectory.boolValue {
        do { urls += try TranscriptLibrary.files(in: URL(fileURLWithPath: path)) } catch {
          throw Failure.usage(error.description)
        }
      } else {
        urls.append(URL(fileURLWithPath: path))
      }
    }
    let results = await Replayer.replayFiles(urls, update: update, makeRunner: CoachTurnRunner.factory)
    let summary = ReplaySummary(results)
    if global.json {
      try Output.json(
        ReplayOutput(passed: results.filter(\.passed).count, total: results.count, report: summary.report))
    } else {
      Output.text(summary.report)
    }
    if summary.exitCode != 0 { throw Failure.quiet(summary.exitCode) }
  }

  struct ReplayOutput: Encodable {
    var passed: Int
    var total: Int
    var report: String
  }
}
