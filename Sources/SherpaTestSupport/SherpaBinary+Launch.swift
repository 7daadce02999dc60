import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension SherpaBinary {
  /// A running `sherpa`, started with `posix_spawn` so that a test can SIGKILL it and
  /// reap it with `waitpid` itself.
  public struct Spawned: Sendable {
    public let pid: pid_t

    /// How a run ended: its exit status, or the signal that ended it.
    public enum End: Sendable, Equatable {
      case exited(Int32)
      case signalled(Int32)
    }

    /// Sends SIGKILL (a no-op once it has ended).
    public func kill() { _ = Glibc.kill(pid, SIGKILL) }

    /// Waits for the end, killing the process after `timeout` seconds.
    public func wait(timeout: TimeInterval = 600) -> End {
      let deadline = Date().addingTimeInterval(timeout)
      var status: Int32 = 0
      while true {
        let reaped = waitpid(pid, &status, WNOHANG)
        if reaped == pid { break }
        if reaped < 0 { return .exited(-1) }
        if Date() > deadline { kill() }
        usleep(2_000)
      }
      let signal = status & 0x7f
      return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }
  }

  /// Starts `sherpa --home H --now N --tz Z <arguments>` reading `stdin` and writing
  /// `stdout` and `stderr` (files), and returns without waiting: for tests that kill it
  /// or run two at once.
  public func launch(
    _ arguments: [String], stdin: URL, stdout: URL, stderr: URL, environment: [String: String] = [:]
  ) throws -> Spawned {
    let env = Self.environment(environment)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdin.path, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, stderr.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard case .success(let pid) = spawn(arguments, environment: env, actions: &actions, attributes: nil) else {
      throw CocoaError(.executableLoad, userInfo: [NSFilePathErrorKey: url.path])
    }
    return Spawned(pid: pid)
  }

  /// `posix_spawn` of `sherpa --home H --now N --tz Z <arguments>` in `environment`: its
  /// pid, or the error number.
  func spawn(
    _ arguments: [String], environment: [String: String], actions: UnsafePointer<posix_spawn_file_actions_t>,
    attributes: UnsafePointer<posix_spawnattr_t>?
  ) -> Swift.Result<pid_t, SpawnError> {
    let all = [url.path, "--home", home.path, "--now", now, "--tz", tz] + arguments
    let argv = all.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let failed = posix_spawn(&pid, url.path, actions, attributes, argv, envp)
    return failed == 0 ? .success(pid) : .failure(SpawnError(code: failed))
  }

  /// Why `posix_spawn` failed (an errno value).
  public struct SpawnError: Error, Sendable {
    public let code: Int32
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
