import SherpaCore
import Testing

@testable import SherpaLLM

@Suite struct RetryPolicyTests {
  @Test func retriesOnlyWhatMayPass() {
    let policy = RetryPolicy()
    #expect(policy.shouldRetry(.rateLimited(retryAfter: nil)))
    #expect(policy.shouldRetry(.server(status: 503)))
    #expect(policy.shouldRetry(.offline("refused")))
    #expect(!policy.shouldRetry(.server(status: 400)))
    #expect(!policy.shouldRetry(.server(status: 401)))
    #expect(!policy.shouldRetry(.badReply("x")))
    #expect(!policy.shouldRetry(.timedOut(seconds: 1)))
    #expect(!policy.shouldRetry(.cancelled))
    #expect(!policy.shouldRetry(.budgetSpent(.tokens)))
    #expect(!policy.shouldRetry(.noKey))
  }

  @Test func delaysDoubleWithJitterAndHonourRetryAfter() {
    let policy = RetryPolicy(baseDelay: 1)
    var random = SeededRandom(seed: 1)
    for attempt in 1...4 {
      let wait = policy.delay(afterTry: attempt, error: .server(status: 500), random: &random)
      let full = Double(1 << (attempt - 1))
      #expect(wait >= full / 2 && wait < full, "try \(attempt)")
    }
    #expect(policy.delay(afterTry: 1, error: .rateLimited(retryAfter: 7), random: &random) == 7)
  }

  @Test func theSameSeedGivesTheSameWaits() {
    let policy = RetryPolicy()
    var one = SeededRandom(seed: 9)
    var two = SeededRandom(seed: 9)
    let first = (1...3).map { policy.delay(afterTry: $0, error: .offline("x"), random: &one) }
    let second = (1...3).map { policy.delay(afterTry: $0, error: .offline("x"), random: &two) }
    #expect(first == second)
  }
}
