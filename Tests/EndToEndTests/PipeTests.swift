import Foundation
import SherpaTestSupport
import Testing

/// The built binary driven through a pipe with --home/--now/--tz, checking replies and
/// what the store holds afterwards (through the binary's own JSON views).
@Suite(.serialized) struct PipeTests {
  func objects(_ output: String) throws -> [[String: Any]] {
    try output.split(separator: "\n").map { line in
      let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
      return try #require(value as? [String: Any])
    }
  }

  func todayItems(_ sherpa: SherpaBinary) throws -> [[String: Any]] {
    let result = try sherpa.run(["today", "--json"])
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    return try #require(object["items"] as? [[String: Any]])
  }

  @Test func everyLocalIntentAnswersAndChangesTheStore() throws {
    let home = SherpaBinary.temporaryHome("pipe")
    defer { try? FileManager.default.removeItem(at: home) }
    let sherpa = SherpaBinary(home: home)
    let script = """
      add a habit to read 20 minutes every day
      add a habit to brush teeth every day
      um add a habit to walk ten thousand steps every day
      add a task to do taxes tomorrow
      did 15 minutes of reading
      brushed my teeth
      skip walking today my knee hurts
      what's on today
      move walk to the top
      slept badly maybe a 2
      i want to run a marathon by june
      how am i doing
      show the league
      my achievements
      help
      undo
      """
    let result = try sherpa.run(["--json"], stdin: script)
    #expect(result.status == 0)
    let lines = try objects(result.stdout)
    #expect(lines.count == 16)
    let intents = lines.map { $0["intent"] as? String ?? "?" }
    #expect(
      intents == [
        "add_item", "add_item", "add_item", "add_item", "log_progress", "complete", "skip", "show_today", "reorder",
        "reflect", "goal_create", "stats", "league", "achievements", "help", "undo",
      ])
    for line in lines { #expect(line["error"] is NSNull, "\(line)") }
    let items = try todayItems(sherpa)
    let names = items.compactMap { $0["name"] as? String }
    #expect(names.first == "Walk")
    #expect(Set(names) == ["Read", "Brush teeth", "Walk"])
    let read = try #require(items.first { $0["name"] as? String == "Read" })
    #expect(read["progress"] as? Double == 15)
    let walk = try #require(items.first { $0["name"] as? String == "Walk" })
    #expect(walk["skipped"] as? Bool == true)
  }

  @Test func undoWorksAcrossARestart() throws {
    let home = SherpaBinary.temporaryHome("undo")
    defer { try? FileManager.default.removeItem(at: home) }
    let sherpa = SherpaBinary(home: home)
    _ = try sherpa.run(["--offline"], stdin: "add a habit to read 20 minutes every day\ndid 20 minutes of reading\n")
    let before = try sherpa.run(["stats", "--json"])
    #expect(before.stdout.contains("\"xp\":{\"total\":60"), "10 for the habit and 50 for the qualifying day")
    let undo = try sherpa.run(["say", "undo"])
    #expect(undo.stdout.contains("Undone"))
    let items = try todayItems(sherpa)
    #expect(items.first?["progress"] as? Double == 0)
    let after = try sherpa.run(["stats", "--json"])
    #expect(after.stdout.contains("\"xp\":{\"total\":0"), "\(after.stdout)")
  }

  @Test func deleteAsksAndEOFLeavesItPending() throws {
    let home = SherpaBinary.temporaryHome("confirm")
    defer { try? FileManager.default.removeItem(at: home) }
    let sherpa = SherpaBinary(home: home)
    _ = try sherpa.run([], stdin: "add a habit to read 20 minutes every day\nadd a habit to floss every day\n")
    let declined = try sherpa.run(["--json"], stdin: "delete floss\nno\n")
    let answers = try objects(declined.stdout)
    #expect(answers.map { $0["intent"] as? String } == ["delete_item", "decline"])
    #expect(!(answers[0]["pending"] is NSNull))
    #expect(try todayItems(sherpa).count == 2)
    let eof = try sherpa.run([], stdin: "delete floss\n")
    #expect(eof.stdout.contains("nothing of it was applied"))
    #expect(try todayItems(sherpa).count == 2)
    let confirmed = try sherpa.run(["say", "yes"])
    #expect(confirmed.stdout.contains("Deleted Floss"))
    #expect(try todayItems(sherpa).count == 1)
  }

  @Test func nowLinesMoveTheClockForMultiDayScripts() throws {
    let home = SherpaBinary.temporaryHome("days")
    defer { try? FileManager.default.removeItem(at: home) }
    let sherpa = SherpaBinary(home: home)
    var script = "add a habit to read 10 minutes every day\n"
    for day in 23...27 { script += "@now 2026-11-\(day)T20:00:00\ndid 10 minutes of reading\n" }
    let result = try sherpa.run(["--json"], stdin: script)
    #expect(try objects(result.stdout).count == 6)
    let stats = SherpaBinary(home: home, now: "2026-11-27T21:00:00")
    let report = try stats.run(["stats", "--json"])
    #expect(report.stdout.contains("\"current\":5"), "\(report.stdout)")
  }

  @Test func badInputIsRefusedWithExitTwoAndNothingWritten() throws {
    let home = SherpaBinary.temporaryHome("bad")
    defer { try? FileManager.default.removeItem(at: home) }
    let zone = try SherpaBinary(home: home, tz: "Mars/Olympus").run(["today"])
    #expect(zone.status == 2)
    #expect(zone.stderr.contains("unknown time zone"))
    let gap = try SherpaBinary(home: home, now: "2026-03-29T01:30:00").run(["today"])
    #expect(gap.status == 2)
    #expect(gap.stderr.contains("does not exist"))
    #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("sherpa.sqlite").path))
    let importMissing = try SherpaBinary(home: home).run(["import", home.appendingPathComponent("nope.json").path])
    #expect(importMissing.status == 2)
    let junk = home.appendingPathComponent("junk.json")
    try Data("{\"hello\": 1}".utf8).write(to: junk)
    let importJunk = try SherpaBinary(home: home).run(["import", junk.path])
    #expect(importJunk.status == 2)
    #expect(importJunk.stderr.contains("not a sherpa export: it has no \"format\""), "\(importJunk.stderr)")
    #expect(!importJunk.stderr.contains("DecodingError"), "\(importJunk.stderr)")
  }

  @Test func aStoreThatIsNotSQLiteIsRefusedWithExitThreeAndLeftAlone() throws {
    let home = SherpaBinary.temporaryHome("notsqlite")
    defer { try? FileManager.default.removeItem(at: home) }
    let file = home.appendingPathComponent("sherpa.sqlite")
    let bytes = Data("this is my shopping list, not a database\n".utf8)
    try bytes.write(to: file)
    let result = try SherpaBinary(home: home).run(["today"])
    #expect(result.status == 3)
    #expect(result.stderr.contains("not a sherpa store"))
    #expect(try Data(contentsOf: file) == bytes)
  }

  @Test func hostileLinesNeverCrashAndNeverReachTheTerminalRaw() throws {
    let home = SherpaBinary.temporaryHome("hostile")
    defer { try? FileManager.default.removeItem(at: home) }
    let sherpa = SherpaBinary(home: home)
    let long = String(repeating: "a", count: 100_000)
    let script =
      "\n\n   \nadd a habit to read \u{1B}[31mred\u{1B}[0m every day\n\(long)\n\u{FF}\u{FE} bad bytes\nhelp\n"
    let result = try sherpa.run([], stdin: script)
    #expect(result.status == 0)
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(result.stdout.contains("Talk to me"))
  }

  @Test func exportImportRoundTripsThroughTheBinary() throws {
    let home = SherpaBinary.temporaryHome("export")
    let other = SherpaBinary.temporaryHome("import")
    defer {
      try? FileManager.default.removeItem(at: home)
      try? FileManager.default.removeItem(at: other)
    }
    let sherpa = SherpaBinary(home: home)
    _ = try sherpa.run(
      [], stdin: "add a habit to read 20 minutes every day\ndid 5 minutes of reading\ni want to learn spanish\n")
    let file = home.appendingPathComponent("export.json")
    #expect(try sherpa.run(["export", "--format", "json", "--out", file.path]).status == 0)
    let imported = try SherpaBinary(home: other).run(["import", file.path])
    #expect(imported.status == 0, "\(imported.stderr)")
    // One of each is said in the singular ("1 item", not "1 items").
    #expect(imported.stdout.contains("1 instance, 1 item."), "\(imported.stdout)")
    let again = try SherpaBinary(home: other).run(["export", "--format", "json"])
    #expect(again.stdout == (try String(contentsOf: file, encoding: .utf8)))
    let refused = try SherpaBinary(home: other).run(["import", file.path])
    #expect(refused.status == 2)
  }
}
