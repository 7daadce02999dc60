/// One message of a conversation with the model.
public struct ChatMessage: Sendable, Hashable, Codable {
  /// Who speaks: the instructions, the person, or the model.
  public enum Role: String, Sendable, Hashable, Codable {
    case system, user, assistant
  }

  public var role: Role
  public var content: String

  public init(_ role: Role, _ content: String) {
    self.role = role
    self.content = content
  }

  public static func system(_ content: String) -> ChatMessage { ChatMessage(.system, content) }
  public static func user(_ content: String) -> ChatMessage { ChatMessage(.user, content) }
  public static func assistant(_ content: String) -> ChatMessage { ChatMessage(.assistant, content) }
}
