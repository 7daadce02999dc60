import Foundation
import SherpaHTTP
import SherpaTestSupport
import Testing

@testable import SherpaLLM

/// The client's own cost from the call to the first piece of text, against the local
/// server answering at once. Prints the medians; the bound is loose enough for a debug
/// build on a busy machine and still catches a stall (Nagle, `Expect: 100-continue`,
/// a poll interval) that would add tens of milliseconds.
@Suite struct FirstDeltaLatencyTests {
  static let rounds = 60

  @Test func medianTimeToFirstDeltaIsSmall() async throws {
    let server = try FakeOpenAIServer(handler: { _ in .stream(["Morning", "!"]) })
    let llm = client(server, world: TestWorld(), budgetMessages: Self.rounds)
    var samples: [Double] = []
    for round in 0..<Self.rounds {
      let deltas = Deltas()
      let request = ChatRequest(messages: [.system("You answer in JSON."), .user("round \(round)")])
      let start = ContinuousClock.now
      _ = try await llm.complete(request) { deltas.append($0) }
      let first = try #require(deltas.firstArrival)
      samples.append(LLMClient.seconds(first - start) * 1000)
    }
    let median = samples.sorted()[samples.count / 2]
    print("sherpa LLMClient first delta over \(Self.rounds) streamed requests: median \(format(median)) ms")
    #expect(median < 25)
  }

  @Test func medianRawTransportRoundTrip() async throws {
    let server = try FakeOpenAIServer(handler: { _ in .completion("ok") })
    let transport = CurlTransport()
    var samples: [Double] = []
    for _ in 0..<Self.rounds {
      let start = ContinuousClock.now
      _ = try await transport.send(HTTPRequest(method: "POST", url: server.baseURL + "/chat/completions"))
      samples.append(LLMClient.seconds(ContinuousClock.now - start) * 1000)
    }
    let median = samples.sorted()[samples.count / 2]
    print("sherpa CurlTransport whole POST round trip over \(Self.rounds): median \(format(median)) ms")
    #expect(median < 25)
  }

  private func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
