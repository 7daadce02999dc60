import SherpaLLM

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
