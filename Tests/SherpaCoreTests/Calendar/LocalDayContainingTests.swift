import Foundation
import SherpaCore
import Testing

/// The day containing an instant, found from the zone's offset, is the day Foundation's
/// calendar gives, in zones with DST, half- and quarter-hour offsets and a skipped day.
struct LocalDayContainingTests {
  static let zones = [
    "UTC", "Europe/London", "Europe/Paris", "America/New_York", "America/St_Johns", "Asia/Kathmandu",
    "Australia/Lord_Howe", "Pacific/Chatham", "Pacific/Kiritimati", "Pacific/Apia", "America/Santiago",
    "Asia/Tehran",
  ]

  /// `count` seeded instants from 1901 to 2199, to the second, some a few seconds around
  /// midnight, in each zone with its calendar.
  static func eachInstant(seed: UInt64, count: Int, _ body: (String, TimeZone, Calendar, Date) throws -> Void) throws {
    var random = SeededRandom(seed: seed)
    for name in zones {
      let zone = try #require(TimeZone(identifier: name))
      let calendar = Environment.calendar(in: zone)
      for _ in 0..<count {
        var seconds = Double(random.next() % 9_430_000_000) - 2_177_452_800
        if random.next() % 4 == 0 {
          seconds = (seconds / 86_400).rounded(.down) * 86_400 + Double(random.next() % 7) - 3
        }
        try body(name, zone, calendar, Date(timeIntervalSince1970: seconds))
      }
    }
  }

  @Test func itMatchesTheCalendarEverywhere() throws {
    try Self.eachInstant(seed: 9, count: 3_000) { name, _, calendar, instant in
      let parts = calendar.dateComponents([.year, .month, .day], from: instant)
      let expected = try #require(LocalDay(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0))
      #expect(LocalDay(containing: instant, in: calendar) == expected, "\(name) \(instant)")
    }
  }

  /// The environment's today and time of day, read from the zone's offset without a
  /// calendar, are the calendar's.
  @Test func theEnvironmentsDayAndTimeAreTheCalendars() throws {
    try Self.eachInstant(seed: 11, count: 1_000) { name, zone, calendar, instant in
      let environment = Environment.fixed(instant, timeZone: zone)
      let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
      #expect(environment.today == LocalDay(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0))
      #expect(environment.timeOfDay == LocalTime(hour: parts.hour ?? -1, minute: parts.minute ?? -1), "\(name)")
      #expect(LocalDay(containing: instant, in: zone) == environment.today)
    }
  }

  @Test func samoaSkippedTheThirtiethOfDecember2011() throws {
    let calendar = Environment.calendar(in: try #require(TimeZone(identifier: "Pacific/Apia")))
    // 2011-12-29T23:59 local (UTC-10) was followed by 2011-12-31T00:00 (UTC+14).
    let before = Date(timeIntervalSince1970: 1_325_239_140)
    let after = before.addingTimeInterval(60)
    #expect(LocalDay(containing: before, in: calendar).description == "2011-12-29")
    #expect(LocalDay(containing: after, in: calendar).description == "2011-12-31")
  }
}
