import Foundation
import SherpaTestSupport
import Testing

/// An archived item keeps its history in the stats, and `stats --item` shows it by name
/// (it refused the name it then suggested).
@Test func statsShowsAnArchivedItemByName() throws {
  let home = SherpaBinary.temporaryHome("archive-stats")
  defer { try? FileManager.default.removeItem(at: home) }
  let sherpa = SherpaBinary(home: home, now: "2026-11-23T20:00:00")
  _ = try sherpa.run(["--offline", "say", "add a habit to floss every day"])
  _ = try sherpa.run(["--offline", "say", "floss done"])
  let archived = try sherpa.run(["--offline", "say", "archive floss"])
  #expect(archived.stdout.hasPrefix("Archived Floss"), "\(archived.stdout)")
  let report = try sherpa.json(["stats", "--item", "floss", "--json"])
  #expect(report["total_completions"] as? Int == 1, "\(report)")
  let missing = try sherpa.run(["stats", "--item", "flosss"])
  #expect(missing.status == 2 && missing.stderr.contains("closest: Floss"), "\(missing.stderr)")
}

/// An archived item comes back by speech, with its history, and undo archives it again.
@Test func anArchivedItemIsBroughtBackBySpeech() throws {
  let home = SherpaBinary.temporaryHome("unarchive")
  defer { try? FileManager.default.removeItem(at: home) }
  let sherpa = SherpaBinary(home: home, now: "2026-11-23T20:00:00")
  _ = try sherpa.run(["--offline", "say", "add a habit to floss every day"])
  _ = try sherpa.run(["--offline", "say", "floss done"])
  let archived = try sherpa.run(["--offline", "say", "archive floss"])
  #expect(archived.stdout.contains("\"unarchive floss\" brings it back"), "\(archived.stdout)")
  #expect(!(try sherpa.run(["today"])).stdout.contains("Floss"))
  let back = try sherpa.run(["--offline", "say", "bring back flossing"])
  #expect(back.stdout.hasPrefix("Floss is back, with its history."), "\(back.stdout)")
  let today = try sherpa.run(["today"])
  #expect(today.stdout.contains("Floss") && today.stdout.contains("1/1 done"), "\(today.stdout)")
  _ = try sherpa.run(["--offline", "say", "undo"])
  #expect(!(try sherpa.run(["today"])).stdout.contains("Floss"))
  let unknown = try sherpa.run(["--offline", "say", "unarchive swimming"])
  #expect(unknown.stdout.hasPrefix("Nothing archived is called \"swimming\"."), "\(unknown.stdout)")
}
