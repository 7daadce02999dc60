import Foundation
import SherpaTestSupport
import Testing

@testable import SherpaLLM

/// A server that streams without end is cut off at the response cap and its answer
/// refused, long before the whole stream has arrived.
@Suite struct ReplyCapTests {
  @Test func aHundredMegabyteStreamIsCutAndRefused() async throws {
    let piece = String(repeating: "x", count: 64 * 1024)
    let server = try FakeOpenAIServer(replies: [.stream(Array(repeating: piece, count: 1_600))])
    let received = Deltas()
    let started = ContinuousClock.now
    await #expect(throws: LLMError.badReply("the answer was too large")) {
      _ = try await client(server, world: TestWorld(), timeout: 60).complete(hello) { received.append($0) }
    }
    let bytes = received.values.reduce(0) { $0 + $1.utf8.count }
    #expect(bytes > 1024 * 1024, "the stream did flow before the cut")
    #expect(bytes <= 8 * 1024 * 1024, "no more than the cap was passed on: \(bytes)")
    #expect(ContinuousClock.now - started < .seconds(30))
    #expect(server.requests.count == 1, "a refused answer is not asked again")
  }
}
