/// Repeated measurements of one case: median, min, max and peak memory.
struct Sample {
  var name: String
  var seconds: [Double]
  var peakKB: Int
  var failures: Int = 0

  var median: Double {
    let sorted = seconds.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
  var min: Double { seconds.min() ?? 0 }
  var max: Double { seconds.max() ?? 0 }

  /// Times a whole program `runs` times (after one warm-up run).
  static func process(
    _ name: String, _ path: String, _ arguments: [String], runs: Int, stdinPath: String? = nil,
    environment: [String: String] = [:]
  ) -> Sample {
    _ = ProcessTimer.run(path, arguments, stdinPath: stdinPath, environment: environment)
    var sample = Sample(name: name, seconds: [], peakKB: 0)
    for _ in 0..<runs {
      let run = ProcessTimer.run(path, arguments, stdinPath: stdinPath, environment: environment)
      if run.status != 0 { sample.failures += 1 }
      sample.seconds.append(run.seconds)
      sample.peakKB = Swift.max(sample.peakKB, run.peakKB)
    }
    return sample
  }

  /// Times an in-process closure `runs` times; each call's figure is divided by `per`.
  static func inProcess(_ name: String, runs: Int, per: Int = 1, _ body: () -> Void) -> Sample {
    body()
    let clock = ContinuousClock()
    var sample = Sample(name: name, seconds: [], peakKB: 0)
    for _ in 0..<runs {
      let start = clock.now
      body()
      let elapsed = clock.now - start
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      sample.seconds.append(seconds / Double(per))
    }
    return sample
  }
}
