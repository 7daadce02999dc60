import Foundation
import SherpaActions
import SherpaCoach
import SherpaCore
import SherpaExport
import SherpaStore
import SherpaTranscript

/// Feeds seeded generated and mutated inputs to one of the readers of outside text (the
/// transcript reader, the JSON action decoder, the config reader, the import reader) and
/// times every call. A crash ends the process and a hang never returns; the report says
/// how slow the slowest call was, and for the import reader, whether a refused document
/// changed the store. Shared by the test suite and `sherpa-bench fuzz-readers`.
public struct ReaderFuzz {
  public enum Target: String, CaseIterable, Sendable {
    case transcript, actions, config, importer
  }

  public let target: Target
  public let seeds: [[UInt8]]
  /// Every call must finish within this bound.
  public var bound: Duration = .milliseconds(250)

  /// With `repository` (the project folder), the seeds also include its transcript
  /// library or its example replies, when they are there.
  public init(target: Target, repository: URL? = nil) throws {
    self.target = target
    var seeds = try FuzzSeedTexts.builtIn(target).map { Array($0.utf8) }
    if let repository { seeds += FuzzSeedTexts.files(target, in: repository) }
    self.seeds = seeds
  }

  /// Runs `count` inputs drawn from `seed`.
  public func run(count: Int, seed: UInt64) throws -> ReaderFuzzReport {
    var report = ReaderFuzzReport(target: target.rawValue, count: count, seed: seed, bound: bound)
    var mutator = FuzzMutator(seed: seed, seeds: seeds, structured: target == .actions || target == .importer)
    var importer = target == .importer ? try ImportProbe() : nil
    let clock = ContinuousClock()
    let started = clock.now
    for _ in 0..<count {
      let input = mutator.next()
      let before = clock.now
      let outcome: ReaderFuzzReport.Outcome
      switch target {
      case .transcript: outcome = Self.readTranscript(input)
      case .actions: outcome = Self.decodeActions(input)
      case .config: outcome = Self.readConfig(input)
      case .importer: outcome = try importer?.offer(input) ?? .refused
      }
      report.note(outcome, input: input, took: before.duration(to: clock.now))
      try importer?.renewUsedStores()
    }
    report.total = started.duration(to: clock.now)
    return report
  }

  static func readTranscript(_ input: [UInt8]) -> ReaderFuzzReport.Outcome {
    let text = String(decoding: input, as: UTF8.self)
    do {
      let transcript = try TranscriptReader.read(text: text, file: "fuzz") { _ in text }
      // What was read writes back to a transcript that reads the same.
      let rendered = TranscriptFormat.render(transcript)
      let again = try TranscriptReader.read(text: rendered.transcript, file: "again") { _ in rendered.cassette ?? "" }
      return again.turns.count == transcript.turns.count ? .accepted : .broken("re-read lost turns")
    } catch {
      return error.description.isEmpty ? .broken("empty message") : .refused
    }
  }

  static func decodeActions(_ input: [UInt8]) -> ReaderFuzzReport.Outcome {
    do {
      let reply = try ActionDecoder.decode(Data(input))
      let again = try ActionDecoder.decode(ActionEncoder.encode(reply))
      return again == reply ? .accepted : .broken("accepted reply does not round-trip")
    } catch {
      return error.code.isEmpty || error.description.isEmpty ? .broken("refusal without a message") : .refused
    }
  }

  static func readConfig(_ input: [UInt8]) -> ReaderFuzzReport.Outcome {
    do {
      _ = try ConfigFile.parse(String(decoding: input, as: UTF8.self))
      return .accepted
    } catch {
      return error.description.hasPrefix("config.toml line ") ? .refused : .broken("refusal without a line")
    }
  }
}

/// Stores to import into, and proof that a refused document leaves them as they were:
/// an empty store (a plain import) and a filled one (a merge), in turn.
struct ImportProbe {
  var empty: SherpaStore
  var filled: SherpaStore
  let emptyPrint: Data
  let filledPrint: Data
  var turn = 0
  var filledUsed = false
  var emptyUsed = false

  init() throws {
    empty = try SherpaStore.inMemory()
    filled = try FilledStore.fill(try SherpaStore.inMemory())
    emptyPrint = try empty.exportJSON()
    filledPrint = try filled.exportJSON()
  }

  mutating func offer(_ input: [UInt8]) throws -> ReaderFuzzReport.Outcome {
    let document: ExportDocument
    do {
      document = try ExportDocument.decode(Data(input))
    } catch {
      return .refused
    }
    turn += 1
    let merge = turn.isMultiple(of: 2)
    let store = merge ? filled : empty
    do {
      _ = try store.importDocument(document, merge: merge)
    } catch {
      let unchanged = try store.exportJSON() == (merge ? filledPrint : emptyPrint)
      return unchanged ? .refused : .broken("a refused import changed the store")
    }
    if merge { filledUsed = true } else { emptyUsed = true }
    return .accepted
  }

  /// Fresh stores for the next input after an import was applied (outside the timing).
  mutating func renewUsedStores() throws {
    if filledUsed { filled = try FilledStore.fill(try SherpaStore.inMemory()) }
    if emptyUsed { empty = try SherpaStore.inMemory() }
    filledUsed = false
    emptyUsed = false
  }
}

/// What a reader fuzz run found.
public struct ReaderFuzzReport: Sendable, CustomStringConvertible {
  enum Outcome {
    case accepted, refused
    case broken(String)
  }

  public var target: String
  public var count: Int
  public var seed: UInt64
  public var bound: Duration
  public var accepted = 0
  public var refused = 0
  /// How many inputs broke a promise (a refused import that changed the store …).
  public var brokenCount = 0
  /// The first few of them, with why.
  public var broken: [String] = []
  public var slowest: Duration = .zero
  public var slowestInput = ""
  public var total: Duration = .zero

  init(target: String, count: Int, seed: UInt64, bound: Duration) {
    self.target = target
    self.count = count
    self.seed = seed
    self.bound = bound
  }

  public var passed: Bool { brokenCount == 0 && slowest <= bound && accepted + refused == count }

  mutating func note(_ outcome: Outcome, input: [UInt8], took: Duration) {
    switch outcome {
    case .accepted: accepted += 1
    case .refused: refused += 1
    case .broken(let why):
      brokenCount += 1
      if broken.count < 5 {
        broken.append("\(why): \(String(decoding: input.prefix(80), as: UTF8.self).debugDescription)")
      }
    }
    if took > slowest {
      slowest = took
      slowestInput = String(decoding: input.prefix(80), as: UTF8.self)
    }
  }

  public var description: String {
    """
    \(target) fuzz: \(count) inputs, seed \(seed), \(passed ? "passed" : "FAILED")
      accepted \(accepted), refused \(refused), broken \(brokenCount)\(broken.map { "\n    \($0)" }.joined())
      slowest \(slowest) (bound \(bound)) for \(slowestInput.debugDescription)
      total \(total)
    """
  }
}
