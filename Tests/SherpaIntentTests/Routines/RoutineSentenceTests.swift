import SherpaCore
import Testing

@testable import SherpaIntent

@Suite struct RoutineSentenceTests {
  @Test func theMorningFlowExample() throws {
    let draft = try RoutineSentence.read(
      "my morning routine: make bed 2 min, stretch 10 min, shower 10 min at 6:30"
    ).get()
    #expect(draft.name == "Morning routine")
    #expect(draft.start == LocalTime(hour: 6, minute: 30))
    #expect(
      draft.steps == [
        .init(name: "Make bed", minutes: 2), .init(name: "Stretch", minutes: 10), .init(name: "Shower", minutes: 10),
      ])
  }

  @Test func spokenNumbersHoursSecondsAndThen() throws {
    let draft = try RoutineSentence.read(
      "evening: read for twenty minutes then floss 90 seconds and plan tomorrow 0 min at 9:45pm"
    ).get()
    #expect(draft.name == "Evening routine")
    #expect(draft.start == LocalTime(hour: 21, minute: 45))
    #expect(draft.steps.map(\.minutes) == [20, 2, 0])
    #expect(draft.steps.map(\.name) == ["Read", "Floss", "Plan tomorrow"])
    #expect(try RoutineSentence.read("gym: lift 1 hour").get().steps.first?.minutes == 60)
    #expect(try RoutineSentence.read("gym: lift 1 hour").get().start == nil)
  }

  @Test func aStepWithNoDurationIsRefusedByName() {
    #expect(throws: RoutineSentence.Problem.noDuration("read")) {
      try RoutineSentence.read("my evening routine: floss 2 min, read").get()
    }
    #expect(RoutineSentence.Problem.noDuration("read").description.hasPrefix("\"read\" has no duration"))
    #expect(throws: RoutineSentence.Problem.noDuration("stretch 10 pushups")) {
      try RoutineSentence.read("gym: stretch 10 pushups").get()
    }
  }

  @Test func otherProblems() {
    #expect(throws: RoutineSentence.Problem.noSteps) { try RoutineSentence.read("my morning routine").get() }
    #expect(throws: RoutineSentence.Problem.noName) { try RoutineSentence.read("my routine: run 5 min").get() }
    #expect(throws: RoutineSentence.Problem.tooLong("Hike", 300)) { try RoutineSentence.read("x: hike 5 hours").get() }
    #expect(throws: RoutineSentence.Problem.badTime("at 25:00")) {
      try RoutineSentence.read("x: run 5 min at 25:00").get()
    }
  }
}
