import Foundation
import SherpaCore
import SherpaStore
import SherpaTestSupport
import Testing

@testable import SherpaExport

/// The csv export, read back by an independent reader (Python's csv module).
struct CSVExportTests {
  static var python: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") }

  @Test func quotingFollowsRFC4180() {
    #expect(CSVExport.quote("plain") == "plain")
    #expect(CSVExport.quote("a, b") == "\"a, b\"")
    #expect(CSVExport.quote("say \"hi\"") == "\"say \"\"hi\"\"\"")
    #expect(CSVExport.quote("two\nlines") == "\"two\nlines\"")
    #expect(CSVExport.cell(.number(3)) == "3")
    #expect(CSVExport.cell(.number(2.5)) == "2.5")
    #expect(CSVExport.cell(.bool(true)) == "true")
    #expect(CSVExport.cell(nil) == "")
  }

  /// Before, each of these went into items.csv unchanged (an item named so by import or
  /// by an LLM quick_add); a spreadsheet would run the formula or print the escape.
  @Test func formulasAndControlCharactersAreMadeInert() {
    #expect(CSVExport.quote("=HYPERLINK(\"http://evil\",\"x\")") == "\"'=HYPERLINK(\"\"http://evil\"\",\"\"x\"\")\"")
    #expect(CSVExport.quote("+SUM(1,2)") == "\"'+SUM(1,2)\"")
    #expect(CSVExport.quote("@SUM(1)") == "'@SUM(1)")
    #expect(CSVExport.quote("-2+3") == "'-2+3")
    #expect(CSVExport.quote("\tcell") == "'\tcell")
    #expect(CSVExport.quote("\rcell") == "\"'\rcell\"")
    #expect(CSVExport.quote("bell\u{07} and \u{1B}[31mred") == "bell and [31mred")
    #expect(CSVExport.quote("Read 20 min = good") == "Read 20 min = good")
    #expect(CSVExport.cell(.number(-5)) == "-5", "a number is a number")
  }

  @Test(.enabled(if: CSVExportTests.python, "python3 is not installed"))
  func everyListLoadsWithTheRightCountsAndNotesIntact() throws {
    let store = try FilledStore.fill(try SherpaStore.inMemory())
    let knee = try store.addItem(
      Item(kind: .habit, name: "Stretch, \"gently\"", startDate: FilledStore.day, createdAt: FilledStore.at))
    let note = "sore knee, \"really\"\nback tomorrow"
    _ = try store.skip(itemID: knee.id, day: FilledStore.day, note: note)
    let document = try store.exportDocument()
    let files = try CSVExport.files(document)

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-csv-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in files { try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name)) }

    let script = """
      import csv, json, os, sys
      out = {"counts": {}, "notes": [], "names": []}
      for name in sorted(os.listdir(sys.argv[1])):
          with open(os.path.join(sys.argv[1], name), newline="", encoding="utf-8") as f:
              rows = list(csv.DictReader(f))
          out["counts"][name] = len(rows)
          if name == "instances.csv": out["notes"] = [r["note"] for r in rows if r["note"]]
          if name == "items.csv": out["names"] = [r["name"] for r in rows]
      print(json.dumps(out))
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", script, folder.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)

    struct Read: Decodable {
      var counts: [String: Int]
      var notes: [String]
      var names: [String]
    }
    let read = try JSONDecoder().decode(Read.self, from: data)
    #expect(read.counts["items.csv"] == document.items.count)
    #expect(read.counts["instances.csv"] == document.instances.count)
    #expect(read.counts["increments.csv"] == document.instances.reduce(0) { $0 + $1.increments.count })
    #expect(read.counts["goals.csv"] == document.goals.count)
    #expect(read.counts["milestones.csv"] == document.goals.reduce(0) { $0 + $1.milestones.count })
    #expect(read.counts["reflections.csv"] == document.reflections.count)
    #expect(read.counts["end_of_day_notes.csv"] == document.endOfDayNotes.count)
    #expect(read.counts["focus_sessions.csv"] == document.focusSessions.count)
    #expect(read.counts["xp_events.csv"] == document.xpEvents.count)
    #expect(read.notes.contains(note))
    #expect(read.names.contains("Stretch, \"gently\""))
  }
}
