import Foundation
import SherpaCoach
import SherpaCore
import SherpaStore
import Testing

@testable import SherpaTerminal

/// A JSON session prints no pictures, so its coach draws none; a session in words does.
@Suite struct SessionPictureTests {
  @Test func aJSONSessionTurnsThePicturesOffAndBackOn() async throws {
    let zone = TimeZone(identifier: "Europe/Berlin") ?? .gmt
    let coach = Coach(
      store: try SherpaStore.inMemory(),
      environment: .fixed(try WallClock.instant("2026-11-23T08:00:00", in: zone), timeZone: zone),
      settings: CoachSettings(
        wake: LocalTime(minutesSinceMidnight: 420), bed: LocalTime(minutesSinceMidnight: 1380), offline: true,
        sendNotes: false), llm: nil)
    let console = Console(style: .plain, capture: true, stdout: false)
    var session = CoachSession(
      coach: coach, console: console, json: true, autoConfirm: false, clockLines: false, voice: true)
    #expect(coach.drawsPictures == false)
    _ = await session.handle(line: "add a habit to read 20 minutes every day")
    _ = await session.handle(line: "whats on today")
    let printed = console.takeCaptured()
    #expect(printed.split(separator: "\n").count == 2, "one JSON object a turn and no picture: \(printed)")
    session.json = false
    #expect(coach.drawsPictures == true)
    _ = await session.handle(line: "whats on today")
    #expect(console.takeCaptured().contains("Read"), "the day's plan is drawn in a words session")
  }
}
