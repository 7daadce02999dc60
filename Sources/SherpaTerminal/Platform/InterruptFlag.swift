#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-C without leaving: SIGINT sets a flag that the line reader and a running LLM
/// request check, instead of ending the process.
public enum InterruptFlag {
  nonisolated(unsafe) private static var raised: sig_atomic_t = 0
  nonisolated(unsafe) private static var installed = false

  /// Installs the handler (once). Without SA_RESTART, a blocking read returns EINTR.
  public static func install() {
    guard !installed else { return }
    installed = true
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in InterruptFlag.raised = 1 }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
  }

  public static var isSet: Bool { raised != 0 }
  public static func clear() { raised = 0 }
}
