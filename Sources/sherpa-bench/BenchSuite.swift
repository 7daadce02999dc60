import Foundation

/// The cases of the results table. Each returns its rows, with the baseline run
/// beside it in the same invocation.
struct BenchSuite {
  let bin: URL
  let scratch: URL
  let runs: Int

  static let caseNames = ["startup", "recur"]

  var sherpa: String { bin.appendingPathComponent("sherpa").path }
  var floor: String { bin.appendingPathComponent("sherpa-floor").path }

  func run(_ name: String) -> [BenchRow]? {
    switch name {
    case "startup": return startup()
    case "recur": return recur()
    default: return nil
    }
  }

  /// An empty home with its store created, for the floor to open.
  func emptyHome() -> URL {
    let home = scratch.appendingPathComponent("empty")
    if !FileManager.default.fileExists(atPath: home.appendingPathComponent("sherpa.sqlite").path) {
      _ = ProcessTimer.run(sherpa, ["--home", home.path, "today"])
    }
    return home
  }

  func startup() -> [BenchRow] {
    let home = emptyHome()
    let floorSample = Sample.process(
      "floor (open store, exit)", floor, [home.appendingPathComponent("sherpa.sqlite").path], runs: runs)
    let version = Sample.process("sherpa --version", sherpa, ["--version"], runs: runs)
    return [
      BenchRow(sample: floorSample, unit: .milliseconds, target: "", baseline: nil),
      BenchRow(sample: version, unit: .milliseconds, target: "≤ 25 ms, ≤ 50 MB", baseline: floorSample),
    ]
  }

  func recur() -> [BenchRow] {
    let home = emptyHome()
    let floorSample = Sample.process(
      "floor (open store, exit)", floor, [home.appendingPathComponent("sherpa.sqlite").path], runs: runs)
    let recur = Sample.process(
      "sherpa recur (20 dates)", sherpa,
      ["recur", "every 2nd and 4th tuesday", "--start", "2026-11-23", "--count", "20", "--json"], runs: runs)
    return [BenchRow(sample: recur, unit: .milliseconds, target: "≤ 20 ms", baseline: floorSample)]
  }
}
