import Foundation
import SherpaStore
import SherpaTestSupport

/// Parses sherpa-bench's arguments and runs the chosen cases, printing a table and,
/// with `--out`, writing it to Benchmarks/RESULTS.md's figures section.
struct BenchCommand {
  var cases: [String] = []
  var bin = ".build/release"
  var runs = 30
  var out: String?

  func usage(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("sherpa-bench: \(message)\n".utf8))
    return 2
  }

  init(_ arguments: [String]) {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      let value = index + 1 < arguments.count ? arguments[index + 1] : nil
      switch argument {
      case "--bin":
        bin = value ?? bin
        index += 1
      case "--runs":
        runs = value.flatMap(Int.init) ?? runs
        index += 1
      case "--out":
        out = value
        index += 1
      default: cases.append(argument)
      }
      index += 1
    }
  }

  func run() async -> Int32 {
    if cases.first == "generate" {
      guard cases.count == 2 else { return usage("sherpa-bench generate FOLDER") }
      let folder = URL(fileURLWithPath: cases[1])
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      do {
        let summary = try LargeStore.generate(
          at: folder.appendingPathComponent("sherpa.sqlite"), today: BenchSuite.today, seed: 42)
        print("large store in \(folder.path): \(summary.items) items, \(summary.instances) instances")
        return 0
      } catch {
        return usage("cannot generate: \(error)")
      }
    }
    if cases.first == "pipe-script" {
      guard cases.count == 3, let lines = Int(cases[1]) else { return usage("sherpa-bench pipe-script LINES FILE") }
      do { try BenchCorpus.voicePipe(lines: lines).write(toFile: cases[2], atomically: true, encoding: .utf8) } catch {
        return usage("cannot write \(cases[2]): \(error)")
      }
      return 0
    }
    if cases.first == "fuzz-parser" {
      let count = cases.count > 1 ? Int(cases[1]) ?? 1_000_000 : 1_000_000
      let seed = cases.count > 2 ? UInt64(cases[2]) ?? 1 : 1
      let report = runParserFuzz(count: count, seed: seed)
      print(report)
      return report.passed ? 0 : 1
    }
    if cases.first == "fuzz-readers" { return runReaderFuzz(Array(cases.dropFirst())) }
    if cases.first == "fuzz-numbers" {
      let count = cases.count > 1 ? Int(cases[1]) ?? 1_000_000 : 1_000_000
      let seed = cases.count > 2 ? UInt64(cases[2]) ?? 1 : 1
      do {
        var fuzz = try NumericEdgeFuzz(seed: seed)
        let report = try await fuzz.run(count: count)
        print(report)
        return report.passed ? 0 : 1
      } catch {
        return usage("fuzz-numbers could not start: \(error)")
      }
    }
    if cases.first == "memory-pipe" {
      return runMemoryPipe(bin: URL(fileURLWithPath: bin), counts: cases.dropFirst().compactMap { Int($0) })
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-bench-\(getpid())")
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let suite = BenchSuite(bin: URL(fileURLWithPath: bin), scratch: scratch, runs: runs)
    if cases.first == "parse-profile" {
      let rounds = cases.count > 1 ? Int(cases[1]) ?? 20 : 20
      let store = cases.count > 2 ? URL(fileURLWithPath: cases[2]) : nil
      let lines = cases.count > 3 ? URL(fileURLWithPath: cases[3]) : nil
      print("checksum \(suite.parseProfile(rounds: rounds, store: store, lines: lines))")
      return 0
    }
    let wanted = cases == ["all"] ? BenchSuite.caseNames : cases
    var rows: [BenchRow] = []
    for name in wanted {
      guard let produced = suite.run(name) else {
        FileHandle.standardError.write(
          Data("sherpa-bench: unknown case \(name) (known: \(BenchSuite.caseNames.joined(separator: ", ")))\n".utf8))
        return 2
      }
      for row in produced {
        print(row.line)
        rows.append(row)
      }
    }
    if let out {
      let table = BenchRow.table(rows, machine: BenchMachine.describe())
      do { try table.write(toFile: out, atomically: true, encoding: .utf8) } catch {
        FileHandle.standardError.write(Data("sherpa-bench: cannot write \(out): \(error)\n".utf8))
        return 1
      }
    }
    return rows.contains { $0.failed } ? 1 : 0
  }
}
