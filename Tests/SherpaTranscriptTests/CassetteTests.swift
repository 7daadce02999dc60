import Foundation
import SherpaLLM
import Testing

@testable import SherpaTranscript

@Suite struct CassetteTests {
  func request(_ text: String) -> ChatRequest {
    ChatRequest(messages: [.system("You are sherpa.\nMore."), .user(text)])
  }

  @Test func recordedExchangesReplayInOrderWithTheirDeltas() async throws {
    let recorder = RecordingTransport(wrapping: ScriptedTransport())
    let first = try await recorder.complete(request("plan my day")) { _ in }
    _ = try await recorder.complete(request("again")) { _ in }
    let exchanges = recorder.takeExchanges()
    #expect(exchanges.count == 2)
    #expect(exchanges[0].deltas == ["echo:", " plan", " my", " day"])
    #expect(exchanges[0].request.lastUser == "plan my day" && exchanges[0].request.system == "You are sherpa.")
    #expect(recorder.takeExchanges().isEmpty)

    let cassette = CassetteTransport()
    cassette.beginTurn(1, exchanges: exchanges)
    let pieces = Locked<[String]>([])
    let replayed = try await cassette.complete(request("plan my day")) { piece in pieces.withValue { $0.append(piece) }
    }
    #expect(replayed == first)
    #expect(pieces.withValue { $0 } == exchanges[0].deltas)
    #expect(try await cassette.complete(request("again")) { _ in }.content == "echo: again")
    #expect(cassette.takeMismatch() == nil)
    #expect(cassette.exchangesMade() == exchanges)
  }

  @Test func aRecordedFailureIsThrownAgain() async throws {
    let recorder = RecordingTransport(wrapping: ScriptedTransport(failure: .rateLimited(retryAfter: 3)))
    await #expect(throws: LLMError.rateLimited(retryAfter: 3)) { try await recorder.complete(request("x")) { _ in } }
    let cassette = CassetteTransport()
    cassette.beginTurn(4, exchanges: recorder.takeExchanges())
    await #expect(throws: LLMError.rateLimited(retryAfter: 3)) { try await cassette.complete(request("x")) { _ in } }
  }

  @Test func anUnrecordedRequestIsAMismatchNamingTheTurn() async throws {
    let recorder = RecordingTransport(wrapping: ScriptedTransport())
    _ = try await recorder.complete(request("plan my day")) { _ in }
    let cassette = CassetteTransport()
    cassette.beginTurn(7, exchanges: recorder.takeExchanges())
    await #expect(throws: TranscriptError.self) { try await cassette.complete(request("plan my week")) { _ in } }
    guard case .llmMismatch(let turn, let expected, let actual) = cassette.takeMismatch() else {
      Issue.record("no mismatch")
      return
    }
    #expect(turn == 7 && expected.contains("plan my day") && actual.contains("plan my week"))
  }

  @Test func aRecordedRequestNeverMadeIsAMismatch() async throws {
    let recorder = RecordingTransport(wrapping: ScriptedTransport())
    _ = try await recorder.complete(request("plan my day")) { _ in }
    let cassette = CassetteTransport()
    cassette.beginTurn(2, exchanges: recorder.takeExchanges())
    guard case .llmMismatch(2, _, "no request") = cassette.takeMismatch() else {
      Issue.record("an unused exchange went unnoticed")
      return
    }
  }

  @Test func aRequestBeyondTheRecordedOnesIsAMismatch() async {
    let cassette = CassetteTransport()
    cassette.beginTurn(1, exchanges: [])
    await #expect(throws: TranscriptError.self) { try await cassette.complete(request("hi")) { _ in } }
    #expect(cassette.takeMismatch() != nil)
  }

  @Test func withAFallbackUnrecordedRequestsGoLiveAndAreKept() async throws {
    let cassette = CassetteTransport(fallback: ScriptedTransport())
    cassette.beginTurn(1, exchanges: [])
    #expect(try await cassette.complete(request("new")) { _ in }.content == "echo: new")
    #expect(cassette.takeMismatch() == nil)
    #expect(cassette.exchangesMade().map(\.request.lastUser) == ["new"])
  }
}
