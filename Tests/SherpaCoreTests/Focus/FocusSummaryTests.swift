import Foundation
import SherpaCore
import Testing

@Suite struct FocusSummaryTests {
  let zone = TimeZone(identifier: "Europe/Berlin") ?? .gmt
  var calendar: Calendar { Environment.calendar(in: zone) }

  func instant(_ text: String) throws -> Date { try WallClock.instant(text, in: zone) }

  func session(_ start: String, minutes: Int, ended: Bool = true) throws -> FocusSession {
    let begun = try instant(start)
    return FocusSession(
      intendedMinutes: 25, startedAt: begun, endedAt: ended ? begun.addingTimeInterval(Double(minutes * 60)) : nil,
      actualMinutes: minutes)
  }

  @Test func minutesTodayAndThisWeekAndANextSession() throws {
    // Wednesday 2026-11-25; the week began Monday 23rd.
    let sessions = [
      try session("2026-11-22T10:00:00", minutes: 50),  // last Sunday: not this week
      try session("2026-11-23T09:00:00", minutes: 25),
      try session("2026-11-25T08:00:00", minutes: 30),
      try session("2026-11-25T09:00:00", minutes: 10),
      try session("2026-11-25T10:00:00", minutes: 7, ended: false),  // still open: not counted
    ]
    let summary = FocusSummary(sessions: sessions, now: try instant("2026-11-25T10:30:00"), calendar: calendar)
    #expect(summary.minutesToday == 40)
    #expect(summary.minutesWeek == 65)
    #expect(summary.sessionsToday == 2)
    #expect(summary.suggestion == "Next: 25 min from 10:35, after a 5-minute break.")
  }

  @Test func fourRoundsSuggestALongBreak() throws {
    let sessions = try (8...11).map { try session("2026-11-25T\($0 < 10 ? "0" : "")\($0):00:00", minutes: 25) }
    let summary = FocusSummary(sessions: sessions, now: try instant("2026-11-25T11:30:00"), calendar: calendar)
    #expect(summary.suggestion.hasPrefix("4 rounds today — take a long break"))
    #expect(summary.suggestion.hasSuffix("from 12:00."))
  }
}
