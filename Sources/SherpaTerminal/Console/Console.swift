import Foundation

/// Where every reply and picture goes. Text that came from the store or the LLM is
/// sanitised here; sherpa's own colour codes are added after that, so only they reach
/// the terminal. When stdout is closed (a pipe whose reader left) it goes quiet.
public final class Console: @unchecked Sendable {
  public let style: RenderStyle
  private var stdoutGone = false
  private let lock = NSLock()
  private let writesToStdout: Bool
  private var captured: [UInt8]?

  /// `capture` keeps a copy of everything written (recording and replay); `stdout: false`
  /// keeps it only in that copy.
  public init(style: RenderStyle, capture: Bool = false, stdout: Bool = true) {
    self.style = style
    self.captured = capture ? [] : nil
    self.writesToStdout = stdout
  }

  /// What was written since the last call (capture mode), as text.
  public func takeCaptured() -> String {
    lock.withLock {
      let text = String(decoding: captured ?? [], as: UTF8.self)
      if captured != nil { captured = [] }
      return text
    }
  }

  /// A reply: sanitised, newlines kept.
  public func reply(_ text: String) { line(Sanitizer.clean(text)) }

  /// A picture drawn by sherpa's own views (already built from sanitised names).
  public func picture(_ text: String) { line(text) }

  /// A dim footer line (token use).
  public func dim(_ text: String) {
    let clean = Sanitizer.clean(text, keepNewlines: false)
    line(style.color ? "\u{1B}[2m" + clean + "\u{1B}[0m" : clean)
  }

  /// One JSON object already written (`JSONWriter`, keys sorted), on its own line.
  public func jsonLine(_ bytes: [UInt8]) { out(bytes + [0x0A]) }

  public func line(_ text: String) { out(Array((text.hasSuffix("\n") ? text : text + "\n").utf8)) }

  /// Raw text without a newline (prompts, the typing indicator).
  public func raw(_ text: String) { out(Array(text.utf8)) }

  public func error(_ text: String) {
    Platform.write(Array((Sanitizer.clean(text) + "\n").utf8), to: 2)
  }

  /// Whether the reader of stdout went away.
  public var isClosed: Bool { lock.withLock { stdoutGone } }

  private func out(_ bytes: [UInt8]) {
    lock.withLock {
      captured?.append(contentsOf: bytes)
      guard writesToStdout, !stdoutGone else { return }
      if !Platform.write(bytes, to: 1) { stdoutGone = true }
    }
  }
}
