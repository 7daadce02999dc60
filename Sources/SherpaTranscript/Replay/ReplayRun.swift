import Foundation
import SherpaCore

/// What running a transcript's turns produced.
struct ReplayOutcome: Sendable {
  var outputs: [[String]] = []
  var exchanges: [[LLMExchange]] = []
  /// The number (from 1) of the first turn whose output or LLM requests differed.
  var mismatchTurn: Int?
  var llmMismatch: TranscriptError?
}

extension Replayer {
  /// Runs the turns in a fresh temporary home, removed afterwards.
  static func execute(
    _ transcript: Transcript, makeRunner: TurnRunnerFactory, transport: CassetteTransport, stopAtMismatch: Bool
  ) async -> Result<ReplayOutcome, TranscriptError> {
    let zone: TimeZone
    let clock: Date
    do {
      zone = try WallClock.zone(named: transcript.header.timeZone)
      clock = try WallClock.instant(transcript.header.clock, in: zone)
    } catch {
      return .failure(TranscriptError.cannotReplay(file: transcript.file, reason: error.description))
    }
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-replay-\(UUID().uuidString)")
    do { try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true) } catch {
      return .failure(
        TranscriptError.cannotReplay(
          file: transcript.file, reason: "cannot create a temporary home: \(TranscriptReader.reason(error))"))
    }
    defer { try? FileManager.default.removeItem(at: home) }
    let context = ReplayContext(
      transcript: transcript, home: home, clock: clock, timeZone: zone, options: transcript.header.options,
      transport: transport)
    var runner: any TurnRunner
    do { runner = try await makeRunner(context) } catch {
      return .failure(TranscriptError.cannotReplay(file: transcript.file, reason: "cannot start the coach: \(error)"))
    }
    var outcome = ReplayOutcome()
    for (index, turn) in transcript.turns.enumerated() {
      if let now = turn.now {
        do { runner.advanceClock(to: try WallClock.instant(now, in: zone)) } catch {
          return .failure(
            TranscriptError.cannotReplay(file: transcript.file, reason: "turn \(index + 1): \(error.description)"))
        }
      }
      transport.beginTurn(index + 1, exchanges: turn.exchanges)
      let output = Turn.lines(of: await runner.run(line: turn.input))
      let llm = transport.takeMismatch()
      outcome.outputs.append(output)
      outcome.exchanges.append(transport.exchangesMade())
      if outcome.llmMismatch == nil, let llm { outcome.llmMismatch = llm }
      if outcome.mismatchTurn == nil, llm != nil || output != turn.output {
        outcome.mismatchTurn = index + 1
        if stopAtMismatch { break }
      }
    }
    return .success(outcome)
  }
}
