import Foundation
import SherpaIntent
import SherpaLLM
import Testing

@testable import SherpaCoach

/// The typed names a turn reports: each is the string CLI.md and the transcripts use.
struct TurnVocabularyTests {
  @Test func everyParserIntentIsATurnIntentOfTheSameName() {
    for intent in Intent.allCases {
      #expect(TurnIntent(intent).rawValue == intent.rawValue)
    }
  }

  /// A reading offered for a yes names what it would do; every intent that writes has a kind.
  @Test func everyWritingIntentIsAnAppliedKind() {
    for intent in Intent.allCases where intent.writes {
      #expect(AppliedKind(rawValue: intent.rawValue) != nil, "\(intent)")
    }
  }

  @Test func everyLLMFailureHasItsCode() {
    let failures: [LLMError] = [
      .noKey, .offline("no network"), .rateLimited(retryAfter: 2), .server(status: 503), .timedOut(seconds: 30),
      .badReply("not JSON"), .budgetSpent(.messages), .cancelled,
    ]
    for failure in failures {
      #expect(TurnErrorCode(rawValue: failure.code) != nil, "\(failure.code)")
    }
  }

  @Test func theJSONCarriesTheNames() throws {
    let outcome = TurnOutcome(
      input: "x", intent: .endOfDay, source: .local, reply: "",
      applied: [AppliedAction(type: .decomposeGoal)], error: TurnError(code: .badLLMReply, message: "m"))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.jsonBytes)) as? [String: Any])
    #expect(object["intent"] as? String == "end_of_day")
    #expect((object["applied"] as? [[String: Any]])?.first?["type"] as? String == "decompose_goal")
    #expect((object["error"] as? [String: Any])?["code"] as? String == "bad_llm_reply")
  }
}
