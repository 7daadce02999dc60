import SherpaCore

/// When to try again and how long to wait first: up to `maximumTries` tries on rate
/// limits, 5xx and network failures; the wait doubles from `baseDelay` with jitter, and
/// is never shorter than the server's `Retry-After`.
public struct RetryPolicy: Sendable, Equatable {
  public var maximumTries: Int
  /// Seconds before the second try, before jitter.
  public var baseDelay: Double

  public init(maximumTries: Int = 3, baseDelay: Double = 0.5) {
    self.maximumTries = maximumTries
    self.baseDelay = baseDelay
  }

  public func shouldRetry(_ error: LLMError) -> Bool {
    switch error {
    case .rateLimited, .offline: true
    case .server(let status): status >= 500
    case .noKey, .timedOut, .badReply, .budgetSpent, .cancelled: false
    }
  }

  /// Seconds to wait after try number `attempt` (1-based) failed with `error`.
  public func delay(afterTry attempt: Int, error: LLMError, random: inout SeededRandom) -> Double {
    let exponential = baseDelay * Double(1 << min(max(attempt - 1, 0), 16))
    let jitter = 0.5 + 0.5 * Double.random(in: 0..<1, using: &random)
    var wait = exponential * jitter
    if case .rateLimited(let retryAfter?) = error { wait = max(wait, retryAfter) }
    return wait
  }
}
