import Foundation
import SherpaTestSupport
import Testing

/// `--yes`: a proposal a turn makes is applied at once, as the answer "yes" would apply it.
struct AutoConfirmTests {
  func lines(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  func names(_ sherpa: SherpaBinary) throws -> [String] {
    let today = try sherpa.json(["today", "--json"])
    return ((today["items"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }.sorted()
  }

  func home() throws -> SherpaBinary {
    let sherpa = SherpaBinary(home: SherpaBinary.temporaryHome("yes"))
    let setup = try sherpa.run(
      [], stdin: "add a habit to read 20 minutes every day\nadd a habit to stretch every day\n")
    #expect(setup.status == 0)
    return sherpa
  }

  @Test func aProposalIsAppliedAtOnceAndCanBeUndone() throws {
    let sherpa = try home()
    defer { try? FileManager.default.removeItem(at: sherpa.home) }
    let asked = try sherpa.run(["--json", "say", "delete read"])
    #expect(try lines(asked.stdout).count == 1, "without --yes the proposal waits")
    #expect(try names(sherpa) == ["Read", "Stretch"])

    let result = try sherpa.run(["--yes", "--json", "say", "delete read"])
    #expect(result.status == 0, "\(result.stderr)")
    let turns = try lines(result.stdout)
    try #require(turns.count == 2, "\(result.stdout)")
    #expect((turns[0]["pending"] as? [String: Any]) != nil)
    #expect(turns[1]["input"] as? String == "yes")
    #expect(turns[1]["intent"] as? String == "confirm")
    let applied = (turns[1]["applied"] as? [[String: Any]]) ?? []
    #expect(applied.map { $0["type"] as? String } == ["delete_item"])
    #expect(applied.map { $0["item"] as? String } == ["Read"])
    #expect(try names(sherpa) == ["Stretch"])

    #expect(try sherpa.run(["say", "undo"]).status == 0)
    #expect(try names(sherpa) == ["Read", "Stretch"], "the confirmed turn is one undoable turn")
  }

  @Test func inAPipeEachProposalIsAppliedBeforeTheNextLine() throws {
    let sherpa = try home()
    defer { try? FileManager.default.removeItem(at: sherpa.home) }
    let result = try sherpa.run(["--yes", "--json"], stdin: "delete read\ndelete stretch\ntoday\n")
    #expect(result.status == 0, "\(result.stderr)")
    let turns = try lines(result.stdout)
    #expect(
      turns.map { $0["intent"] as? String } == ["delete_item", "confirm", "delete_item", "confirm", "show_today"])
    #expect(try names(sherpa) == [])
  }
}
