import Foundation
import SherpaTestSupport
import Testing

/// A goal said with how soon it is for keeps that priority (and not the words in its
/// title), and `sherpa goals` lists goals by priority.
@Test func aGoalForLaterIsListedAfterOneForNow() throws {
  let home = SherpaBinary.temporaryHome("goals")
  defer { try? FileManager.default.removeItem(at: home) }
  let sherpa = SherpaBinary(home: home, now: "2026-11-23T09:00:00")
  let later = try sherpa.run(["--offline", "say", "new goal for later: write a novel"])
  #expect(later.stdout.hasPrefix("New goal for later: Write a novel."), "\(later.stdout)")
  let now = try sherpa.run(["--offline", "say", "new goal: run a marathon by june"])
  #expect(now.stdout.hasPrefix("New goal: Run a marathon"), "\(now.stdout)")
  let goals = try #require(try sherpa.json(["goals", "--json"])["goals"] as? [[String: Any]])
  #expect(goals.compactMap { $0["title"] as? String } == ["Run a marathon", "Write a novel"], "\(goals)")
  #expect(goals.compactMap { $0["priority"] as? String } == ["now", "later"], "\(goals)")
  let text = try sherpa.run(["goals"])
  #expect(text.status == 0 && text.stdout.hasPrefix("Goals\n"), "\(text.stdout)")
}

/// A subgoal said with its parent is kept under it: the parent is the goal the words
/// name most closely, and `sherpa goals` lists the subgoal under it.
@Test func aSubgoalSaidWithItsParentIsListedUnderIt() throws {
  let home = SherpaBinary.temporaryHome("subgoals")
  defer { try? FileManager.default.removeItem(at: home) }
  let sherpa = SherpaBinary(home: home, now: "2026-11-23T09:00:00")
  _ = try sherpa.run(["--offline", "say", "new goal: run a marathon by june"])
  let half = try sherpa.run(["--offline", "say", "subgoal for run a marathon: run a half marathon by march"])
  #expect(
    half.stdout.hasPrefix("New subgoal of Run a marathon: Run a half marathon (by 31 March 2027)"), "\(half.stdout)")
  let tenK = try sherpa.run(["--offline", "say", "add a sub-goal to the marathon goal - run 10k without stopping"])
  #expect(tenK.stdout.hasPrefix("New subgoal of Run a marathon: Run 10k without stopping"), "\(tenK.stdout)")
  let unknown = try sherpa.run(["--offline", "say", "subgoal for learning piano: scales"])
  #expect(unknown.stdout.hasPrefix("Which goal is it under?"), "\(unknown.stdout)")
  let goals = try #require(try sherpa.json(["goals", "--json"])["goals"] as? [[String: Any]])
  #expect(goals.count == 1, "\(goals)")
  let subgoals = try #require(goals.first?["subgoals"] as? [[String: Any]])
  #expect(subgoals.compactMap { $0["title"] as? String } == ["Run a half marathon", "Run 10k without stopping"])
}

/// The goals said aloud: the list by speech (text and JSON say the same goals), and a
/// subgoal said without a colon, as a recogniser writes it.
@Test func theGoalListAndASubgoalAreSaidAloud() throws {
  let home = SherpaBinary.temporaryHome("spoken-goals")
  defer { try? FileManager.default.removeItem(at: home) }
  let sherpa = SherpaBinary(home: home, now: "2026-11-23T09:00:00")
  let none = try sherpa.run(["--offline", "say", "show my goals"])
  #expect(none.stdout.hasPrefix("No goals yet."), "\(none.stdout)")
  _ = try sherpa.run(["--offline", "say", "new goal for later write a novel"])
  _ = try sherpa.run(["--offline", "say", "new goal run a marathon"])
  let sub = try sherpa.run(["--offline", "say", "subgoal for run a marathon run a half marathon by march"])
  #expect(sub.stdout.hasPrefix("New subgoal of Run a marathon: Run a half marathon"), "\(sub.stdout)")
  for asked in ["show my goals", "what are my goals", "list goals"] {
    let said = try sherpa.run(["--offline", "say", asked])
    #expect(
      said.stdout.hasPrefix("2 goals, by priority: Run a marathon (now, 0%, 1 subgoal); Write a novel (later, 0%)."),
      "\(asked): \(said.stdout)")
    #expect(said.stdout.contains("g3   now      Run a half marathon"), "the list is drawn: \(said.stdout)")
  }
  let json = try sherpa.json(["--offline", "--json", "say", "show my goals"])
  #expect(json["intent"] as? String == "goals")
  #expect((json["reply"] as? String)?.hasPrefix("2 goals, by priority:") == true, "\(json)")
  let mirror = try sherpa.json(["--offline", "--json", "say", "how do you understand my goals"])
  #expect(mirror["intent"] as? String == "mirror", "a question about the goals is still the mirror")
}
