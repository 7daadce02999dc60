import Foundation

extension SherpaBinary {
  /// Starts `sherpa --home H --now N --tz Z <arguments>` reading `stdin` and writing
  /// `stdout` and `stderr` (files), and returns without waiting: for tests that kill it
  /// or run two at once.
  public func launch(
    _ arguments: [String], stdin: URL, stdout: URL, stderr: URL, environment: [String: String] = [:]
  ) throws -> Process {
    let process = Process()
    process.executableURL = url
    process.arguments = ["--home", home.path, "--now", now, "--tz", tz] + arguments
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    env["SHERPA_LLM_API_KEY"] = ""
    env["OPENAI_API_KEY"] = ""
    env["SHERPA_LLM_BASE_URL"] = nil
    for (key, value) in environment { env[key] = value }
    process.environment = env
    for file in [stdout, stderr] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
    process.standardInput = try FileHandle(forReadingFrom: stdin)
    process.standardOutput = try FileHandle(forWritingTo: stdout)
    process.standardError = try FileHandle(forWritingTo: stderr)
    try process.run()
    return process
  }

  /// Waits for `process` up to `timeout` seconds, then kills it; true when it ended by itself.
  @discardableResult
  public static func wait(for process: Process, timeout: TimeInterval) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(2_000) }
    let ended = !process.isRunning
    if !ended { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return ended
  }

  /// The long counts of the stress tests run when `SHERPA_STRESS_FULL=1`.
  public static var fullStress: Bool { ProcessInfo.processInfo.environment["SHERPA_STRESS_FULL"] == "1" }
}

/// A small seeded generator for tests that need repeatable "random" moments.
public struct TestRandom: Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `range`.
  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }
}
