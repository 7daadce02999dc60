import Foundation

/// Parses sherpa-bench's arguments and runs the chosen cases, printing a table and,
/// with `--out`, writing it to Benchmarks/RESULTS.md's figures section.
struct BenchCommand {
  var cases: [String] = []
  var bin = ".build/release"
  var runs = 30
  var out: String?

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

  func run() -> Int32 {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-bench-\(getpid())")
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let suite = BenchSuite(bin: URL(fileURLWithPath: bin), scratch: scratch, runs: runs)
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
