import Foundation
import SherpaCore
import SherpaStore
import SherpaTestSupport
import Testing

/// `sherpa due`, the coach's "what's left", and `export --format ics|csv` with bad
/// targets, through the built binary.
@Suite(.serialized) struct DueAndCalendarTests {
  /// A home whose store holds the reminder day (must-dos, prompts, a group, an overdue task).
  func reminderHome(_ label: String) throws -> URL {
    let home = SherpaBinary.temporaryHome(label)
    let store = try SherpaStore.open(at: home.appendingPathComponent("sherpa.sqlite"))
    try ReminderStore.fill(store)
    return home
  }

  func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func dueAtAReminderTimeListsOverdueFirstWithTheReminder() throws {
    let home = try reminderHome("due")
    defer { try? FileManager.default.removeItem(at: home) }
    let sherpa = SherpaBinary(home: home)
    let text = try sherpa.run(["due", "--at", "17:00"])
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("Afternoon check-in: get your daytime habits done."))
    #expect(text.stdout.contains("3/7 must-dos done"))
    let overdue = try #require(text.stdout.range(of: "File taxes"))
    let now = try #require(text.stdout.range(of: "Now"))
    #expect(overdue.lowerBound < now.lowerBound, "overdue tasks come first")
    #expect(text.stdout.contains("Put on your trainers and step outside (Run)"))

    let json = try object(try sherpa.run(["due", "--at", "21:00", "--json"]).stdout)
    let reminder = try #require(json["reminder"] as? [String: Any])
    #expect(reminder["kind"] as? String == "wind_down")
    #expect(reminder["headline"] as? String == "Evening wind-down: you have 6 habits left today.")
    let must = try #require(json["must_dos"] as? [String: Any])
    #expect(must["done"] as? Int == 3 && must["total"] as? Int == 7)
    let first = try #require((json["overdue"] as? [[String: Any]])?.first)
    #expect(first["name"] as? String == "File taxes" && first["due_date"] as? String == "2026-11-21")
    let next = try #require(json["next"] as? [[String: Any]])
    #expect(next.compactMap { $0["name"] as? String } == ["Journal"])
  }

  @Test func wakeAndBedComeFromTheConfigFile() throws {
    let home = try reminderHome("due-config")
    defer { try? FileManager.default.removeItem(at: home) }
    try Data("[day]\nwake = \"06:30\"\nbed = \"22:00\"\n".utf8).write(to: home.appendingPathComponent("config.toml"))
    let json = try object(try SherpaBinary(home: home).run(["due", "--json"]).stdout)
    let times = (json["reminders"] as? [[String: Any]])?.compactMap { $0["time"] as? String }
    #expect(times == ["06:30", "11:00", "17:00", "20:00", "21:00"])
    #expect((json["reminder"] as? [String: Any])?["kind"] as? String == "wake", "08:00 is after a 06:30 wake")
  }

  @Test func aBadTimeIsRefused() throws {
    let home = try reminderHome("due-bad")
    defer { try? FileManager.default.removeItem(at: home) }
    let result = try SherpaBinary(home: home).run(["due", "--at", "25:00"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--at 25:00"))
  }

  @Test func theCoachAnswersWhatIsLeftThisEvening() throws {
    let home = try reminderHome("due-coach")
    defer { try? FileManager.default.removeItem(at: home) }
    let sherpa = SherpaBinary(home: home)
    let result = try sherpa.run(["--json", "--offline"], stdin: "what's left this evening\nwhat's due\n/due\n")
    #expect(result.status == 0)
    let lines = try result.stdout.split(separator: "\n").map { try object(String($0)) }
    #expect(lines.map { $0["intent"] as? String } == ["due", "due", "due"])
    #expect(lines.map { $0["source"] as? String } == ["local", "local", "command"])
    for line in lines { #expect(line["error"] is NSNull) }
    let evening = try #require(lines.first?["reply"] as? String)
    #expect(evening == "1 overdue, 6 due now, 1 later today; 3/7 must-dos done.", "read at the wind-down")
    let plain = try sherpa.run(["--offline"], stdin: "what's left this evening\n")
    #expect(plain.stdout.contains("Evening wind-down"))
  }

  @Test func icsIsWrittenWholeOrNotAtAll() throws {
    let home = try reminderHome("ics")
    defer { try? FileManager.default.removeItem(at: home) }
    let sherpa = SherpaBinary(home: home)
    let target = home.appendingPathComponent("plan.ics")
    let written = try sherpa.run(["export", "--format", "ics", "--out", target.path])
    #expect(written.status == 0, "\(written.stderr)")
    let text = try String(contentsOf: target, encoding: .utf8)
    #expect(text.hasPrefix("BEGIN:VCALENDAR\r\n") && text.hasSuffix("END:VCALENDAR\r\n"))
    #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:Europe/London"))
    #expect(text.contains("BEGIN:VALARM"))

    let folder = try sherpa.run(["export", "--format", "ics", "--out", home.path])
    #expect(folder.status == 2)
    #expect(folder.stderr.contains("is a folder"))
    let missing = try sherpa.run(["export", "--format", "ics", "--out", home.path + "/no/such/plan.ics"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("no folder"))
    let blocker = home.appendingPathComponent("notes.txt")
    try Data("keep me".utf8).write(to: blocker)
    let csv = try sherpa.run(["export", "--format", "csv", "--out", blocker.path])
    #expect(csv.status == 2)
    #expect(csv.stderr.contains("is a file"))
    #expect(try String(contentsOf: blocker, encoding: .utf8) == "keep me")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.hasSuffix(".partial") }
    #expect(leftovers.isEmpty)
  }
}
