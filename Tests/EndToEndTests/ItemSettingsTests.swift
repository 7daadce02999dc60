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
