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
