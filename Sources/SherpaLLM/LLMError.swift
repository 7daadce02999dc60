import Foundation

/// Why the language model could not answer, in words a person can act on. No case
/// carries the API key or a request header.
public enum LLMError: Error, Equatable, CustomStringConvertible, Sendable {
  /// No key, and the base URL is not on this machine.
  case noKey
  /// The server could not be reached.
  case offline(String)
  case rateLimited(retryAfter: Double?)
  /// An HTTP error status after the last try (401/403 mean the key was refused).
  case server(status: Int)
  /// The whole LLM part of the turn took longer than this many seconds.
  case timedOut(seconds: Double)
  case badReply(String)
  case budgetSpent(BudgetLimit)
  case cancelled

  /// Which part of the daily budget ran out.
  public enum BudgetLimit: String, Sendable, Equatable {
    case messages, tokens
  }

  public var description: String {
    switch self {
    case .noKey:
      "No LLM API key: set SHERPA_LLM_API_KEY (or OPENAI_API_KEY), or point SHERPA_LLM_BASE_URL at a local server."
    case .offline(let detail):
      "The LLM server could not be reached (\(detail)); everything local still works."
    case .rateLimited(let seconds):
      if let seconds {
        "The LLM server is rate limiting requests; try again in \(LLMError.format(seconds)) s."
      } else {
        "The LLM server is rate limiting requests; try again in a minute."
      }
    case .server(let status) where status == 401 || status == 403:
      "The LLM server refused the API key (HTTP \(status)); check SHERPA_LLM_API_KEY."
    case .server(let status):
      "The LLM server failed (HTTP \(status)); try again later."
    case .timedOut(let seconds):
      "The LLM did not answer within \(LLMError.format(seconds)) s (SHERPA_LLM_TIMEOUT)."
    case .badReply(let reason):
      "The LLM's answer could not be used: \(reason)."
    case .budgetSpent(let limit):
      "Today's LLM budget of \(limit.rawValue) is spent; it resets at midnight (raise it in config.toml)."
    case .cancelled:
      "Cancelled."
    }
  }

  /// The code the coach's JSON output uses for this error.
  public var code: String {
    switch self {
    case .noKey, .offline: "offline"
    case .rateLimited: "rate_limited"
    case .server: "llm_error"
    case .timedOut: "timeout"
    case .badReply: "bad_llm_reply"
    case .budgetSpent: "budget_spent"
    case .cancelled: "cancelled"
    }
  }

  static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.3g", seconds)
  }
}
