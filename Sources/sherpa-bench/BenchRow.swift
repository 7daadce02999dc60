import Foundation

/// One line of the results table: a measured case, its target, and the baseline it is
/// compared with in the same run (a ratio holds on a noisy machine where seconds do not).
struct BenchRow {
  var sample: Sample
  var unit: Scale
  var target: String
  var baseline: Sample?
  var failed: Bool { sample.failures > 0 }

  enum Scale {
    case milliseconds, microseconds, seconds

    func format(_ seconds: Double) -> String {
      switch self {
      case .milliseconds: String(format: "%.1f ms", seconds * 1e3)
      case .microseconds: String(format: "%.2f µs", seconds * 1e6)
      case .seconds: String(format: "%.2f s", seconds)
      }
    }
  }

  var ratio: String {
    guard let baseline, baseline.median > 0 else { return "" }
    return String(format: "%.2f× %@", sample.median / baseline.median, baseline.name)
  }

  var memory: String { sample.peakKB > 0 ? String(format: "%.1f MB", Double(sample.peakKB) / 1024) : "" }

  var line: String {
    let cells = [
      sample.name, unit.format(sample.median), unit.format(sample.min), unit.format(sample.max), memory, ratio,
      target, failed ? "FAILED \(sample.failures)" : "",
    ]
    return "| " + cells.joined(separator: " | ") + " |"
  }

  static func table(_ rows: [BenchRow], machine: String) -> String {
    var text = "<!-- written by sherpa-bench; re-run with Benchmarks/run.sh -->\n"
    text += "Measured \(machine).\n\n"
    text += "| case | median | min | max | peak memory | vs baseline (same run) | target | |\n"
    text += "| --- | --- | --- | --- | --- | --- | --- | --- |\n"
    for row in rows { text += row.line + "\n" }
    return text
  }
}

/// The date and the machine, for the table's heading.
enum BenchMachine {
  static func describe() -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate]
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let memory = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
    var cpu = "unknown CPU"
    if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
      let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
      let name = line.split(separator: ":", maxSplits: 1).last
    {
      cpu = name.trimmingCharacters(in: .whitespaces)
    }
    return
      "on \(formatter.string(from: Date())), \(cpu), \(cores) cores, \(String(format: "%.0f", memory)) GiB, release build"
  }
}
