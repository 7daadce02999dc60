import Foundation
import SherpaCore

/// Multi-line input that does not depend on Shift-Enter (which terminals cannot tell
/// apart): a line ending in `\` continues on the next, and `"""` opens and closes a block.
public struct MultiLineAssembler: Sendable {
  private var parts: [String] = []
  private var inBlock = false

  public init() {}

  /// Whether a continuation or block is waiting for more lines.
  public var isOpen: Bool { inBlock || !parts.isEmpty }

  /// Adds a line; returns the whole utterance once it is complete.
  public mutating func add(_ line: String) -> String? {
    let trimmed = line.trimmingSpaces
    if inBlock {
      if trimmed == "\"\"\"" {
        inBlock = false
        return take()
      }
      parts.append(line)
      return nil
    }
    if trimmed == "\"\"\"" && parts.isEmpty {
      inBlock = true
      return nil
    }
    if line.hasSuffix("\\") {
      parts.append(String(line.dropLast()))
      return nil
    }
    parts.append(line)
    return take()
  }

  /// What is left at the end of input.
  public mutating func flush() -> String? {
    guard isOpen else { return nil }
    inBlock = false
    let text = take()
    return text.trimmingWhitespace.isEmpty ? nil : text
  }

  private mutating func take() -> String {
    let text = parts.joined(separator: "\n")
    parts = []
    return text
  }
}
