import Foundation
import SherpaTestSupport
import Testing

@testable import SherpaHTTP

@Suite struct CurlTransportTests {
  let transport = CurlTransport()

  @Test func plainGetReturnsStatusAndBody() async throws {
    let server = try FakeOpenAIServer()
    let response = try await transport.send(HTTPRequest(url: "http://127.0.0.1:\(server.port)/health"))
    #expect(response.status == 200)
    #expect(response.text == "sherpa fake server\n")
    #expect(response.header("Content-Type") == "text/plain")
    #expect(server.requests.map(\.path) == ["/health"])
    #expect(server.requests.first?.method == "GET")
  }

  @Test func postSendsHeadersAndBody() async throws {
    let server = try FakeOpenAIServer(replies: [.completion("hi")])
    let body = Array(String(repeating: "a", count: 5000).utf8)
    let request = HTTPRequest(
      method: "POST", url: server.baseURL + "/chat/completions",
      headers: [HTTPHeader("Content-Type", "application/json"), HTTPHeader("X-Trace", "42")], body: body)
    let response = try await transport.send(request)
    #expect(response.status == 200)
    let logged = try #require(server.requests.first)
    #expect(logged.method == "POST")
    #expect(logged.path == "/v1/chat/completions")
    #expect(logged.headers["x-trace"] == "42")
    #expect(logged.headers["expect"] == nil)
    #expect(logged.body.utf8.count == 5000)
  }

  @Test func statusAndRetryAfterComeBack() async throws {
    let server = try FakeOpenAIServer(replies: [.rateLimited(retryAfter: 7)])
    let response = try await transport.send(HTTPRequest(method: "POST", url: server.baseURL + "/chat/completions"))
    #expect(response.status == 429)
    #expect(response.retryAfterSeconds == 7)
  }

  @Test func retryAfterReadsMillisecondsFirstAndIgnoresDates() {
    #expect(HTTPResponse(status: 429, headers: ["retry-after": "3"]).retryAfterSeconds == 3)
    #expect(
      HTTPResponse(status: 429, headers: ["retry-after": "3", "retry-after-ms": "1500"]).retryAfterSeconds == 1.5)
    #expect(
      HTTPResponse(status: 429, headers: ["retry-after": "Wed, 21 Oct 2026 07:28:00 GMT"]).retryAfterSeconds == nil)
    #expect(HTTPResponse(status: 429, headers: ["retry-after": "-4"]).retryAfterSeconds == nil)
    #expect(HTTPResponse(status: 429).retryAfterSeconds == nil)
  }

  @Test func chunksArriveAsTheyAreSent() async throws {
    let server = try FakeOpenAIServer(replies: [.stream(["one", "two", "three"], delay: .milliseconds(30))])
    let seen = Recorder<HTTPChunk>()
    let response = try await transport.send(
      HTTPRequest(method: "POST", url: server.baseURL + "/chat/completions"), cancellation: HTTPCancellation(),
      onChunk: { seen.append($0) })
    let chunks = seen.values
    #expect(chunks.count >= 3)
    #expect(chunks.allSatisfy { $0.status == 200 })
    #expect(chunks.flatMap(\.bytes) == response.body)
    #expect(response.text.contains("[DONE]"))
  }

  @Test func refusedConnectionIsCouldNotConnect() async throws {
    let server = try FakeOpenAIServer.refusing()
    let port = server.port
    await #expect(throws: HTTPError.self) {
      _ = try await transport.send(HTTPRequest(url: "http://127.0.0.1:\(port)/", timeout: 2))
    }
    do {
      _ = try await transport.send(HTTPRequest(url: "http://127.0.0.1:\(port)/", timeout: 2))
    } catch let error as HTTPError {
      guard case .couldNotConnect = error else {
        Issue.record("expected couldNotConnect, got \(error)")
        return
      }
      #expect(error.isNetworkFailure)
    }
  }

  @Test func oneTransportReusesItsConnection() async throws {
    let server = try FakeOpenAIServer(keepAlive: true, handler: { _ in .completion("ok") })
    let request = HTTPRequest(method: "POST", url: server.baseURL + "/chat/completions")
    for _ in 0..<3 { _ = try await transport.send(request) }
    _ = try await CurlTransport().send(request)
    #expect(server.requests.count == 4)
    #expect(server.connectionCount == 2)
  }

  @Test func aTransportStillWorksAfterATimedOutTransfer() async throws {
    let server = try FakeOpenAIServer(replies: [.hang, .completion("ok")])
    let pooled = CurlTransport()
    await #expect(throws: HTTPError.timedOut(seconds: 0.1)) {
      _ = try await pooled.send(HTTPRequest(method: "POST", url: server.baseURL + "/x", timeout: 0.1))
    }
    #expect(try await pooled.send(HTTPRequest(method: "POST", url: server.baseURL + "/x")).text.contains("ok"))
  }

  @Test func droppingTheServerStopsIt() async throws {
    var server: FakeOpenAIServer? = try FakeOpenAIServer()
    let port = server!.port
    server = nil
    await #expect(throws: HTTPError.self) {
      _ = try await transport.send(HTTPRequest(url: "http://127.0.0.1:\(port)/", timeout: 1))
    }
  }

  @Test func silentServerTimesOutWithinTheBound() async throws {
    let server = try FakeOpenAIServer(replies: [.hang])
    let clock = ContinuousClock()
    let start = clock.now
    await #expect(throws: HTTPError.timedOut(seconds: 0.3)) {
      _ = try await transport.send(HTTPRequest(method: "POST", url: server.baseURL + "/chat/completions", timeout: 0.3))
    }
    let elapsed = clock.now - start
    #expect(elapsed >= .milliseconds(290))
    #expect(elapsed < .seconds(4))
  }

  @Test func cancellationFromAnotherTaskStopsAHangingRequest() async throws {
    let server = try FakeOpenAIServer(replies: [.hang])
    let token = HTTPCancellation()
    let clock = ContinuousClock()
    let start = clock.now
    Task {
      try await Task.sleep(for: .milliseconds(100))
      token.cancel()
    }
    await #expect(throws: HTTPError.cancelled) {
      _ = try await transport.send(
        HTTPRequest(method: "POST", url: server.baseURL + "/chat/completions", timeout: 10), cancellation: token,
        onChunk: { _ in })
    }
    let elapsed = clock.now - start
    #expect(elapsed < .seconds(5), "the cancel ends the request long before its 10 s timeout")
  }

  @Test func taskCancellationStopsTheTransfer() async throws {
    let server = try FakeOpenAIServer(replies: [.stream(Array(repeating: "x", count: 50), delay: .milliseconds(50))])
    let first = Recorder<HTTPChunk>()
    let task = Task {
      try await transport.send(
        HTTPRequest(method: "POST", url: server.baseURL + "/chat/completions", timeout: 10),
        cancellation: HTTPCancellation(), onChunk: { first.append($0) })
    }
    while first.values.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
    task.cancel()
    await #expect(throws: HTTPError.cancelled) { _ = try await task.value }
    #expect(first.values.count < 50)
  }

  @Test func bodyOverTheCapIsTooLarge() async throws {
    let server = try FakeOpenAIServer(replies: [.huge(bytes: 3_000_000)])
    await #expect(throws: HTTPError.tooLarge(limit: 1_000_000)) {
      _ = try await transport.send(
        HTTPRequest(method: "POST", url: server.baseURL + "/x", maximumResponseBytes: 1_000_000))
    }
  }

  @Test func cutOffStreamIsATransportError() async throws {
    let server = try FakeOpenAIServer(replies: [.cutStream(["a", "b", "c", "d"], after: 2)])
    do {
      _ = try await transport.send(HTTPRequest(method: "POST", url: server.baseURL + "/chat/completions"))
      Issue.record("a cut-off chunked body should fail")
    } catch let error as HTTPError {
      guard case .transport = error else {
        Issue.record("expected transport, got \(error)")
        return
      }
    }
  }

  @Test func errorsNeverCarryTheAuthorizationHeader() async throws {
    let server = try FakeOpenAIServer(replies: [.hang])
    let secret = "sk-test-SECRET-123"
    do {
      _ = try await transport.send(
        HTTPRequest(
          method: "POST", url: server.baseURL + "/chat/completions",
          headers: [HTTPHeader("Authorization", "Bearer \(secret)")], timeout: 0.2))
    } catch {
      #expect(!String(describing: error).contains(secret))
    }
    #expect(server.requests.first?.headers["authorization"] == "Bearer \(secret)")
  }

  @Test(arguments: [
    ("http://127.0.0.1:8080/v1", true), ("http://localhost/v1", true), ("http://[::1]:9/v1", true),
    ("http://user:pw@127.0.0.1/", true), ("https://api.openai.com/v1", false), ("http://10.0.0.1/", false),
    ("http://example.com/127.0.0.1", false), ("nonsense", false),
  ])
  func loopbackAddressesBypassAnyProxy(_ url: String, _ loopback: Bool) {
    #expect(CurlTransfer.isLoopback(url) == loopback)
  }

  @Test func onlyHTTPAndHTTPSAreSpoken() async throws {
    await #expect(throws: HTTPError.badURL("file:///etc/passwd")) {
      _ = try await transport.send(HTTPRequest(url: "file:///etc/passwd"))
    }
  }

  @Test func blockingFormWorksOnAPlainThread() throws {
    let server = try FakeOpenAIServer()
    let response = try transport.sendBlocking(HTTPRequest(url: "http://127.0.0.1:\(server.port)/"))
    #expect(response.status == 200)
  }
}

/// Collects values from callbacks that run on other threads.
final class Recorder<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Value] = []

  func append(_ value: Value) {
    lock.lock()
    stored.append(value)
    lock.unlock()
  }

  var values: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}
