import Foundation
import SherpaCore
import SherpaTestSupport
import Testing

@testable import SherpaLLM

@Suite struct CacheAndBudgetTests {
  @Test func identicalRequestWithinAMinuteIsAnsweredFromTheCache() async throws {
    let server = try FakeOpenAIServer(replies: [.stream(["first"]), .stream(["second"])])
    let world = TestWorld()
    let llm = client(server, world: world)
    let one = try await llm.complete(hello) { _ in }
    world.advance(59)
    let deltas = Deltas()
    let two = try await llm.complete(hello) { deltas.append($0) }
    #expect(server.requests.count == 1)
    #expect(one.content == "first")
    #expect(two.content == "first")
    #expect(two.fromCache)
    #expect(!one.fromCache)
    #expect(deltas.values == ["first"])
  }

  @Test func theCacheForgetsAfterAMinute() async throws {
    let server = try FakeOpenAIServer(replies: [.stream(["first"]), .stream(["second"])])
    let world = TestWorld()
    let llm = client(server, world: world)
    _ = try await llm.complete(hello) { _ in }
    world.advance(61)
    let again = try await llm.complete(hello) { _ in }
    #expect(server.requests.count == 2)
    #expect(again.content == "second")
    #expect(!again.fromCache)
  }

  @Test func aDifferentRequestIsNotTheSame() async throws {
    let server = try FakeOpenAIServer(replies: [.stream(["first"]), .stream(["second"])])
    let llm = client(server, world: TestWorld())
    _ = try await llm.complete(hello) { _ in }
    var other = hello
    other.messages.append(.user("and tomorrow?"))
    #expect(try await llm.complete(other) { _ in }.content == "second")
    #expect(server.requests.count == 2)
  }

  @Test func cacheKeyIgnoresTimeoutAndStreamingButNotContent() {
    var slow = hello
    slow.timeout = 9
    slow.stream = false
    #expect(slow.cacheKey(model: "m", baseURL: "b") == hello.cacheKey(model: "m", baseURL: "b"))
    #expect(hello.cacheKey(model: "m", baseURL: "b") != hello.cacheKey(model: "n", baseURL: "b"))
    var changed = hello
    changed.messages[1].content += "!"
    #expect(changed.cacheKey(model: "m", baseURL: "b") != hello.cacheKey(model: "m", baseURL: "b"))
  }

  @Test func failuresAreNotCached() async throws {
    let server = try FakeOpenAIServer(replies: [.status(400), .stream(["ok"])])
    let llm = client(server, world: TestWorld())
    await #expect(throws: LLMError.server(status: 400)) { _ = try await llm.complete(hello) { _ in } }
    #expect(try await llm.complete(hello) { _ in }.content == "ok")
  }

  @Test func messageBudgetStopsTheThirdRequest() async throws {
    let server = try FakeOpenAIServer(handler: { _ in .stream(["ok"]) })
    let ledger = InMemoryUsageLedger()
    let world = TestWorld()
    let llm = client(server, world: world, ledger: ledger, budgetMessages: 2)
    for turn in 1...2 {
      _ = try await llm.complete(ChatRequest(messages: [.user("turn \(turn)")])) { _ in }
    }
    do {
      _ = try await llm.complete(ChatRequest(messages: [.user("turn 3")])) { _ in }
      Issue.record("the budget should be spent")
    } catch let error as LLMError {
      #expect(error == .budgetSpent(.messages))
      #expect(error.description.contains("resets at midnight"))
      #expect(error.code == "budget_spent")
    }
    #expect(server.requests.count == 2)
    #expect(try await ledger.usage(on: world.environment.today) == DailyUsage(messages: 2, tokens: 40))
  }

  @Test func tokenBudgetCountsReportedUsage() async throws {
    let server = try FakeOpenAIServer(handler: { _ in .stream(["ok"], usage: FakeUsage(prompt: 100, completion: 60)) })
    let llm = client(server, world: TestWorld(), budgetTokens: 300)
    _ = try await llm.complete(ChatRequest(messages: [.user("a")])) { _ in }
    _ = try await llm.complete(ChatRequest(messages: [.user("b")])) { _ in }
    await #expect(throws: LLMError.budgetSpent(.tokens)) {
      _ = try await llm.complete(ChatRequest(messages: [.user("c")])) { _ in }
    }
    #expect(server.requests.count == 2)
  }

  @Test func theBudgetResetsOnTheNextLocalDay() async throws {
    let server = try FakeOpenAIServer(handler: { _ in .stream(["ok"]) })
    let world = TestWorld()
    let llm = client(server, world: world, budgetMessages: 1)
    _ = try await llm.complete(ChatRequest(messages: [.user("today")])) { _ in }
    await #expect(throws: LLMError.budgetSpent(.messages)) {
      _ = try await llm.complete(ChatRequest(messages: [.user("again")])) { _ in }
    }
    world.advance(86_400)
    #expect(try await llm.complete(ChatRequest(messages: [.user("tomorrow")])) { _ in }.content == "ok")
  }

  @Test func usageOverARangeSumsTheDays() async throws {
    let day = LocalDay(ordinal: 20_000)
    let ledger = InMemoryUsageLedger([
      day: DailyUsage(messages: 2, tokens: 10), day.adding(days: 3): DailyUsage(messages: 1, tokens: 5),
      day.adding(days: 40): DailyUsage(messages: 9, tokens: 9),
    ])
    #expect(try await ledger.usage(from: day, through: day.adding(days: 30)) == DailyUsage(messages: 3, tokens: 15))
  }

  @Test func usageWithoutServerFiguresIsEstimated() async throws {
    let server = try FakeOpenAIServer(replies: [.stream(["abcdefgh"], usage: nil)])
    let ledger = InMemoryUsageLedger()
    let world = TestWorld()
    let request = ChatRequest(messages: [.user(String(repeating: "x", count: 40))])
    _ = try await client(server, world: world, ledger: ledger).complete(request) { _ in }
    #expect(try await ledger.usage(on: world.environment.today) == DailyUsage(messages: 1, tokens: 12))
  }
}
