import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore
import SherpaTestSupport

/// The cases of the results table. Each returns its rows, with a baseline run beside it
/// in the same invocation (the floor: a do-nothing program that opens the same file).
struct BenchSuite {
  let bin: URL
  let scratch: URL
  let runs: Int

  static let caseNames = [
    "startup", "today", "stats", "say", "parse", "recur", "pipe", "replay", "transfer", "llm", "llm-client",
    "taskwarrior",
    "phases",
  ]
  static let now = "2026-11-23T08:00:00"
  static let today = LocalDay(year: 2026, month: 11, day: 23) ?? LocalDay(ordinal: 20415)

  var sherpa: String { bin.appendingPathComponent("sherpa").path }
  var floor: String { bin.appendingPathComponent("sherpa-floor").path }

  func run(_ name: String) -> [BenchRow]? {
    switch name {
    case "startup": return startup()
    case "today": return storeCommand("sherpa today (large store)", ["today"], target: "≤ 25 ms, ≤ 50 MB")
    case "stats": return storeCommand("sherpa stats (large store)", ["stats"], target: "≤ 100 ms, ≤ 50 MB")
    case "say": return say()
    case "parse": return parse()
    case "recur": return recur()
    case "pipe": return pipe()
    case "replay": return replay()
    case "transfer": return transfer()
    case "llm": return llm()
    case "llm-client": return llmClient()
    case "taskwarrior": return taskwarrior()
    case "phases": return phases()
    default: return nil
    }
  }

  func options(_ home: URL) -> [String] { ["--home", home.path, "--now", BenchSuite.now, "--tz", "Europe/London"] }

  /// An empty home with its store created.
  func emptyHome() -> URL {
    let home = scratch.appendingPathComponent("empty")
    if !FileManager.default.fileExists(atPath: home.appendingPathComponent("sherpa.sqlite").path) {
      _ = ProcessTimer.run(sherpa, options(home) + ["today"])
    }
    return home
  }

  /// The large store: 50 habits with 5 years of history, 50 tasks, 100 archived items.
  func largeHome() -> URL {
    let home = scratch.appendingPathComponent("large")
    let file = home.appendingPathComponent("sherpa.sqlite")
    if !FileManager.default.fileExists(atPath: file.path) {
      try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      do {
        let summary = try LargeStore.generate(at: file, today: BenchSuite.today, seed: 42)
        FileHandle.standardError.write(
          Data("large store: \(summary.items) items, \(summary.instances) instances\n".utf8))
      } catch {
        FileHandle.standardError.write(Data("sherpa-bench: cannot generate the large store: \(error)\n".utf8))
      }
      _ = ProcessTimer.run(sherpa, options(home) + ["stats"])
    }
    return home
  }

  func floorSample(_ home: URL) -> Sample {
    Sample.process(
      "floor (open the store, exit)", floor, [home.appendingPathComponent("sherpa.sqlite").path], runs: runs)
  }

  func startup() -> [BenchRow] {
    let home = largeHome()
    let base = floorSample(home)
    let version = Sample.process("sherpa --version", sherpa, ["--version"], runs: runs)
    return [
      BenchRow(sample: base, unit: .milliseconds, target: "", baseline: nil),
      BenchRow(sample: version, unit: .milliseconds, target: "≤ 25 ms, ≤ 50 MB", baseline: base),
    ]
  }

  func storeCommand(_ name: String, _ arguments: [String], target: String) -> [BenchRow] {
    let home = largeHome()
    let base = floorSample(home)
    let sample = Sample.process(name, sherpa, options(home) + arguments, runs: runs)
    return [BenchRow(sample: sample, unit: .milliseconds, target: target, baseline: base)]
  }

  func say() -> [BenchRow] {
    let large = largeHome()
    let empty = emptyHome()
    let base = floorSample(large)
    let onEmpty = Sample.process(
      "sherpa say (empty store)", sherpa, options(empty) + ["--offline", "say", "help"], runs: runs)
    let onLarge = Sample.process(
      "sherpa say \"what's on today\" (large store)", sherpa,
      options(large) + ["--offline", "say", "what's on today"], runs: runs)
    return [
      BenchRow(sample: onEmpty, unit: .milliseconds, target: "", baseline: base),
      BenchRow(sample: onLarge, unit: .milliseconds, target: "≤ 25 ms", baseline: base),
    ]
  }

  /// The in-process parse's inputs: the first corpus, a parser over the large store's
  /// items, and 08:00 on the bench's day.
  func parseInputs(store: URL? = nil) -> (corpus: [String], parser: IntentParser, context: ParseContext, items: Int) {
    let file = store ?? largeHome().appendingPathComponent("sherpa.sqlite")
    let names = (try? SherpaStore.open(at: file, readOnly: true).items()) ?? []
    let parser = IntentParser(items: names.map { ItemRef(id: $0.id, name: $0.name, kind: $0.kind, unit: $0.unit) })
    let context = ParseContext(
      today: BenchSuite.today, time: LocalTime(minutesSinceMidnight: 480), wake: LocalTime(minutesSinceMidnight: 420),
      bed: LocalTime(minutesSinceMidnight: 1380))
    return (BenchCorpus.load(), parser, context, names.count)
  }

  /// Only the in-process parse, `rounds` times over the corpus, for a profiler
  /// (`valgrind --tool=callgrind sherpa-bench parse-profile 20 STORE [LINES]`, STORE a
  /// large store made by `generate`, so the profiler does not wait for one; LINES a file
  /// of sentences, one a line, such as `pipe-script` writes, instead of the first corpus);
  /// a checksum.
  func parseProfile(rounds: Int, store: URL?, lines: URL? = nil) -> Int {
    var (corpus, parser, context, _) = parseInputs(store: store)
    if let lines, let text = try? String(contentsOf: lines, encoding: .utf8) {
      corpus = text.split(separator: "\n").map(String.init)
    }
    var sink = 0
    for _ in 0..<rounds {
      for text in corpus { sink &+= parser.parse(text, context: context).intent.rawValue.count }
    }
    return sink
  }

  func parse() -> [BenchRow] {
    let (corpus, parser, context, items) = parseInputs()
    let large = largeHome()
    var sink = 0
    let perUtterance = Sample.inProcess(
      "parse in-process, per utterance (\(corpus.count) utterances, \(items) items)", runs: runs,
      per: max(1, corpus.count)
    ) {
      for text in corpus { sink &+= parser.parse(text, context: context).intent.rawValue.count }
    }
    let whole = Sample.process(
      "sherpa parse (whole process)", sherpa, options(large) + ["parse", "walked 4000 steps"], runs: runs)
    let base = floorSample(large)
    let rate = perUtterance.median > 0 ? Int(1 / perUtterance.median) : 0
    var rateRow = perUtterance
    rateRow.name += " → \(rate) utterances/s" + (sink == 42 ? "" : "")
    return [
      BenchRow(sample: rateRow, unit: .microseconds, target: "≤ 20 µs, ≥ 50,000/s", baseline: nil),
      BenchRow(sample: whole, unit: .milliseconds, target: "≤ 20 ms", baseline: base),
    ]
  }

  func recur() -> [BenchRow] {
    let home = emptyHome()
    let base = floorSample(home)
    let process = Sample.process(
      "sherpa recur (20 dates)", sherpa,
      options(home) + ["recur", "every 2 weeks on tue and thu", "--start", "2026-11-23", "--count", "20", "--json"],
      runs: runs)
    let rule = Recurrence(freq: .monthly, byNthWeekday: [NthWeekday(n: 2, weekday: 2), NthWeekday(n: 4, weekday: 2)])
    var sink = 0
    let expand = Sample.inProcess("expand 1,000 occurrences in-process", runs: runs) {
      sink &+= rule.occurrences(start: BenchSuite.today, from: BenchSuite.today, count: 1000).count
    }
    return [
      BenchRow(sample: process, unit: .milliseconds, target: "≤ 20 ms", baseline: base),
      BenchRow(sample: expand, unit: .milliseconds, target: "≤ 1 ms", baseline: nil),
    ]
  }

  func pipe() -> [BenchRow] {
    let script = scratch.appendingPathComponent("pipe-10000.txt")
    try? BenchCorpus.voicePipe(lines: 10_000).write(to: script, atomically: true, encoding: .utf8)
    var sample = Sample(name: "10,000 voice-style lines through sherpa --offline --json", seconds: [], peakKB: 0)
    for index in 0..<max(1, runs / 10) {
      let home = scratch.appendingPathComponent("pipe-\(index)")
      let run = ProcessTimer.run(sherpa, options(home) + ["--offline", "--json"], stdinPath: script.path)
      sample.seconds.append(run.seconds)
      sample.peakKB = max(sample.peakKB, run.peakKB)
      if run.status != 0 { sample.failures += 1 }
    }
    return [BenchRow(sample: sample, unit: .seconds, target: "≤ 3 s, ≤ 50 MB", baseline: nil)]
  }

  func replay() -> [BenchRow] {
    let sample = Sample.process(
      "sherpa replay Transcripts/ (the library)", sherpa, ["replay", "Transcripts"], runs: max(3, runs / 5))
    return [BenchRow(sample: sample, unit: .seconds, target: "≤ 2 s", baseline: nil)] + longTranscript()
  }

  /// One transcript of 1,000 voice-style turns, recorded offline here, then replayed.
  func longTranscript() -> [BenchRow] {
    let script = scratch.appendingPathComponent("pipe-1000.txt")
    let transcript = scratch.appendingPathComponent("turns-1000.transcript")
    try? BenchCorpus.voicePipe(lines: 1000).write(to: script, atomically: true, encoding: .utf8)
    let home = scratch.appendingPathComponent("recorded-1000")
    let recorded = ProcessTimer.run(
      sherpa, options(home) + ["--offline", "--record", transcript.path], stdinPath: script.path)
    guard recorded.status == 0 else {
      FileHandle.standardError.write(Data("sherpa-bench: recording the 1,000-turn transcript failed\n".utf8))
      return []
    }
    let sample = Sample.process(
      "sherpa replay of one 1,000-turn transcript", sherpa, ["replay", transcript.path], runs: max(3, runs / 5))
    return [BenchRow(sample: sample, unit: .seconds, target: "≤ 1 s", baseline: nil)]
  }

  func llm() -> [BenchRow] {
    guard let server = FakeServer.start() else {
      FileHandle.standardError.write(Data("sherpa-bench: python3 is needed for the local LLM server; skipped\n".utf8))
      return []
    }
    defer { server.stop() }
    let home = emptyHome()
    let base = floorSample(home)
    let environment = ["SHERPA_LLM_BASE_URL": server.baseURL]
    let turn = Sample.process(
      "sherpa say routed to the LLM (local instant server)", sherpa,
      options(home) + ["say", "the book thing went fine i think"], runs: runs, environment: environment)
    var rows = [BenchRow(sample: turn, unit: .milliseconds, target: "≤ 40 ms", baseline: base)]
    if let llmTool = BenchSuite.which("llm") {
      let other = Sample.process(
        "llm (PyPI) one-shot prompt, same server", llmTool, ["-m", "gpt-4o-mini", "hello"], runs: runs,
        environment: ["OPENAI_BASE_URL": server.baseURL, "OPENAI_API_KEY": "x"])
      rows.append(BenchRow(sample: other, unit: .milliseconds, target: "", baseline: turn))
    }
    return rows
  }

  static func which(_ tool: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let path = "\(folder)/\(tool)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }
}
