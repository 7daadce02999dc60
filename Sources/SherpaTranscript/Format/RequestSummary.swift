import SherpaLLM

/// The part of a request a replay must match: whether JSON was asked for, how many
/// messages, the system prompt's first line and the last thing the person said.
public struct RequestSummary: Sendable, Equatable, Codable {
  public var json: Bool
  public var messages: Int
  public var system: String?
  public var lastUser: String?

  enum CodingKeys: String, CodingKey {
    case json, messages, system
    case lastUser = "last_user"
  }

  public init(json: Bool, messages: Int, system: String?, lastUser: String?) {
    self.json = json
    self.messages = messages
    self.system = system
    self.lastUser = lastUser
  }

  public init(_ request: ChatRequest) {
    json = request.wantsJSONObject
    messages = request.messages.count
    system = request.messages.first { $0.role == .system }.map { message in
      String(message.content.split(separator: "\n", maxSplits: 1).first ?? "")
    }
    lastUser = request.messages.last { $0.role == .user }?.content
  }
}
