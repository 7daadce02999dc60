import Foundation
import SherpaCore

/// The one way the coach asks the model: refuses when offline or over the daily budget,
/// answers identical requests from a 60 s cache, and tries up to three times on rate
/// limits, server errors and network failures, with exponential backoff, jitter and
/// `Retry-After` — all inside one deadline of `settings.timeout` seconds measured on the
/// monotonic clock. Waiting and chance come from `Environment`, so tests never sleep.
public struct LLMClient: ChatTransport {
  public var settings: LLMSettings
  public var transport: any ChatTransport
  public var environment: Environment
  public var cache: any ChatCache
  public var ledger: any UsageLedger
  public var retry: RetryPolicy
  /// How long an answer is reused for the identical request, in seconds.
  public var cacheLifetime: Double

  public init(
    settings: LLMSettings, transport: any ChatTransport, environment: Environment,
    cache: any ChatCache = InMemoryChatCache(), ledger: any UsageLedger = InMemoryUsageLedger(),
    retry: RetryPolicy = RetryPolicy(), cacheLifetime: Double = 60
  ) {
    self.settings = settings
    self.transport = transport
    self.environment = environment
    self.cache = cache
    self.ledger = ledger
    self.retry = retry
    self.cacheLifetime = cacheLifetime
  }

  public func prepare() {
    if !settings.isOffline { transport.prepare() }
  }

  public func complete(_ request: ChatRequest, onDelta: @Sendable (String) -> Void) async throws -> ChatResponse {
    if settings.isOffline { throw LLMError.noKey }
    if Task.isCancelled { throw LLMError.cancelled }
    let key = request.cacheKey(model: settings.model, baseURL: settings.baseURL)
    let asked = environment.now()
    if var cached = await cache.response(for: key, notBefore: asked.addingTimeInterval(-cacheLifetime)) {
      cached.fromCache = true
      onDelta(cached.content)
      return cached
    }
    let day = environment.today
    try await checkBudget(on: day)
    let response = try await withRetries(request, onDelta: onDelta)
    let tokens = response.usage?.totalTokens ?? LLMClient.estimatedTokens(request, response)
    try await ledger.record(messages: 1, tokens: tokens, on: day)
    await cache.store(response, for: key, at: environment.now())
    return response
  }

  /// Today's spend against the budget; throws `budgetSpent` when either part is used up.
  public func checkBudget(on day: LocalDay) async throws {
    let used = try await ledger.usage(on: day)
    if used.messages >= settings.budgetMessages { throw LLMError.budgetSpent(.messages) }
    if used.tokens >= settings.budgetTokens { throw LLMError.budgetSpent(.tokens) }
  }

  private func withRetries(_ request: ChatRequest, onDelta: @Sendable (String) -> Void) async throws
    -> ChatResponse
  {
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(settings.timeout)
    var random = environment.random
    var attempt = 0
    while true {
      attempt += 1
      let remaining = LLMClient.seconds(deadline - clock.now)
      guard remaining > 0 else { throw LLMError.timedOut(seconds: settings.timeout) }
      var single = request
      single.timeout = remaining
      let failure: LLMError
      do {
        return try await tryOnce(single, until: deadline, onDelta: onDelta)
      } catch let error as LLMError {
        failure = error
      } catch is CancellationError {
        throw LLMError.cancelled
      }
      if case .timedOut = failure { throw LLMError.timedOut(seconds: settings.timeout) }
      guard retry.shouldRetry(failure), attempt < retry.maximumTries else { throw failure }
      let delay = retry.delay(afterTry: attempt, error: failure, random: &random)
      guard delay < LLMClient.seconds(deadline - clock.now) else { throw failure }
      do {
        try await environment.sleep(.seconds(delay))
      } catch {
        throw LLMError.cancelled
      }
      if Task.isCancelled { throw LLMError.cancelled }
    }
  }

  /// One try, raced against the turn's deadline on the real monotonic clock, so even a
  /// transport that ignores `request.timeout` cannot hold the turn past it. The reply
  /// text is handed on from the calling task as it arrives.
  private func tryOnce(
    _ request: ChatRequest, until deadline: ContinuousClock.Instant, onDelta: @Sendable (String) -> Void
  ) async throws -> ChatResponse {
    let (deltas, sink) = AsyncStream.makeStream(of: String.self)
    let transport = self.transport
    let limit = settings.timeout
    return try await withThrowingTaskGroup(of: ChatResponse?.self) { group in
      group.addTask {
        defer { sink.finish() }
        return try await transport.complete(request) { sink.yield($0) }
      }
      group.addTask {
        try await Task.sleep(until: deadline, clock: .continuous)
        sink.finish()
        return nil
      }
      defer { group.cancelAll() }
      for await delta in deltas { onDelta(delta) }
      guard let first = try await group.next(), let response = first else {
        throw LLMError.timedOut(seconds: limit)
      }
      return response
    }
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// About four characters a token, for servers that do not report usage.
  static func estimatedTokens(_ request: ChatRequest, _ response: ChatResponse) -> Int {
    let characters = request.messages.reduce(0) { $0 + $1.content.count } + response.content.count
    return max(1, characters / 4)
  }
}
