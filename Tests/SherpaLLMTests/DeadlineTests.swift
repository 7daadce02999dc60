import Foundation
import SherpaCore
import Testing

@testable import SherpaLLM

/// A transport that ignores the timeout it is given and answers after `delay`.
struct SlowTransport: ChatTransport {
  var delay: Duration
  var pieces: [String] = ["late"]

  func complete(_ request: ChatRequest, onDelta: @Sendable (String) -> Void) async throws -> ChatResponse {
    for piece in pieces {
      try await Task.sleep(for: delay)
      onDelta(piece)
    }
    return ChatResponse(content: pieces.joined(), usage: nil, model: "slow", streamed: true)
  }
}

@Suite struct DeadlineTests {
  let settings = LLMSettings(baseURL: "http://127.0.0.1:9/v1", apiKey: nil, model: "m", timeout: 0.3)

  @Test func aTransportThatIgnoresTheTimeoutStillEndsAtTheDeadline() async throws {
    let llm = LLMClient(
      settings: settings, transport: SlowTransport(delay: .seconds(30)), environment: TestWorld().environment)
    let start = ContinuousClock.now
    await #expect(throws: LLMError.timedOut(seconds: 0.3)) { _ = try await llm.complete(hello) { _ in } }
    let elapsed = ContinuousClock.now - start
    #expect(elapsed >= .milliseconds(290))
    #expect(elapsed < .seconds(3), "bounded by the turn, not by the transport's 30 s")
  }

  @Test func deltasPassThroughInOrderBeforeTheDeadline() async throws {
    var roomy = settings
    roomy.timeout = 20
    let llm = LLMClient(
      settings: roomy, transport: SlowTransport(delay: .milliseconds(5), pieces: ["a", "b", "c"]),
      environment: TestWorld().environment)
    let deltas = Deltas()
    let response = try await llm.complete(hello) { deltas.append($0) }
    #expect(deltas.values == ["a", "b", "c"])
    #expect(response.content == "abc")
  }
}
