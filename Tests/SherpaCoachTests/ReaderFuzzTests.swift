import Foundation
import SherpaTestSupport
import Testing

/// The seeded reader fuzz of SherpaTestSupport at a count that suits the suite; a million
/// inputs per reader with `sherpa-bench fuzz-readers`.
@Suite struct ReaderFuzzTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func fuzz(_ target: ReaderFuzz.Target, count: Int, seed: UInt64) throws -> ReaderFuzzReport {
    var fuzz = try ReaderFuzz(target: target, repository: Self.repository)
    fuzz.bound = .seconds(2)
    let report = try fuzz.run(count: count, seed: seed)
    print(report)
    return report
  }

  @Test func mutatedTranscriptsAreReadOrRefusedNeverCrashOrStall() throws {
    let report = try fuzz(.transcript, count: 1_500, seed: 11)
    #expect(report.passed, "\(report)")
    #expect(report.accepted > 50 && report.refused > 50, "the mutations reach both sides: \(report)")
  }

  @Test func mutatedActionRepliesAreDecodedOrRefusedNeverCrashOrStall() throws {
    let report = try fuzz(.actions, count: 3_000, seed: 12)
    #expect(report.passed, "\(report)")
    #expect(report.accepted > 50 && report.refused > 50, "the mutations reach both sides: \(report)")
  }

  @Test func mutatedConfigFilesAreReadOrRefusedNeverCrashOrStall() throws {
    let report = try fuzz(.config, count: 3_000, seed: 13)
    #expect(report.passed, "\(report)")
    #expect(report.accepted > 50 && report.refused > 50, "the mutations reach both sides: \(report)")
  }

  @Test func mutatedImportsAreAppliedOrRefusedWithoutChangingTheStore() throws {
    let report = try fuzz(.importer, count: 400, seed: 14)
    #expect(report.passed, "\(report)")
    #expect(report.accepted > 10 && report.refused > 100, "the mutations reach both sides: \(report)")
  }

  @Test func theStreamIsReproducible() {
    var a = FuzzMutator(seed: 3, seeds: [Array("seed text".utf8)])
    var b = FuzzMutator(seed: 3, seeds: [Array("seed text".utf8)])
    var c = FuzzMutator(seed: 4, seeds: [Array("seed text".utf8)])
    var same = true
    var differs = false
    for _ in 0..<200 {
      let x = a.next()
      same = same && x == b.next()
      differs = differs || x != c.next()
    }
    #expect(same && differs)
  }
}
