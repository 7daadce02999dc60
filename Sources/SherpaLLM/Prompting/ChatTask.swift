import SherpaPrompts

/// The job a request does. Every task starts from the shared system prompt in
/// `Prompts/system.md`; all but free chat add their own instructions from `Prompts/`.
public enum ChatTask: String, Sendable, CaseIterable {
  case chat
  case checkIn = "check_in"
  case decompose
  case reorder
  case mirror

  /// The task's own instructions, nil for free chat.
  public var instructions: String? {
    switch self {
    case .chat: nil
    case .checkIn: Prompts.checkIn
    case .decompose: Prompts.decompose
    case .reorder: Prompts.reorder
    case .mirror: Prompts.mirror
    }
  }

  /// The system prompt for this task, optionally followed by the action schema.
  public func systemPrompt(includingSchema: Bool) -> String {
    var parts = [Prompts.system.trimmingTrailingNewlines()]
    if let instructions { parts.append(instructions.trimmingTrailingNewlines()) }
    if includingSchema {
      parts.append("Answer with one JSON object that matches this JSON Schema:\n" + Prompts.actionsSchema)
    }
    return parts.filter { !$0.isEmpty }.joined(separator: "\n\n")
  }
}

extension String {
  fileprivate func trimmingTrailingNewlines() -> String {
    var text = self
    while text.last?.isNewline == true { text.removeLast() }
    return text
  }
}
