import Foundation
import Testing

@testable import SherpaCore

@Suite struct WallClockTests {
  let london = TimeZone(identifier: "Europe/London")!
  let newYork = TimeZone(identifier: "America/New_York")!

  @Test func localTimeIsReadInTheZone() throws {
    let winter = try WallClock.instant("2026-11-23T08:00:00", in: london)
    #expect(winter.timeIntervalSince1970 == 1_795_420_800)
    let summer = try WallClock.instant("2026-07-01T08:00", in: london)
    #expect(LocalDay(containing: summer, in: Environment.calendar(in: .gmt)).description == "2026-07-01")
    #expect(Calendar(identifier: .gregorian).dateComponents(in: .gmt, from: summer).hour == 7)
  }

  @Test func anOffsetIsTakenAsIs() throws {
    let plusOne = try WallClock.instant("2026-11-23T08:00:00+01:00", in: newYork)
    #expect(plusOne.timeIntervalSince1970 == 1_795_420_800 - 3600)
    let zulu = try WallClock.instant("2026-11-23T08:00:00Z", in: newYork)
    #expect(zulu.timeIntervalSince1970 == 1_795_420_800)
    let minus = try WallClock.instant("2026-11-23T03:00:00-0500", in: london)
    #expect(minus.timeIntervalSince1970 == 1_795_420_800)
  }

  @Test func aDateAloneIsMidnight() throws {
    let midnight = try WallClock.instant("2026-11-23", in: london)
    #expect(midnight.timeIntervalSince1970 == 1_795_392_000)
  }

  @Test func aTimeInTheSpringGapIsRefused() {
    #expect(throws: WallClock.Problem.inDSTGap("2026-03-29T01:30:00", zone: "Europe/London")) {
      try WallClock.instant("2026-03-29T01:30:00", in: london)
    }
    #expect(throws: WallClock.Problem.self) { try WallClock.instant("2026-03-08T02:15", in: newYork) }
    #expect((try? WallClock.instant("2026-03-29T02:00:00", in: london)) != nil)
  }

  /// Every quarter hour of 2026 in zones with summer time (one with a half-hour shift, one
  /// south of the equator) reads as the instant Foundation's calendar gives, the earlier of
  /// the repeated autumn hour included; the skipped spring hour is refused.
  @Test(arguments: ["Europe/London", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu"])
  func wallClockTimesAreTheCalendarsInstants(_ name: String) throws {
    let zone = try #require(TimeZone(identifier: name))
    let calendar = Environment.calendar(in: zone)
    var day = try #require(LocalDay("2026-01-01"))
    while day.year == 2026 {
      for quarter in stride(from: 0, to: 96, by: 1) where quarter % 4 == 0 || day.month % 3 == 0 {
        let (hour, minute) = (quarter / 4, quarter % 4 * 15)
        let text = String(format: "%@T%02d:%02d", day.description, hour, minute)
        let parts = DateComponents(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute)
        let expected = calendar.date(from: parts).flatMap { date -> Date? in
          let back = calendar.dateComponents([.day, .hour, .minute], from: date)
          return back.day == day.day && back.hour == hour && back.minute == minute ? date : nil
        }
        #expect((try? WallClock.instant(text, in: zone)) == expected, "\(name) \(text)")
      }
      day = day.adding(days: 1)
    }
  }

  @Test func theRepeatedAutumnHourIsAccepted() throws {
    let early = try WallClock.instant("2026-10-25T01:30:00", in: london)
    #expect(LocalDay(containing: early, in: Environment.calendar(in: london)).description == "2026-10-25")
  }

  @Test(arguments: [
    "", "tomorrow", "2026-13-01T08:00", "2026-11-23T25:00", "2026-11-23T08:00+99:00", "2026-11-23X08:00",
  ])
  func badInstantsAreRefused(_ text: String) {
    #expect(throws: WallClock.Problem.self) { try WallClock.instant(text, in: london) }
  }

  @Test func zonesAreIANANames() throws {
    #expect(try WallClock.zone(named: ":Europe/Paris").identifier == "Europe/Paris")
    #expect(try WallClock.zone(named: "UTC").secondsFromGMT() == 0)
    #expect(throws: WallClock.Problem.unknownZone("Mars/Olympus")) { try WallClock.zone(named: "Mars/Olympus") }
    #expect(throws: WallClock.Problem.self) { try WallClock.zone(named: "") }
    #expect(throws: WallClock.Problem.unknownZone("GMT+5")) { try WallClock.zone(named: "GMT+5") }
    #expect(try WallClock.zone(named: "America/New_York").identifier == "America/New_York")
  }
}
