import Foundation

/// Runs the built `sherpa` executable, the one beside the test bundle in the build
/// folder, in a temporary home with a fixed clock and zone: end-to-end tests drive
/// the real binary, never a copy of its logic.
public struct SherpaBinary: Sendable {
  public struct Result: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
  }

  public let url: URL
  public let home: URL
  public var now: String
  public var tz: String

  public init(home: URL, now: String = "2026-11-23T08:00:00", tz: String = "Europe/London") {
    self.url = SherpaBinary.builtExecutable
    self.home = home
    self.now = now
    self.tz = tz
  }

  /// `.build/<config>/sherpa`, next to the test bundle that is running.
  public static var builtExecutable: URL {
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = runner.deletingLastPathComponent()
    while folder.path != "/" {
      let candidate = folder.appendingPathComponent("sherpa")
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
        return candidate
      }
      folder = folder.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: ".build/debug/sherpa")
  }

  /// Runs `sherpa --home H --now N --tz Z <arguments>` with `stdin` piped in.
  public func run(
    _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:], timeout: TimeInterval = 60
  ) throws -> Result {
    let process = Process()
    process.executableURL = url
    process.arguments = ["--home", home.path, "--now", now, "--tz", tz] + arguments
    process.environment = Self.environment(environment)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let inURL = scratch.appendingPathComponent("in")
    let outURL = scratch.appendingPathComponent("out")
    let errURL = scratch.appendingPathComponent("err")
    try Data((stdin ?? "").utf8).write(to: inURL)
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let input = try FileHandle(forReadingFrom: inURL)
    let output = try FileHandle(forWritingTo: outURL)
    let errors = try FileHandle(forWritingTo: errURL)
    defer {
      try? input.close()
      try? output.close()
      try? errors.close()
    }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(2_000) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
      stderr: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self))
  }

  /// The JSON object a command prints (`export --format json`, `goals --json`, ...);
  /// an error naming the command when it prints something else.
  public func json(_ arguments: [String]) throws -> [String: Any] {
    let result = try run(arguments)
    guard let object = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] else {
      throw NotJSON(arguments: arguments, stdout: String(result.stdout.prefix(300)), stderr: result.stderr)
    }
    return object
  }

  public struct NotJSON: Error, CustomStringConvertible {
    public var arguments: [String]
    public var stdout: String
    public var stderr: String
    public var description: String {
      "sherpa \(arguments.joined(separator: " ")) printed no JSON object: \(stdout) \(stderr)"
    }
  }

  /// A fresh temporary folder, removed by the caller when done.
  public static func temporaryHome(_ label: String = "home") -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("sherpa-\(label)-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

extension SherpaBinary {
  /// The environment the binary runs in: no colour, no LLM key or server unless a test
  /// passes one in `extra`.
  static func environment(_ extra: [String: String]) -> [String: String] {
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    env["SHERPA_LLM_API_KEY"] = ""
    env["OPENAI_API_KEY"] = ""
    env["SHERPA_LLM_BASE_URL"] = nil
    for (key, value) in extra { env[key] = value }
    return env
  }
}
