import Foundation
import SherpaCoach
import SherpaCore
import SherpaStore
import SherpaTestSupport
import Testing

@testable import SherpaTerminal

/// What the coach says and draws for the questions people ask most, on a new store and
/// on the large store (50 habits with five years of history), as a session in words
/// prints it; the same turns in a JSON session carry the same words in `reply`. And the
/// celebrations of a first week, day by day.
@Suite struct CoachReplyGoldenTests {
  static let zone = TimeZone(identifier: "UTC") ?? .gmt
  static let questions = [
    "mirror mode", "what should i do first", "what's next", "how am i doing this week", "show my goals", "today",
  ]

  func coach(_ store: SherpaStore, at text: String) throws -> Coach {
    Coach(
      store: store, environment: .fixed(try WallClock.instant(text, in: Self.zone), timeZone: Self.zone),
      settings: CoachSettings(
        wake: LocalTime(minutesSinceMidnight: 420), bed: LocalTime(minutesSinceMidnight: 1380), offline: true,
        sendNotes: true), llm: nil)
  }

  /// Each line's turn in words (reply and picture), and the same lines in a JSON session
  /// on a second coach made the same way, whose every reply must be those words.
  func session(_ make: () throws -> Coach, _ lines: [String]) async throws -> String {
    let words = Console(style: .plain, capture: true, stdout: false)
    var spoken = CoachSession(
      coach: try make(), console: words, json: false, autoConfirm: false, clockLines: true, voice: true)
    let json = Console(style: .plain, capture: true, stdout: false)
    var piped = CoachSession(
      coach: try make(), console: json, json: true, autoConfirm: false, clockLines: true, voice: true)
    var transcript = ""
    for line in lines {
      _ = await spoken.handle(line: line)
      _ = await piped.handle(line: line)
      let text = words.takeCaptured()
      let printed = json.takeCaptured()
      transcript += "> \(line)\n\(text)"
      if line.hasPrefix("@now") { continue }
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [String: Any], "\(line): \(printed)")
      let reply = try #require(object["reply"] as? String)
      #expect(text.hasPrefix(reply), "the JSON reply is the words said: \(line)\n\(reply)\n\(text)")
    }
    return transcript
  }

  @Test func theCommonQuestionsOnANewStore() async throws {
    let make = { try coach(try SherpaStore.inMemory(), at: "2026-11-23T08:00:00") }
    Golden.check(try await session(make, Self.questions), "replies-new-store")
  }

  @Test func theCommonQuestionsOnTheLargeStore() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-replies-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("large.sqlite")
    let today = try #require(LocalDay("2026-11-23"))
    try LargeStore.generate(at: url, today: today, seed: 42)
    // The questions only read, so both sessions ask the one store.
    let store = try SherpaStore.open(at: url)
    let make = { try coach(store, at: "2026-11-23T08:00:00") }
    Golden.check(try await session(make, Self.questions), "replies-large-store")
  }

  @Test func aFirstWeekCelebratesItsMilestonesAndBadges() async throws {
    let make = { try coach(try SherpaStore.inMemory(), at: "2026-11-23T08:00:00") }
    var lines = ["add a habit to stretch every day", "add a habit to read 20 pages every evening"]
    for day in 23...30 {
      lines += ["@now 2026-11-\(day)T21:00:00", "stretched", "read 20 pages"]
    }
    lines.append("achievements")
    Golden.check(try await session(make, lines), "celebrations-first-week")
  }
}
