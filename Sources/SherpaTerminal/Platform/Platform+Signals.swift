#if canImport(Glibc)
  import Glibc
#endif

extension Platform {
  nonisolated(unsafe) private static var terminated: sig_atomic_t = 0

  /// SIGTERM and SIGHUP (a closed terminal) set a flag that a running countdown checks, so
  /// it saves and restores the terminal before leaving.
  public static func catchTermination() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in Platform.terminated = 1 }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGTERM, &action, nil)
    sigaction(SIGHUP, &action, nil)
  }

  public static var terminationRequested: Bool { terminated != 0 }

  /// Whether `fd` has input within `milliseconds`.
  public static func waitForInput(_ fd: Int32, milliseconds: Int32) -> Bool {
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, milliseconds) > 0 && entry.revents & Int16(POLLIN | POLLHUP) != 0
  }
}
