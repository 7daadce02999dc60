import Foundation
import SherpaTestSupport
import Testing

/// Notes and reflections through a pipe over several days, then `sherpa journal` and the
/// fulfilment trend in `sherpa stats`.
@Suite(.serialized) struct JournalTests {
  @Test func notesOverDaysTheLockAndTheJournal() throws {
    let home = SherpaBinary.temporaryHome("journal")
    defer { try? FileManager.default.removeItem(at: home) }
    let sherpa = SherpaBinary(home: home, now: "2026-11-20T07:30:00")
    let script = """
      add a habit to read 10 minutes every day
      morning reflection slept well a 4
      i slept a 6
      @now 2026-11-20T21:30:00
      end of day 6 out of 10 busy
      fulfilment 11
      @now 2026-11-22T21:00:00
      end of day 8 out of 10 a long walk
      end of day for last friday 9 out of 10
      end of day for the 30th 5 out of 10
      """
    let result = try sherpa.run(["--json"], stdin: script)
    #expect(result.status == 0)
    let lines = try result.stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let codes = lines.map { ($0["error"] as? [String: Any])?["code"] as? String ?? "-" }
    #expect(codes == ["-", "-", "invalid_input", "-", "invalid_input", "-", "locked", "invalid_input"])
    let locked = lines[6]["reply"] as? String ?? ""
    #expect(locked == "The note for 2026-11-20 locked at the end of 2026-11-21, so it stays as it was.")

    let later = SherpaBinary(home: home, now: "2026-11-23T09:00:00")
    let journal = try later.run(["journal", "--days", "4", "--json"])
    #expect(journal.status == 0)
    let page = try #require(try JSONSerialization.jsonObject(with: Data(journal.stdout.utf8)) as? [String: Any])
    let days = try #require(page["days"] as? [[String: Any]])
    #expect(days.map { $0["day"] as? String ?? "" } == ["2026-11-23", "2026-11-22", "2026-11-21", "2026-11-20"])
    #expect(days.map { $0["fulfilment"] as? Int ?? 0 } == [0, 8, 0, 6])
    #expect(page["average_fulfilment"] as? Double == 7)
    let text = try later.run(["journal", "--days", "4"])
    #expect(text.stdout.contains("Sat 21 Nov  · no note"))
    #expect(text.stdout.contains("morning, sleep 4/5"))
    let stats = try later.run(["stats"])
    #expect(stats.stdout.contains("average 7.0/10 over 2 of 30 days"), "\(stats.stdout)")
    let bad = try later.run(["journal", "--days", "0"])
    #expect(bad.status == 2)
  }
}
