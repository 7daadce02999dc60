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
  let listed = try sherpa.run(["goals", "--json"])
  let object = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])
  let goals = try #require(object["goals"] as? [[String: Any]])
  #expect(goals.compactMap { $0["title"] as? String } == ["Run a marathon", "Write a novel"], "\(goals)")
  #expect(goals.compactMap { $0["priority"] as? String } == ["now", "later"], "\(goals)")
  let text = try sherpa.run(["goals"])
  #expect(text.status == 0 && text.stdout.hasPrefix("Goals\n"), "\(text.stdout)")
}
