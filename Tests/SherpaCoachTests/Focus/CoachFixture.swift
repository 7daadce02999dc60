import Foundation
import SherpaCore
import SherpaStore

@testable import SherpaCoach

/// An offline coach over an in-memory store at a fixed instant.
enum CoachFixture {
  static let zone = TimeZone(identifier: "Europe/London") ?? .gmt

  static func instant(_ text: String, zone: TimeZone = zone) throws -> Date { try WallClock.instant(text, in: zone) }

  static func coach(at text: String, zone: TimeZone = zone, store: SherpaStore? = nil) throws -> Coach {
    let wake = LocalTime(hour: 7, minute: 0) ?? LocalTime(minutesSinceMidnight: 420)
    let bed = LocalTime(hour: 23, minute: 0) ?? LocalTime(minutesSinceMidnight: 1380)
    return Coach(
      store: try store ?? SherpaStore.inMemory(), environment: .fixed(try instant(text, zone: zone), timeZone: zone),
      settings: CoachSettings(wake: wake, bed: bed, offline: true, sendNotes: false), llm: nil)
  }
}
