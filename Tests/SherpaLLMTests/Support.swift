import Foundation
import SherpaCore
import SherpaHTTP
import SherpaTestSupport

@testable import SherpaLLM

/// A wall clock tests move by hand, and a record of every wait asked for.
final class TestWorld: @unchecked Sendable {
  private let lock = NSLock()
  private var instant = Date(timeIntervalSince1970: 1_795_420_800)
  private var waits: [Double] = []

  var environment: Environment {
    Environment(
      now: { [self] in now }, timeZone: TimeZone(identifier: "Europe/London") ?? .gmt,
      sleep: { [self] duration in record(duration) }, random: SeededRandom(seed: 7))
  }

  var now: Date {
    lock.lock()
    defer { lock.unlock() }
    return instant
  }

  func advance(_ seconds: Double) {
    lock.lock()
    instant = instant.addingTimeInterval(seconds)
    lock.unlock()
  }

  var sleeps: [Double] {
    lock.lock()
    defer { lock.unlock() }
    return waits
  }

  private func record(_ duration: Duration) {
    lock.lock()
    waits.append(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    lock.unlock()
  }
}

/// Collects deltas from callbacks that may run anywhere.
final class Deltas: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  private var firstAt: ContinuousClock.Instant?

  func append(_ text: String) {
    lock.lock()
    if stored.isEmpty { firstAt = ContinuousClock.now }
    stored.append(text)
    lock.unlock()
  }

  var values: [String] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  var firstArrival: ContinuousClock.Instant? {
    lock.lock()
    defer { lock.unlock() }
    return firstAt
  }
}

let secretKey = "sk-test-DO-NOT-LEAK-4242"

func settings(for server: FakeOpenAIServer, timeout: Double = 5, key: String? = secretKey) -> LLMSettings {
  LLMSettings(baseURL: server.baseURL, apiKey: key, model: "test-model", timeout: timeout)
}

func client(
  _ server: FakeOpenAIServer, world: TestWorld, timeout: Double = 5, key: String? = secretKey,
  ledger: any UsageLedger = InMemoryUsageLedger(), budgetMessages: Int = 50, budgetTokens: Int = 100_000
) -> LLMClient {
  var settings = settings(for: server, timeout: timeout, key: key)
  settings.budgetMessages = budgetMessages
  settings.budgetTokens = budgetTokens
  return LLMClient(settings: settings, transport: overCurl(settings), environment: world.environment, ledger: ledger)
}

/// The live transport: the OpenAI-compatible endpoint of `settings` over libcurl.
func overCurl(_ settings: LLMSettings) -> any ChatTransport {
  OpenAIChatTransport(settings: settings, http: CurlTransport())
}

let hello = ChatRequest(messages: [.system("You answer in JSON."), .user("plan my day")])
