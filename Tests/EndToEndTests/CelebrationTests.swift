import Foundation
import SherpaTestSupport
import Testing

/// Celebrations through the binary, with a frozen clock that crosses a week: a streak of
/// the item's own reaching 3 and 7 days, and every badge the turn unlocks, in the text
/// reply and in `--json`; undo locks a badge again; the export holds what was unlocked.
@Test func aStreakOfEightDaysCelebratesThreeAndSevenAndItsBadges() throws {
  let home = SherpaBinary.temporaryHome("celebrate")
  defer { try? FileManager.default.removeItem(at: home) }
  func at(_ day: Int) -> SherpaBinary { SherpaBinary(home: home, now: "2026-11-\(day)T21:00:00") }
  let added = try at(16).run(["--offline", "say", "add a habit to floss every day"])
  #expect(added.status == 0, "\(added.stderr)")
  var replies: [Int: String] = [:]
  for day in 16...22 {
    let done = try at(day).run(["--offline", "say", "floss done"])
    #expect(done.status == 0, "\(done.stderr)")
    replies[day] = done.stdout
  }
  #expect(replies[16]?.contains("🏅 New badges: First step, First achievement.") == true, "\(replies[16] ?? "")")
  #expect(replies[18]?.contains("🎉 3 days in a row of Floss — a milestone!") == true, "\(replies[18] ?? "")")
  #expect(replies[22]?.contains("🎉 7 days in a row of Floss — a milestone!") == true, "\(replies[22] ?? "")")
  #expect(replies[22]?.contains("Week warrior") == true, "\(replies[22] ?? "")")
  // Nothing is celebrated twice, and days between milestones say nothing of them.
  for day in [17, 19, 20, 21] {
    #expect(replies[day]?.contains("🎉") == false && replies[day]?.contains("🏅") == false, "\(replies[day] ?? "")")
  }
  // Undo takes the completion and its badges back; doing it again earns them again, in JSON too.
  let undone = try at(22).run(["--offline", "say", "undo"])
  #expect(undone.status == 0, "\(undone.stderr)")
  #expect(try unlockedBadges(at(22)).isDisjoint(with: ["week_warrior", "perfectionist"]))
  let reply = try #require(try at(22).json(["--offline", "--json", "say", "floss done"])["reply"] as? String)
  #expect(reply.contains("7 days in a row of Floss") && reply.contains("Week warrior"), "\(reply)")
  // The export holds every unlocked badge with the moment it was won.
  #expect(try unlockedBadges(at(22)).isSuperset(of: ["first_step", "first_achievement", "week_warrior"]))
}

/// The keys of the badges the json export shows unlocked (with a moment).
func unlockedBadges(_ sherpa: SherpaBinary) throws -> Set<String> {
  let badges = try #require(try sherpa.json(["export", "--format", "json"])["achievements"] as? [[String: Any]])
  return Set(badges.filter { $0["unlocked_at"] is String }.compactMap { $0["key"] as? String })
}

/// A store whose badges were won before any turn recorded them exports them all, and
/// its next completion announces none of them as new.
@Test func badgesWonBeforeTheyWereRecordedAreExportedAndNotAnnounced() throws {
  let home = SherpaBinary.temporaryHome("celebrate-old")
  defer { try? FileManager.default.removeItem(at: home) }
  func at(_ day: Int) -> SherpaBinary { SherpaBinary(home: home, now: "2026-11-\(day)T21:00:00") }
  _ = try at(16).run(["--offline", "say", "add a habit to floss every day"])
  _ = try at(16).run(["--offline", "say", "add a habit to stretch every day"])
  _ = try at(16).run(["--offline", "say", "floss done"])
  // As a store from before: no badge recorded.
  let store = home.appendingPathComponent("sherpa.sqlite")
  try StoreInspection.forgetBadges(of: store)
  #expect(try unlockedBadges(at(16)).contains("first_step"))
  let next = try at(16).run(["--offline", "say", "stretch done"])
  #expect(!next.stdout.contains("🏅"), "\(next.stdout)")
}

/// `due` praises only a day with something done: on a new store it says nothing is
/// planned, and "well done" comes once the day's last thing is done.
@Test func dueSaysWellDoneOnlyWhenSomethingWasDone() throws {
  let home = SherpaBinary.temporaryHome("due-empty")
  defer { try? FileManager.default.removeItem(at: home) }
  let sherpa = SherpaBinary(home: home, now: "2026-11-23T20:00:00")
  let empty = try sherpa.run(["due"])
  #expect(
    empty.stdout.contains("Nothing is planned for today.") && !empty.stdout.contains("Well done"), "\(empty.stdout)")
  _ = try sherpa.run(["--offline", "say", "add a habit to floss every day"])
  _ = try sherpa.run(["--offline", "say", "floss done"])
  let done = try sherpa.run(["due"])
  #expect(done.stdout.contains("Nothing left to do today. Well done."), "\(done.stdout)")
}
