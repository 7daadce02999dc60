import Foundation
import SherpaLLM

/// One request to the language model during a turn and what came back: the pieces of
/// the streamed reply and how it ended, or the error it ended with.
public struct LLMExchange: Sendable, Equatable {
  public var request: RequestSummary
  public var deltas: [String]
  public var outcome: Outcome

  /// How an exchange ended.
  public enum Outcome: Sendable, Equatable {
    case reply(RecordedReply)
    case failure(RecordedFailure)
  }

  public init(request: RequestSummary, deltas: [String], outcome: Outcome) {
    self.request = request
    self.deltas = deltas
    self.outcome = outcome
  }

  /// The response the exchange gives back when replayed, or the error it throws.
  public func replay() -> Result<ChatResponse, LLMError> {
    switch outcome {
    case .reply(let reply):
      return .success(
        ChatResponse(
          content: reply.content ?? deltas.joined(), usage: reply.usage, model: reply.model,
          streamed: reply.streamed))
    case .failure(let failure):
      return .failure(failure.error)
    }
  }
}

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

/// How a recorded reply ended: the model, the usage, whether it streamed, and the text
/// when it differs from the joined deltas.
public struct RecordedReply: Sendable, Equatable, Codable {
  public var model: String
  public var streamed: Bool
  public var usage: ChatUsage?
  public var content: String?

  public init(model: String, streamed: Bool, usage: ChatUsage?, content: String? = nil) {
    self.model = model
    self.streamed = streamed
    self.usage = usage
    self.content = content
  }

  public init(_ response: ChatResponse, deltas: [String]) {
    self.init(
      model: response.model, streamed: response.streamed, usage: response.usage,
      content: response.content == deltas.joined() ? nil : response.content)
  }
}

/// A recorded `LLMError`, written as a code and its detail.
public struct RecordedFailure: Sendable, Equatable, Codable {
  public var code: String
  public var detail: String?
  public var number: Double?

  public init(code: String, detail: String? = nil, number: Double? = nil) {
    self.code = code
    self.detail = detail
    self.number = number
  }

  public init(_ error: LLMError) {
    switch error {
    case .noKey: self.init(code: "no_key")
    case .offline(let detail): self.init(code: "offline", detail: detail)
    case .rateLimited(let retryAfter): self.init(code: "rate_limited", number: retryAfter)
    case .server(let status): self.init(code: "server", number: Double(status))
    case .timedOut(let seconds): self.init(code: "timeout", number: seconds)
    case .badReply(let reason): self.init(code: "bad_reply", detail: reason)
    case .budgetSpent(let limit): self.init(code: "budget_spent", detail: limit.rawValue)
    case .cancelled: self.init(code: "cancelled")
    }
  }

  /// The error this record stands for; an unknown code reads as an unreachable server.
  public var error: LLMError {
    switch code {
    case "no_key": .noKey
    case "rate_limited": .rateLimited(retryAfter: number)
    case "server": .server(status: Int(number ?? 500))
    case "timeout": .timedOut(seconds: number ?? 0)
    case "bad_reply": .badReply(detail ?? "")
    case "budget_spent": .budgetSpent(LLMError.BudgetLimit(rawValue: detail ?? "") ?? .messages)
    case "cancelled": .cancelled
    default: .offline(detail ?? code)
    }
  }

  static let knownCodes: Set<String> = [
    "no_key", "offline", "rate_limited", "server", "timeout", "bad_reply", "budget_spent", "cancelled",
  ]
}
