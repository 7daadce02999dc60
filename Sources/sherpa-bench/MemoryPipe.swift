import Foundation

/// `sherpa-bench memory-pipe [--bin DIR] [COUNTS…]`: pipes 10,000 and 100,000 (or COUNTS)
/// logging turns through `sherpa` on a fresh home and prints each run's peak resident
/// memory, which must stay flat as the pipe grows, and its pace, which must hold. Exit 1
/// when the longest run needs over 15% (and 2 MB) more memory than the shortest, or runs
/// at under half its turns per second (a turn whose cost grows with the history).
func runMemoryPipe(bin: URL, counts: [Int]) -> Int32 {
  let counts = counts.isEmpty ? [10_000, 100_000] : counts
  let sherpa = bin.appendingPathComponent("sherpa").path
  guard FileManager.default.isExecutableFile(atPath: sherpa) else {
    FileHandle.standardError.write(Data("sherpa-bench: no sherpa in \(bin.path); build it first\n".utf8))
    return 2
  }
  var peaks: [Int] = []
  var rates: [Int] = []
  for count in counts {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-memory-\(getpid())-\(count)")
    try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let input = home.appendingPathComponent("pipe.txt")
    let lines = ["add a habit to walk 10000 steps every day", "add a habit to read 30 minutes every day"]
    var text = lines.joined(separator: "\n") + "\n"
    let turns = ["walked 100 steps", "read 1 minute", "how am i doing", "what's on today", "read 2 minutes"]
    for index in 0..<count { text += turns[index % turns.count] + "\n" }
    do { try Data(text.utf8).write(to: input) } catch {
      FileHandle.standardError.write(Data("sherpa-bench: cannot write \(input.path)\n".utf8))
      return 2
    }
    let run = ProcessTimer.run(
      sherpa, ["--home", home.path, "--now", "2026-11-23T08:00:00", "--tz", "Europe/London", "--offline"],
      stdinPath: input.path)
    let rate = run.seconds > 0 ? Int(Double(count) / run.seconds) : 0
    print(
      "memory-pipe: \(count) turns, peak \(run.peakKB / 1024) MB, \(Int(run.seconds)) s (\(rate) turns/s), exit \(run.status)"
    )
    if run.status != 0 { return 1 }
    peaks.append(run.peakKB)
    rates.append(rate)
  }
  guard let first = peaks.first, let last = peaks.last, let firstRate = rates.first, let lastRate = rates.last
  else { return 1 }
  let flat = Double(last) <= Double(first) * 1.15 + 2048
  let steady = lastRate * 2 >= firstRate
  print("memory-pipe: \(flat ? "flat" : "GROWS"): \(first / 1024) MB -> \(last / 1024) MB")
  print("memory-pipe: \(steady ? "steady" : "SLOWS"): \(firstRate) -> \(lastRate) turns/s")
  return flat && steady ? 0 : 1
}
