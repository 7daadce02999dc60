import Foundation
import SherpaTestSupport
import Testing

/// Suggestions by the category said in the person's words, and one taken by its id.
@Test func suggestionsComeByCategoryAndAreTakenByTheirId() throws {
  let home = SherpaBinary.temporaryHome("suggest")
  defer { try? FileManager.default.removeItem(at: home) }
  let sherpa = SherpaBinary(home: home, now: "2026-11-23T09:00:00")
  let exercise = try sherpa.run(["--offline", "say", "suggest exercise habits"])
  let lines = exercise.stdout.split(separator: "\n").dropFirst()
  #expect(lines.count == 3 && !exercise.stdout.contains("Sleep 8 hours"), "\(exercise.stdout)")
  #expect(exercise.stdout.contains("Walk 10,000 steps"), "\(exercise.stdout)")
  let plain = try sherpa.run(["--offline", "say", "suggest some habits"])
  #expect(
    plain.stdout.contains("Sleep") && plain.stdout.contains("Walk"), "one idea from each of three: \(plain.stdout)")
  let taken = try sherpa.run(["--offline", "say", "add s21"])
  #expect(taken.stdout.hasPrefix("Added "), "\(taken.stdout)")
  let today = try sherpa.run(["today", "--json"])
  #expect(!today.stdout.contains("\"S21\"") && today.stdout.contains("\"items\""), "\(today.stdout.prefix(300))")
  let undone = try sherpa.run(["--offline", "say", "undo"])
  #expect(undone.stdout.hasPrefix("Undone: add"), "\(undone.stdout)")
}
