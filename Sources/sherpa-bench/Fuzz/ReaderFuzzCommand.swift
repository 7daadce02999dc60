import Foundation
import SherpaTestSupport

/// `sherpa-bench fuzz-readers [COUNT] [SEED] [TARGET…]`: a million (or COUNT) generated
/// and mutated inputs for each reader of outside text (transcript, actions, config,
/// importer), seeded by the project's own transcripts and example replies when run from
/// its folder. Exit 0 when every reader passed.
func runReaderFuzz(_ arguments: [String]) -> Int32 {
  let count = arguments.first.flatMap(Int.init) ?? 1_000_000
  let seed = arguments.dropFirst().first.flatMap(UInt64.init) ?? 1
  let named = arguments.dropFirst(2).compactMap(ReaderFuzz.Target.init(rawValue:))
  let targets = named.isEmpty ? ReaderFuzz.Target.allCases : named
  let repository = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  var passed = true
  for target in targets {
    do {
      let report = try ReaderFuzz(target: target, repository: repository).run(count: count, seed: seed)
      print(report)
      passed = passed && report.passed
    } catch {
      print("\(target.rawValue) fuzz: could not start: \(error)")
      passed = false
    }
  }
  return passed ? 0 : 1
}
