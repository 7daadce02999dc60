import Foundation
import SherpaCore
import SherpaIntent
import Testing

@testable import SherpaCoach

/// The forms a must-do group is said in, what is read from each, and the sentences that
/// look like them but ask for something else.
@Suite struct GroupRequestTests {
  let parser = IntentParser(items: [
    ItemRef(id: 1, name: "Go to the gym", kind: .habit, unit: .count),
    ItemRef(id: 2, name: "Run", kind: .habit, unit: .km),
    ItemRef(id: 3, name: "Cycle", kind: .habit, unit: .count),
    ItemRef(id: 4, name: "Morning pages", kind: .habit, unit: .count),
    ItemRef(id: 5, name: "Morning walk", kind: .habit, unit: .count),
  ])

  func request(_ text: String) throws -> PlanHandler.GroupRequest? {
    let context = ParseContext(
      today: try #require(LocalDay("2026-11-23")), time: LocalTime(minutesSinceMidnight: 9 * 60))
    return PlanHandler.groupRequest(parser.parse(text, context: context))
  }

  @Test func eachFormGivesItsListAndHowManyCount() throws {
    #expect(try request("gym, run or cycle — any one counts") == .init(list: "gym run or cycle", required: 1))
    #expect(try request("any two of gym run and cycle count") == .init(list: "gym run and cycle", required: 2))
    #expect(try request("either gym or cycle counts") == .init(list: "gym or cycle", required: 1))
    #expect(try request("put run and cycle in a group") == .init(list: "run and cycle", required: 1))
    #expect(
      try request("make a group of gym and run called cardio")
        == .init(list: "gym and run", required: 1, name: "cardio"))
    #expect(try request("group gym run and cycle any 2 count") == .init(list: "gym run and cycle", required: 2))
  }

  @Test func questionsNegationsAndOtherSentencesAreNotGroups() throws {
    for text in [
      "does gym or run count", "gym or run doesn't count", "what if gym or run counted", "group therapy at 6",
      "add a habit to run", "did 5 km",
    ] {
      #expect(try request(text) == nil, "\(text)")
    }
  }

  @Test func theMembersAreReadInTheOrderSaidWithUnknownAndAmbiguousWordsApart() {
    let named = parser.items(namedIn: "go to the gym run or cycle")
    #expect(named.items.map(\.id) == [1, 2, 3])
    #expect(named.unknown.isEmpty && named.ambiguous.isEmpty)
    let typo = parser.items(namedIn: "cyclle and run")
    #expect(typo.items.map(\.id) == [3, 2], "one typo allowed in a longer word")
    let swim = parser.items(namedIn: "run or swim")
    #expect(swim.items.map(\.id) == [2] && swim.unknown == ["swim"])
    let morning = parser.items(namedIn: "morning or cycle")
    #expect(morning.items.map(\.id) == [3])
    #expect(morning.ambiguous.first?.word == "morning" && morning.ambiguous.first?.items.map(\.id) == [4, 5])
  }
}
