import Foundation

/// "…" after the coach has worked for a moment (100 ms by default), cleared before the
/// reply is printed; a turn answered sooner shows nothing. REPL only.
public final class TypingIndicator: @unchecked Sendable {
  private let console: Console
  private let lock = NSLock()
  private var shown = false
  private var stopped = false
  private let text: String

  private init(console: Console, text: String) {
    self.console = console
    self.text = text
  }

  /// Starts the clock; `stop()` must follow.
  public static func start(on console: Console, after delay: Duration = .milliseconds(100)) -> TypingIndicator {
    let dots = console.style.unicode ? "…" : "..."
    let label = console.style.color ? "\u{1B}[2m  \(dots)\u{1B}[0m" : "  \(dots)"
    let indicator = TypingIndicator(console: console, text: label)
    let nanoseconds = Int(delay.components.seconds) * 1_000_000_000 + Int(delay.components.attoseconds / 1_000_000_000)
    DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { indicator.show() }
    return indicator
  }

  private func show() {
    lock.withLock {
      guard !stopped else { return }
      shown = true
      console.raw(text)
    }
  }

  /// Clears the indicator if it was drawn; afterwards it never appears.
  public func stop() {
    lock.withLock {
      stopped = true
      if shown { console.raw("\r\u{1B}[K") }
    }
  }
}
