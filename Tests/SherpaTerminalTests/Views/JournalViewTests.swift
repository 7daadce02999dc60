import Foundation
import SherpaCore
import Testing

@testable import SherpaTerminal

@Suite struct JournalViewTests {
  let today = LocalDay(year: 2026, month: 11, day: 23) ?? LocalDay(ordinal: 0)
  let at = Date(timeIntervalSince1970: 1_795_430_000)

  func page() -> JournalPage {
    JournalPage(
      notes: [
        EndOfDayNote(day: today.adding(days: -1), note: "Good hike\u{1B}[31m", fulfilment: 8, updatedAt: at),
        EndOfDayNote(day: today.adding(days: -3), note: "Tired", fulfilment: 5, updatedAt: at),
      ],
      reflections: [
        Reflection(day: today.adding(days: -1), kind: .morning, note: "rested", sleepQuality: 4, createdAt: at)
      ], today: today, count: 4)
  }

  @Test func newestFirstWithFadedGapsAndTheAverage() {
    let text = JournalView(page: page(), today: today).render(style: .plain)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[1].hasPrefix("Mon 23 Nov  · no note yet"))
    #expect(lines[2].hasPrefix("Sun 22 Nov   8/10 ████████░░  Good hike"))
    #expect(!text.contains("\u{1B}"), "a stored escape never reaches the terminal")
    #expect(lines[3] == "            morning, sleep 4/5: rested")
    #expect(lines[4] == "Sat 21 Nov  · no note")
    #expect(lines[5].hasPrefix("Fri 20 Nov   5/10"))
    #expect(lines.last?.hasSuffix("average 6.5/10") == true)
  }

  @Test func aDayWithoutANoteIsFadedInColour() {
    let text = JournalView(page: page(), today: today).render(style: .rich)
    #expect(text.contains("\u{1B}[2mSat 21 Nov  · no note\u{1B}[0m"))
  }
}
