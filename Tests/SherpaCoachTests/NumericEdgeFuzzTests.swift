import Foundation
import SherpaTestSupport
import Testing

/// Numbers at the edges through every door (a sentence, an import, an LLM reply, a
/// config file, the timeout variable), seeded; a million with `sherpa-bench fuzz-numbers`.
/// Before the limits, "read 1e19 minutes" trapped the process (exit 132).
@Suite struct NumericEdgeFuzzTests {
  @Test func edgeNumbersAreKeptWithinTheLimitsOrRefusedNeverCrash() async throws {
    var fuzz = try NumericEdgeFuzz(seed: 21)
    let report = try await fuzz.run(count: 1_500)
    print(report)
    #expect(report.passed, "\(report)")
    #expect(report.refused > 300, "the edges reach the refusals: \(report)")
    #expect(report.refused < report.count - 100, "and ordinary numbers still get through: \(report)")
  }
}
