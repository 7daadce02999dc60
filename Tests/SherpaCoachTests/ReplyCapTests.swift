import Foundation
import SherpaCore
import SherpaHTTP
import SherpaLLM
import SherpaTestSupport
import Testing

/// A server that streams without end is cut off at the response cap and its answer
/// refused, long before the whole stream has arrived. (Here, not beside the LLM's timing
/// tests: moving 8 MB through a debug build would crowd their clocks.)
@Suite struct ReplyCapTests {
  final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0

    func add(_ text: String) {
      lock.lock()
      total += text.utf8.count
      lock.unlock()
    }

    var bytes: Int {
      lock.lock()
      defer { lock.unlock() }
      return total
    }
  }

  @Test func aHundredMegabyteStreamIsCutAndRefused() async throws {
    let piece = String(repeating: "x", count: 64 * 1024)
    let server = try FakeOpenAIServer(replies: [.stream(Array(repeating: piece, count: 1_600))])
    // The timeout is not what is tested: it is long so that a loaded machine, whose two
    // cooperative threads other tests may hold for a while, cannot turn the cut into a
    // timeout (seen once with a fuzz run on the other core).
    let settings = LLMSettings(baseURL: server.baseURL, apiKey: "sk-test", model: "test-model", timeout: 300)
    let environment = Environment.fixed(Date(timeIntervalSince1970: 1_795_420_800), timeZone: .gmt)
    let client = LLMClient(
      settings: settings, transport: OpenAIChatTransport(settings: settings, http: CurlTransport()),
      environment: environment)
    let request = ChatRequest(messages: [.system("You answer in JSON."), .user("plan my day")])
    let received = Received()
    await #expect(throws: LLMError.badReply("the answer was too large")) {
      _ = try await client.complete(request) { received.add($0) }
    }
    #expect(received.bytes > 1024 * 1024, "the stream did flow before the cut")
    #expect(received.bytes <= 8 * 1024 * 1024, "no more than the cap was passed on: \(received.bytes)")
    #expect(server.requests.count == 1, "a refused answer is not asked again")
  }
}
