import Foundation
import SherpaTestSupport
import Testing

/// Routines through the binary: made by a sentence in a pipe, edited and run with `sherpa routine`.
@Suite(.serialized) struct RoutineEndToEndTests {
  func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

  @Test func makeEditAndRunARoutine() throws {
    let home = SherpaBinary.temporaryHome("routine")
    defer { try? FileManager.default.removeItem(at: home) }
    let sherpa = SherpaBinary(home: home, now: "2026-11-23T06:00:00")
    let made = try sherpa.run(
      ["--json"], stdin: "my morning routine: make bed 2 min, stretch 10 min, shower 10 min at 6:30\n")
    let turn = try #require(try json(made.stdout) as? [String: Any])
    #expect(turn["intent"] as? String == "routine" && turn["error"] is NSNull)

    let bad = try sherpa.run(["routine", "new", "my evening routine: floss 2 min, read"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("\"read\" has no duration"))
    let tooFar = try sherpa.run(["routine", "remove-step", "morning", "7"])
    #expect(tooFar.status == 2 && tooFar.stderr.contains("there is no step 7"))
    let list = try #require(try json(try sherpa.run(["routine", "--json"]).stdout) as? [[String: Any]])
    #expect(list.count == 1)

    let moved = try sherpa.run(["routine", "move-step", "morning", "3", "1", "--json"])
    let routine = try #require(try json(moved.stdout) as? [String: Any])
    let steps = try #require(routine["steps"] as? [[String: Any]])
    #expect(steps.map { $0["name"] as? String ?? "" } == ["Shower", "Make bed", "Stretch"])
    #expect(routine["start"] as? String == "06:30")

    let run = try SherpaBinary(home: home, now: "2026-11-23T06:40:00").run(["routine", "run", "r1"], stdin: "ddd")
    #expect(run.status == 0)
    #expect(run.stdout.contains("Morning routine: 3 of 3 steps done."), "\(run.stdout)")
    #expect(run.stdout.contains("Achievement unlocked: Routine starter!"))
    #expect(run.stdout.contains("Achievement unlocked: Early bird!"))

    let stopped = try SherpaBinary(home: home, now: "2026-11-23T07:40:00").run(
      ["routine", "run", "morning"], stdin: "dq")
    #expect(stopped.stdout.contains("Morning routine: 1 of 3 steps done (stopped)."), "\(stopped.stdout)")
  }
}
