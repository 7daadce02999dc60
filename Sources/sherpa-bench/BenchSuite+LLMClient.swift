import Foundation
import SherpaCore
import SherpaHTTP
import SherpaLLM
import SherpaTestSupport

/// The client's own cost from the call to the first streamed piece of text, in-process,
/// against the local test server answering at once (the part of a turn sherpa controls).
extension BenchSuite {
  static let streamedRequests = 200

  func llmClient() -> [BenchRow] {
    guard let server = try? FakeOpenAIServer(handler: { _ in .stream(["Morning", "!"]) }) else {
      FileHandle.standardError.write(Data("sherpa-bench: cannot start the local test server; skipped\n".utf8))
      return []
    }
    let settings = LLMSettings(
      baseURL: server.baseURL, apiKey: "bench", budgetMessages: BenchSuite.streamedRequests + 10,
      budgetTokens: 10_000_000)
    let environment = Environment(
      now: { Date() }, timeZone: TimeZone(identifier: "UTC") ?? .gmt, sleep: { try await Task.sleep(for: $0) },
      random: SeededRandom(seed: 1))
    let client = LLMClient(
      settings: settings, transport: OpenAIChatTransport(settings: settings, http: CurlTransport()),
      environment: environment)
    let seconds = BenchSuite.blocking { () async -> [Double] in
      var samples: [Double] = []
      for round in 0..<BenchSuite.streamedRequests {
        let first = FirstArrival()
        let request = ChatRequest(messages: [.system("You answer in JSON."), .user("round \(round)")])
        let start = ContinuousClock.now
        guard (try? await client.complete(request, onDelta: { _ in first.mark() })) != nil, let at = first.at else {
          continue
        }
        let elapsed = at - start
        samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
      }
      return samples
    }
    var sample = Sample(
      name: "LLM client: call to first streamed token (in-process, \(BenchSuite.streamedRequests) requests)",
      seconds: seconds, peakKB: 0)
    sample.failures = BenchSuite.streamedRequests - seconds.count
    return [BenchRow(sample: sample, unit: .milliseconds, target: "≤ 10 ms", baseline: nil)]
  }

  /// Runs async work to completion from the benchmark's synchronous loop.
  static func blocking<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let done = DispatchSemaphore(value: 0)
    let box = ResultBox<T>()
    Task.detached {
      box.value = await work()
      done.signal()
    }
    done.wait()
    guard let value = box.value else { preconditionFailure("the work ended without a result") }
    return value
  }
}

private final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}

/// When the first piece of a streamed reply arrived.
private final class FirstArrival: @unchecked Sendable {
  private let lock = NSLock()
  private var instant: ContinuousClock.Instant?

  func mark() { lock.withLock { if instant == nil { instant = ContinuousClock.now } } }
  var at: ContinuousClock.Instant? { lock.withLock { instant } }
}
