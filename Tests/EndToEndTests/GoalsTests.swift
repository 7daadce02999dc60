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
