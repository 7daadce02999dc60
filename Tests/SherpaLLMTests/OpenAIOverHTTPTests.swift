import Foundation
import SherpaTestSupport
import Testing

@testable import SherpaLLM

@Suite struct OpenAIOverHTTPTests {
  @Test func plainReplyOverRealHTTP() async throws {
    let server = try FakeOpenAIServer(replies: [.completion(#"{"reply":"hi","actions":[]}"#)])
    let deltas = Deltas()
    var request = hello
    request.stream = false
    let response = try await client(server, world: TestWorld()).complete(request) { deltas.append($0) }
    #expect(response.content == #"{"reply":"hi","actions":[]}"#)
    #expect(response.streamed == false)
    #expect(response.model == "test-model")
    #expect(response.usage == ChatUsage(promptTokens: 12, completionTokens: 8))
    #expect(deltas.values == [response.content])
    let logged = try #require(server.requests.first)
    #expect(logged.method == "POST")
    #expect(logged.path == "/v1/chat/completions")
    #expect(logged.headers["authorization"] == "Bearer \(secretKey)")
    #expect(logged.headers["content-type"] == "application/json")
    #expect(logged.json?["model"] as? String == "test-model")
    #expect(logged.json?["stream"] as? Double == 0)
    #expect((logged.json?["response_format"] as? [String: any Sendable])?["type"] as? String == "json_object")
    #expect(logged.messageContents == ["You answer in JSON.", "plan my day"])
    #expect(!logged.body.contains(secretKey))
  }

  @Test func streamedReplyArrivesPieceByPiece() async throws {
    let server = try FakeOpenAIServer(replies: [.stream(["{\"reply\":", "\"Morning", "!\"}"], delay: .milliseconds(5))])
    let deltas = Deltas()
    let response = try await client(server, world: TestWorld()).complete(hello) { deltas.append($0) }
    #expect(deltas.values == ["{\"reply\":", "\"Morning", "!\"}"])
    #expect(response.content == #"{"reply":"Morning!"}"#)
    #expect(response.streamed)
    #expect(response.usage?.totalTokens == 20)
    let logged = try #require(server.requests.first)
    #expect(logged.json?["stream"] as? Double == 1)
    #expect(logged.headers["accept"] == "text/event-stream")
  }

  @Test func aServerThatIgnoresStreamingStillAnswers() async throws {
    let server = try FakeOpenAIServer(replies: [.completion("plain")])
    let deltas = Deltas()
    let response = try await client(server, world: TestWorld()).complete(hello) { deltas.append($0) }
    #expect(response.content == "plain")
    #expect(response.streamed == false)
    #expect(deltas.values == ["plain"])
  }

  @Test func rateLimitWithRetryAfterThenSuccess() async throws {
    let server = try FakeOpenAIServer(replies: [.rateLimited(retryAfter: 2), .stream(["ok"])])
    let world = TestWorld()
    let response = try await client(server, world: world).complete(hello) { _ in }
    #expect(response.content == "ok")
    #expect(server.requests.count == 2)
    #expect(world.sleeps.count == 1)
    #expect((world.sleeps.first ?? 0) >= 2)
  }

  @Test func rateLimitLongerThanTheTurnFailsAtOnce() async throws {
    let server = try FakeOpenAIServer(replies: [.rateLimited(retryAfter: 120)])
    let world = TestWorld()
    await #expect(throws: LLMError.rateLimited(retryAfter: 120)) {
      _ = try await client(server, world: world, timeout: 5).complete(hello) { _ in }
    }
    #expect(world.sleeps.isEmpty)
    #expect(server.requests.count == 1)
  }

  @Test func threeServerErrorsGiveAClearError() async throws {
    let server = try FakeOpenAIServer(replies: [.status(500), .status(502), .status(500), .completion("late")])
    let world = TestWorld()
    do {
      _ = try await client(server, world: world).complete(hello) { _ in }
      Issue.record("three 5xx answers must fail")
    } catch let error as LLMError {
      #expect(error == .server(status: 500))
      #expect(error.description == "The LLM server failed (HTTP 500); try again later.")
    }
    #expect(server.requests.count == 3)
    #expect(world.sleeps.count == 2)
    let first = try #require(world.sleeps.first)
    let second = try #require(world.sleeps.last)
    #expect(first >= 0.25 && first < 0.5)
    #expect(second >= 0.5 && second < 1.0)
  }

  @Test func aServerThatRefusesResponseFormatIsAskedAgainWithoutIt() async throws {
    let refusal =
      #"{"error":{"message":"Invalid parameter: 'response_format' of type 'json_object' is not supported"}}"#
    let server = try FakeOpenAIServer(replies: [.status(400, body: refusal), .stream(["ok"])])
    let world = TestWorld()
    let response = try await client(server, world: world).complete(hello) { _ in }
    #expect(response.content == "ok")
    let bodies = server.requests.map(\.body)
    #expect(bodies.count == 2)
    #expect(bodies[0].contains("response_format") && bodies[0].contains("stream_options"))
    #expect(!bodies[1].contains("response_format") && !bodies[1].contains("stream_options"))
    #expect(world.sleeps.isEmpty)
  }

  @Test func anOrdinaryBadRequestIsNotRetried() async throws {
    let server = try FakeOpenAIServer(replies: [.status(400, body: #"{"error":{"message":"context too long"}}"#)])
    do {
      _ = try await client(server, world: TestWorld()).complete(hello) { _ in }
      Issue.record("400 must fail")
    } catch let error as LLMError {
      #expect(error == .server(status: 400))
      #expect(error.description == "The LLM server rejected the request (HTTP 400).")
    }
    #expect(server.requests.count == 1)
  }

  @Test func refusedKeyIsNotRetried() async throws {
    let server = try FakeOpenAIServer(replies: [.status(401, body: #"{"error":{"message":"bad key sk-test"}}"#)])
    do {
      _ = try await client(server, world: TestWorld()).complete(hello) { _ in }
      Issue.record("401 must fail")
    } catch let error as LLMError {
      #expect(error == .server(status: 401))
      #expect(error.description.contains("refused the API key"))
      #expect(!error.description.contains(secretKey))
    }
    #expect(server.requests.count == 1)
  }

  @Test func silentServerTimesOutWithinTheConfiguredFraction() async throws {
    let server = try FakeOpenAIServer(replies: [.hang, .hang, .hang])
    let start = ContinuousClock.now
    await #expect(throws: LLMError.timedOut(seconds: 0.4)) {
      _ = try await client(server, world: TestWorld(), timeout: 0.4).complete(hello) { _ in }
    }
    let elapsed = ContinuousClock.now - start
    #expect(elapsed >= .milliseconds(390))
    #expect(elapsed < .seconds(3), "bounded by the turn, not by the server")
  }

  @Test func aSlowFirstTryLeavesLessTimeForTheNext() async throws {
    let server = try FakeOpenAIServer(replies: [.delayed(.milliseconds(100), .status(503)), .hang])
    var llm = client(server, world: TestWorld(), timeout: 2)
    llm.retry = RetryPolicy(maximumTries: 3, baseDelay: 0.01)
    let start = ContinuousClock.now
    await #expect(throws: LLMError.timedOut(seconds: 2)) {
      _ = try await llm.complete(hello) { _ in }
    }
    let elapsed = ContinuousClock.now - start
    // The second try gets what is left of the 2 s, not another 2 s.
    #expect(elapsed >= .milliseconds(1990))
    #expect(elapsed < .milliseconds(3900))
    #expect(server.requests.count == 2)
  }

  @Test func noRetryWhenTheWaitWouldOutlastTheTurn() async throws {
    let server = try FakeOpenAIServer(replies: [.delayed(.milliseconds(100), .status(503)), .completion("late")])
    let world = TestWorld()
    var slowRetries = client(server, world: world, timeout: 1.5)
    slowRetries.retry = RetryPolicy(maximumTries: 3, baseDelay: 4)
    await #expect(throws: LLMError.server(status: 503)) {
      _ = try await slowRetries.complete(hello) { _ in }
    }
    #expect(world.sleeps.isEmpty)
    #expect(server.requests.count == 1)
  }

  @Test func streamCutOffHalfwayIsABadReplyAndNotRetried() async throws {
    let server = try FakeOpenAIServer(replies: [.cutStream(["{\"reply\":", "\"half", "way\"}"], after: 2)])
    let deltas = Deltas()
    do {
      _ = try await client(server, world: TestWorld()).complete(hello) { deltas.append($0) }
      Issue.record("a cut stream must fail")
    } catch let error as LLMError {
      guard case .badReply = error else {
        Issue.record("expected badReply, got \(error)")
        return
      }
    }
    #expect(deltas.values == ["{\"reply\":", "\"half"])
    #expect(server.requests.count == 1)
  }

  @Test func nonJSONBodyIsABadReply() async throws {
    let server = try FakeOpenAIServer(replies: [.raw(body: "<html>gateway says hello</html>", contentType: "text/html")]
    )
    var request = hello
    request.stream = false
    await #expect(throws: LLMError.badReply("the server's answer was not JSON")) {
      _ = try await client(server, world: TestWorld()).complete(request) { _ in }
    }
  }

  @Test func nonJSONMessageContentIsPassedOnForTheActionLayerToJudge() async throws {
    let server = try FakeOpenAIServer(replies: [.stream(["Sure! Here", " is your plan."])])
    let response = try await client(server, world: TestWorld()).complete(hello) { _ in }
    #expect(response.content == "Sure! Here is your plan.")
  }

  @Test func cancellingTheTaskStopsAStreamAtOnce() async throws {
    let server = try FakeOpenAIServer(replies: [
      .stream(Array(repeating: "word ", count: 100), delay: .milliseconds(40))
    ])
    let deltas = Deltas()
    let llm = client(server, world: TestWorld(), timeout: 20)
    let task = Task { try await llm.complete(hello) { deltas.append($0) } }
    while deltas.values.isEmpty { try await Task.sleep(for: .milliseconds(2)) }
    let cancelledAt = ContinuousClock.now
    task.cancel()
    await #expect(throws: LLMError.cancelled) { _ = try await task.value }
    #expect(ContinuousClock.now - cancelledAt < .milliseconds(300))
    #expect(deltas.values.count < 100)
    #expect(server.requests.count == 1)
  }

  @Test func unreachableServerIsOfflineAfterThreeTries() async throws {
    let server = try FakeOpenAIServer.refusing()
    let world = TestWorld()
    do {
      _ = try await client(server, world: world).complete(hello) { _ in }
      Issue.record("a closed port must fail")
    } catch let error as LLMError {
      guard case .offline = error else {
        Issue.record("expected offline, got \(error)")
        return
      }
      #expect(error.code == "offline")
    }
    #expect(world.sleeps.count == 2)
  }

  @Test func theKeyNeverAppearsInAnyErrorText() async throws {
    let replies: [FakeReply] = [
      .status(401), .status(400), .rateLimited(retryAfter: 99), .raw(body: secretKey),
      .cutStream(["a", "b"], after: 1),
      .hang,
    ]
    for reply in replies {
      let server = try FakeOpenAIServer(replies: [reply])
      var request = hello
      request.stream = reply == .raw(body: secretKey) ? false : true
      do {
        _ = try await client(server, world: TestWorld(), timeout: 0.3).complete(request) { _ in }
        Issue.record("\(reply) should fail")
      } catch {
        #expect(!String(describing: error).contains(secretKey))
        #expect(!"\(error)".contains("Bearer"))
      }
      #expect(server.requests.allSatisfy { !$0.body.contains(secretKey) })
    }
  }

  @Test func localServerNeedsNoKeyAndSendsNone() async throws {
    let server = try FakeOpenAIServer(replies: [.stream(["hi"])])
    _ = try await client(server, world: TestWorld(), key: nil).complete(hello) { _ in }
    #expect(server.requests.first?.headers["authorization"] == nil)
  }

  @Test func noKeyAndARemoteServerMeansNoRequest() async throws {
    let settings = LLMSettings(baseURL: "https://api.openai.com/v1", apiKey: nil)
    let llm = LLMClient(settings: settings, transport: overCurl(settings), environment: TestWorld().environment)
    await #expect(throws: LLMError.noKey) { _ = try await llm.complete(hello) { _ in } }
  }
}
