import Foundation
import SherpaTestSupport
import Testing

/// Every out-of-domain sentence of HWU64's test split, piped through the built binary
/// offline on a store of everyday habits and tasks: none may change the store.
@Suite(.serialized) struct OutOfDomainTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// HWU64 test lines outside lists, calendar and the yes/no answers (Corpus/README.md).
  static func outOfDomainTestLines() throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent("Corpus/hwu64/hwu64.csv"), encoding: .utf8)
    var lines: [String] = []
    for row in text.split(whereSeparator: \.isNewline).dropFirst() {
      let fields = row.split(separator: ",", maxSplits: 3, omittingEmptySubsequences: false)
      guard fields.count == 4, fields[0] == "test" else { continue }
      let scenario = fields[1]
      let intent = fields[2]
      if scenario == "lists" || scenario == "calendar" { continue }
      if scenario == "general" && (intent == "affirm" || intent == "negate") { continue }
      // The text is the fourth field; the annotated copy follows it.
      var sentence = String(fields[3])
      if sentence.hasPrefix("\"") {
        sentence = String(sentence.dropFirst().prefix { $0 != "\"" })
      } else if let comma = sentence.firstIndex(of: ",") {
        sentence = String(sentence[..<comma])
      }
      lines.append(sentence)
    }
    return lines
  }

  @Test func outOfDomainSpeechNeverChangesTheStore() throws {
    let home = SherpaBinary.temporaryHome("ood")
    defer { try? FileManager.default.removeItem(at: home) }
    let sherpa = SherpaBinary(home: home)
    let setup = """
      add a habit to read 20 minutes every day
      add a habit to walk 8000 steps every day
      add a habit to drink 2 litres of water every day
      add a habit to meditate 10 minutes every morning
      add a habit to run 5 km on mon wed fri
      add a habit to stretch every evening
      add a habit to brush teeth twice a day
      add a habit to floss every night
      add a habit to journal before bed
      add a habit to take vitamins every day
      add a habit to practice guitar 15 minutes every day
      add a habit to go to the gym 3 times a week
      add a habit to call mom every sunday
      add a task to pay rent on the 1st
      add a task to write the report tomorrow
      add a task to clean the kitchen today
      add a habit to walk the dog every day
      """
    let made = try sherpa.run(["--offline", "--json"], stdin: setup)
    #expect(made.status == 0)
    let before = try sherpa.run(["export", "--format", "json"]).stdout
    let sentences = try Self.outOfDomainTestLines()
    #expect(sentences.count > 800)
    let result = try sherpa.run(["--offline", "--json"], stdin: sentences.joined(separator: "\n") + "\n")
    #expect(result.status == 0)
    var applied: [String] = []
    let replies = result.stdout.split(separator: "\n")
    #expect(replies.count == sentences.count)
    for (index, line) in replies.enumerated() {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      if let actions = object["applied"] as? [Any], !actions.isEmpty {
        applied.append(index < sentences.count ? sentences[index] : "?")
      }
    }
    let rate = Double(applied.count) / Double(max(sentences.count, 1))
    print("out-of-domain pipe: \(applied.count) of \(sentences.count) turns applied an action (\(rate * 100)%)")
    for sentence in applied { print("APPLIED \(sentence)") }
    #expect(rate <= 0.005)
    let after = try sherpa.run(["export", "--format", "json"]).stdout
    if applied.isEmpty { #expect(before == after) }
  }
}
