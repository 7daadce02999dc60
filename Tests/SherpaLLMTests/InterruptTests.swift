import Dispatch
import Foundation
import SherpaTestSupport
import Testing

@testable import SherpaLLM

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-C as the REPL wires it: a SIGINT source cancels the task that is asking.
@Suite struct InterruptTests {
  @Test func sigintDuringAStreamCancelsTheRequestAtOnce() async throws {
    let server = try FakeOpenAIServer(replies: [
      .stream(Array(repeating: "word ", count: 100), delay: .milliseconds(30))
    ])
    let llm = client(server, world: TestWorld(), timeout: 20)
    let deltas = Deltas()
    let task = Task { try await llm.complete(hello) { deltas.append($0) } }
    signal(SIGINT, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    source.setEventHandler { task.cancel() }
    source.resume()
    defer {
      source.cancel()
      signal(SIGINT, SIG_DFL)
    }
    while deltas.values.isEmpty { try await Task.sleep(for: .milliseconds(2)) }
    let interrupted = ContinuousClock.now
    kill(getpid(), SIGINT)
    await #expect(throws: LLMError.cancelled) { _ = try await task.value }
    #expect(ContinuousClock.now - interrupted < .milliseconds(300))
    #expect(deltas.values.count < 100)
  }
}
