import Foundation
import SherpaTestSupport
import Testing

/// Tiers, habit prompts and reminders said in words, through the binary: each applied
/// to the item named, kept in the export, undoable; a question changes nothing.
@Test func aTierAPromptAndAReminderAreSaidInWords() throws {
  let home = SherpaBinary.temporaryHome("settings")
  defer { try? FileManager.default.removeItem(at: home) }
  let sherpa = SherpaBinary(home: home, now: "2026-11-23T09:00:00")
  _ = try sherpa.run(["--offline", "say", "add a habit to read 20 minutes every day"])
  _ = try sherpa.run(["--offline", "say", "add a habit to run 5 km every day"])
  let asked = try sherpa.run(["--offline", "say", "should i make read a must do?"])
  #expect(!asked.stdout.contains("must-do."), "\(asked.stdout)")
  let tier = try sherpa.run(["--offline", "say", "make read a must-do"])
  #expect(tier.stdout.hasPrefix("Read is now a must-do."), "\(tier.stdout)")
  let prompt = try sherpa.run(["--offline", "say", "set the habit prompt for run to put on my trainers by the door"])
  #expect(prompt.stdout.hasPrefix("Run's habit prompt is now \"put on my trainers by the door\"."), "\(prompt.stdout)")
  let reminder = try sherpa.run(["--offline", "say", "remind me to call the bank tomorrow at 10"])
  #expect(reminder.stdout.hasPrefix("Added task Call the bank"), "\(reminder.stdout)")
  func items() throws -> [String: [String: Any]] {
    let list = try #require(try sherpa.json(["export", "--format", "json"])["items"] as? [[String: Any]])
    return Dictionary(uniqueKeysWithValues: list.compactMap { item in (item["name"] as? String).map { ($0, item) } })
  }
  var stored = try items()
  #expect(stored["Read"]?["tier"] as? String == "must_do", "\(stored["Read"] ?? [:])")
  #expect(stored["Run"]?["habit_prompt"] as? String == "put on my trainers by the door", "\(stored["Run"] ?? [:])")
  #expect(stored["Call the bank"]?["notify"] as? Bool == true, "\(stored["Call the bank"] ?? [:])")
  let calendar = try sherpa.run(["export", "--format", "ics"])
  #expect(calendar.stdout.contains("BEGIN:VALARM"), "a reminder asked for rings in the calendar")
  _ = try sherpa.run(["--offline", "say", "undo"])
  _ = try sherpa.run(["--offline", "say", "undo"])
  stored = try items()
  #expect(stored["Run"]?["habit_prompt"] == nil || stored["Run"]?["habit_prompt"] is NSNull, "\(stored["Run"] ?? [:])")
}

/// A must-do group said in words: previewed (nothing changes before the yes), made on
/// yes with its members as nice-to-dos, satisfied by any one of them, undone as one turn.
@Test func aGroupIsSaidPreviewedMadeAndUndone() throws {
  let home = SherpaBinary.temporaryHome("group")
  defer { try? FileManager.default.removeItem(at: home) }
  let sherpa = SherpaBinary(home: home, now: "2026-11-23T09:00:00")
  for habit in ["add a habit to go to the gym", "add a habit to run 5 km every day", "add cycle every day"] {
    _ = try sherpa.run(["--offline", "say", habit])
  }
  _ = try sherpa.run(["--offline", "say", "make run a must-do"])
  func export() throws -> [String: Any] { try sherpa.json(["export", "--format", "json"]) }
  let unknown = try sherpa.run(["--offline", "say", "gym, swim or cycle — any one counts"])
  #expect(unknown.stdout.contains("\"swim\""), "\(unknown.stdout)")
  let asked = try sherpa.json(["--offline", "--json", "say", "gym, run or cycle — any one counts"])
  let pending = try #require(asked["pending"] as? [String: Any])
  let action = try #require((pending["actions"] as? [[String: Any]])?.first)
  #expect(action["type"] as? String == "group_items")
  #expect(action["detail"] as? String == "any 1 of Go to the gym, Run, Cycle")
  #expect((try export()["groups"] as? [Any])?.isEmpty == true, "nothing changes before the yes")
  let made = try sherpa.run(["--offline", "say", "yes"])
  #expect(made.stdout.hasPrefix("Made the must-do group \"Go to the gym, Run or Cycle\""), "\(made.stdout)")
  let document = try export()
  let group = try #require((document["groups"] as? [[String: Any]])?.first)
  #expect(group["required"] as? Int == 1)
  let items = try #require(document["items"] as? [[String: Any]])
  #expect(items.allSatisfy { $0["group"] as? Int == group["id"] as? Int }, "\(items)")
  #expect(items.allSatisfy { $0["tier"] as? String == "nice_to_do" }, "a member is a nice-to-do on its own")
  let due = try sherpa.run(["due"])
  #expect(due.stdout.contains("0/1 must-dos done"), "\(due.stdout)")
  _ = try sherpa.run(["--offline", "say", "cycled"])
  let after = try sherpa.run(["due"])
  #expect(after.stdout.contains("1/1 must-dos done"), "one member satisfies the group: \(after.stdout)")
  _ = try sherpa.run(["--offline", "say", "undo"])
  _ = try sherpa.run(["--offline", "say", "undo"])
  let undone = try export()
  #expect((undone["groups"] as? [Any])?.isEmpty == true, "\(undone["groups"] ?? "")")
  let tiers = (undone["items"] as? [[String: Any]] ?? []).compactMap { $0["tier"] as? String }
  #expect(tiers.filter { $0 == "must_do" }.count == 1, "undo gives Run its must-do back: \(tiers)")
}

/// A count's own word ("20 pages") from the sentence to the replies, `today` (text and
/// JSON), the export and back through an import; "remind me to …" makes a task that rings.
@Test func aCountKeepsItsWordAndAReminderRings() throws {
  let home = SherpaBinary.temporaryHome("count-label")
  defer { try? FileManager.default.removeItem(at: home) }
  let sherpa = SherpaBinary(home: home, now: "2026-11-23T09:00:00")
  let added = try sherpa.run(["--offline", "say", "add a habit to read twenty pages every evening"])
  #expect(added.stdout.hasPrefix("Added Read — 20 pages, every evening."), "\(added.stdout)")
  let logged = try sherpa.run(["--offline", "say", "read 1 page"])
  #expect(logged.stdout.hasPrefix("Logged 1 page of Read — 1/20 pages today."), "\(logged.stdout)")
  let today = try sherpa.run(["today"])
  #expect(today.stdout.contains("1/20 pages"), "\(today.stdout)")
  let items = try #require(try sherpa.json(["today", "--json"])["items"] as? [[String: Any]])
  #expect(items.first?["count_label"] as? String == "pages", "\(items)")
  let reminder = try sherpa.run(["--offline", "say", "remind me to call mom at six"])
  #expect(reminder.stdout.hasPrefix("Added task Call mom, due today at 18:00."), "\(reminder.stdout)")
  let export = try sherpa.run(["export", "--format", "json"])
  let exported = try #require(try sherpa.json(["export", "--format", "json"])["items"] as? [[String: Any]])
  #expect(exported.first?["count_label"] as? String == "pages", "\(exported)")
  #expect(try sherpa.run(["export", "--format", "ics"]).stdout.contains("BEGIN:VALARM"), "the reminder rings")
  let file = home.appendingPathComponent("export.json")
  try export.stdout.write(to: file, atomically: true, encoding: .utf8)
  let other = SherpaBinary(home: home.appendingPathComponent("other"), now: "2026-11-23T09:00:00")
  #expect(try other.run(["import", file.path]).status == 0)
  let again = try other.run(["--offline", "say", "read 4 pages"])
  #expect(again.stdout.hasPrefix("Logged 4 pages of Read — 5/20 pages today."), "\(again.stdout)")
}
