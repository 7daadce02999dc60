import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a whole program many times and measures each run's wall time and peak
/// memory (the child's max resident set from wait4), so figures are for what a
/// person waits for, start-up included.
struct ProcessTimer {
  struct Run {
    var seconds: Double
    var peakKB: Int
    var status: Int32
  }

  /// Runs `path arguments…` once with `stdin` (a file path or nil) and returns what it took.
  static func run(_ path: String, _ arguments: [String], stdinPath: String? = nil, environment: [String: String] = [:])
    -> Run
  {
    var fileActions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&fileActions)
    defer { posix_spawn_file_actions_destroy(&fileActions) }
    posix_spawn_file_actions_addopen(&fileActions, 0, stdinPath ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&fileActions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&fileActions, 2, "/dev/null", O_WRONLY, 0)
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    env["SHERPA_LLM_API_KEY"] = env["SHERPA_LLM_API_KEY"] ?? ""
    for (key, value) in environment { env[key] = value }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &fileActions, nil, argv, envp)
    guard spawned == 0 else { return Run(seconds: 0, peakKB: 0, status: -1) }
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return Run(seconds: seconds, peakKB: usage.ru_maxrss, status: (status >> 8) & 0xff)
  }
}
