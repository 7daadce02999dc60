import Foundation
import SherpaCore
import SherpaLLM

/// Replays transcripts through a coach built by a `TurnRunnerFactory`: each in a fresh
/// temporary home, with the recorded clock and zone, LLM requests answered by a
/// `CassetteTransport`, comparing every turn's output with the recorded one.
public enum Replayer {
  /// Replays `transcript`, stopping at the first turn whose output or LLM requests differ.
  public static func replay(_ transcript: Transcript, makeRunner: TurnRunnerFactory) async -> ReplayResult {
    let run = await execute(transcript, makeRunner: makeRunner, transport: CassetteTransport(), stopAtMismatch: true)
    switch run {
    case .failure(let error):
      return .failed(file: transcript.file, reason: error.reason)
    case .success(let outcome):
      guard let turn = outcome.mismatchTurn else {
        return .passed(file: transcript.file, turns: transcript.turns.count)
      }
      let expected = Transcript(
        file: transcript.file, header: transcript.header, turns: Array(transcript.turns[..<turn]))
      let actual = expected.replacingOutputs(outcome.outputs, exchanges: outcome.exchanges)
      let diff = UnifiedDiff.diff(
        expected: lines(of: expected), actual: lines(of: actual), expectedLabel: "\(transcript.file) (expected)",
        actualLabel: "\(transcript.file) (actual, turn \(turn))")
      return .mismatch(file: transcript.file, turn: turn, diff: diff, llm: outcome.llmMismatch)
    }
  }

  /// Runs every turn and returns the transcript with its outputs (and the LLM exchanges
  /// made) rewritten. Requests not recorded go to `live` when given; without it they fail.
  public static func update(
    _ transcript: Transcript, makeRunner: TurnRunnerFactory, live: (any ChatTransport)? = nil
  ) async -> Result<Transcript, TranscriptError> {
    let run = await execute(
      transcript, makeRunner: makeRunner, transport: CassetteTransport(fallback: live, updating: true),
      stopAtMismatch: false)
    switch run {
    case .failure(let error):
      return .failure(error)
    case .success(let outcome):
      if let llm = outcome.llmMismatch { return .failure(llm) }
      return .success(transcript.replacingOutputs(outcome.outputs, exchanges: outcome.exchanges))
    }
  }

  /// Reads each file and replays it (or, with `update`, rewrites its expectations in
  /// place), several at once; the results come back in the order of `urls`.
  public static func replayFiles(
    _ urls: [URL], update: Bool = false, live: (any ChatTransport)? = nil, redactor: Redactor = .standard,
    maxConcurrent: Int = ProcessInfo.processInfo.activeProcessorCount, makeRunner: @escaping TurnRunnerFactory
  ) async -> [ReplayResult] {
    await inParallel(urls, maxConcurrent: maxConcurrent) { url in
      let transcript: Transcript
      do throws(TranscriptError) { transcript = try TranscriptReader.load(contentsOf: url) } catch {
        return .failed(file: url.path, reason: error.description)
      }
      guard update else { return await replay(transcript, makeRunner: makeRunner) }
      switch await Replayer.update(transcript, makeRunner: makeRunner, live: live) {
      case .failure(let error):
        if case .llmMismatch(let turn, _, _) = error {
          return .mismatch(file: url.path, turn: turn, diff: "", llm: error)
        }
        return .failed(file: url.path, reason: error.description)
      case .success(let updated):
        let changed = zip(transcript.turns, updated.turns).filter { $0 != $1 }.count
        guard changed > 0 else { return .passed(file: url.path, turns: transcript.turns.count) }
        do throws(TranscriptError) { try TranscriptWriter.write(updated, to: url, redactor: redactor) } catch {
          return .failed(file: url.path, reason: error.description)
        }
        return .updated(file: url.path, changedTurns: changed)
      }
    }
  }

  /// Replays several transcripts at once; results in the order given.
  public static func replayAll(
    _ transcripts: [Transcript], maxConcurrent: Int = ProcessInfo.processInfo.activeProcessorCount,
    makeRunner: @escaping TurnRunnerFactory
  ) async -> [ReplayResult] {
    await inParallel(transcripts, maxConcurrent: maxConcurrent) { await replay($0, makeRunner: makeRunner) }
  }

  static func inParallel<Input: Sendable>(
    _ inputs: [Input], maxConcurrent: Int, _ body: @escaping @Sendable (Input) async -> ReplayResult
  ) async -> [ReplayResult] {
    await withTaskGroup(of: (Int, ReplayResult).self) { group in
      var results = [ReplayResult?](repeating: nil, count: inputs.count)
      var next = 0
      for _ in 0..<min(max(1, maxConcurrent), inputs.count) {
        let index = next
        group.addTask { (index, await body(inputs[index])) }
        next += 1
      }
      for await (index, result) in group {
        results[index] = result
        if next < inputs.count {
          let index = next
          group.addTask { (index, await body(inputs[index])) }
          next += 1
        }
      }
      return results.enumerated().map { $1 ?? .failed(file: "#\($0 + 1)", reason: "not replayed") }
    }
  }

  static func lines(of transcript: Transcript) -> [String] {
    Turn.lines(of: TranscriptFormat.render(transcript).transcript)
  }
}
