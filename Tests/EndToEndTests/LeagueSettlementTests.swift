import Foundation
import SherpaTestSupport
import Testing

/// League weeks through the binary with a frozen clock that crosses weeks: a week
/// settles from the stored XP when sherpa next opens, whatever the command, a missed
/// week is played out at zero, and the other members start each week from zero.
@Suite struct LeagueSettlementTests {
  /// Three habits done each day Mon–Thu through chat and `today` only.
  func activeWeek(_ home: URL, days: ClosedRange<Int>, month: String = "2026-11", tz: String = "Europe/London")
    throws
  {
    func at(_ day: Int, _ time: String) -> SherpaBinary {
      SherpaBinary(home: home, now: "\(month)-\(String(format: "%02d", day))T\(time)", tz: tz)
    }
    for habit in ["floss", "stretch", "meditate"] {
      let added = try at(days.lowerBound, "07:00:00").run(["--offline", "say", "add a habit to \(habit) every day"])
      #expect(added.status == 0, "\(added.stderr)")
    }
    for day in days {
      for habit in ["floss", "stretch", "meditate"] {
        let done = try at(day, "09:00:00").run(["--offline", "say", "\(habit) done"])
        #expect(done.status == 0 && done.stdout.contains("done ✓"), "\(done.stdout) \(done.stderr)")
      }
      _ = try at(day, "20:00:00").run(["today"])
    }
  }

  func standings(_ sherpa: SherpaBinary) throws -> [[String: Any]] {
    try #require(try sherpa.json(["export", "--format", "json"])["league_standings"] as? [[String: Any]])
  }

  @Test func aWeekSettlesWhenSherpaNextOpensNotWhenTheLeagueIsViewed() throws {
    let home = SherpaBinary.temporaryHome("league")
    defer { try? FileManager.default.removeItem(at: home) }
    try activeWeek(home, days: 16...19)
    // The next Monday, any command: the week of the 16th closes with its 320 XP.
    let next = SherpaBinary(home: home, now: "2026-11-24T09:00:00")
    _ = try next.run(["today"])
    let closed = try standings(next)
    #expect(closed.count == 1, "\(closed)")
    #expect(closed.first?["week_start"] as? String == "2026-11-16" && closed.first?["tier"] as? String == "base_camp")
    #expect(closed.first?["xp"] as? Int == 320, "\(closed)")
    let rank = try #require(closed.first?["rank"] as? Int)
    #expect(rank <= 12, "320 XP in a week promotes from Base Camp: rank \(rank)")
    let league = try next.run(["league"])
    #expect(league.stdout.hasPrefix("Mont Blanc league, week of 2026-11-23"), "\(league.stdout)")
  }

  /// The coach's commands leave the settling to the coach, before its first turn.
  @Test(arguments: ["say", "pipe"]) func aWeekSettlesAtTheCoachsFirstTurn(_ command: String) throws {
    let home = SherpaBinary.temporaryHome("league-turn")
    defer { try? FileManager.default.removeItem(at: home) }
    try activeWeek(home, days: 16...19)
    let next = SherpaBinary(home: home, now: "2026-11-24T09:00:00")
    let result =
      command == "say"
      ? try next.run(["--offline", "say", "how am i doing this week"])
      : try next.run(["--offline"], stdin: "how am i doing this week\n")
    #expect(result.status == 0, "\(result.stderr)")
    let closed = try standings(next)
    #expect(closed.map { $0["week_start"] as? String } == ["2026-11-16"], "\(closed)")
    #expect(closed.first?["xp"] as? Int == 320, "\(closed)")
  }

  @Test func aMissedWeekIsPlayedOutAtZeroAcrossTheYearEnd() throws {
    let home = SherpaBinary.temporaryHome("league-year")
    defer { try? FileManager.default.removeItem(at: home) }
    try activeWeek(home, days: 21...24, month: "2026-12")
    // Nothing the week of 28 Dec (it crosses the year end); opened again on 6 Jan 2027.
    let later = SherpaBinary(home: home, now: "2027-01-06T09:00:00")
    let league = try later.run(["league"])
    let closed = try standings(later)
    #expect(closed.map { $0["week_start"] as? String } == ["2026-12-21", "2026-12-28"], "\(closed)")
    #expect(closed.last?["tier"] as? String == "mont_blanc", "\(closed)")
    #expect(league.stdout.hasPrefix("Base Camp league, week of 2027-01-04"), "\(league.stdout)")
  }

  @Test func theOthersStartTheWeekAtZeroAndFillByTheClockAcrossADSTChange() throws {
    let home = SherpaBinary.temporaryHome("league-clock")
    defer { try? FileManager.default.removeItem(at: home) }
    // The week of 26 Oct 2026 in London begins the day after the clocks go back.
    func xp(_ now: String) throws -> [Int] {
      let ladder = try SherpaBinary(home: home, now: now).json(["league", "--json"])
      let entries = try #require(ladder["members"] as? [[String: Any]])
      return entries.filter { $0["you"] as? Bool != true }.compactMap { $0["xp"] as? Int }
    }
    let monday = try xp("2026-10-26T00:30:00")
    let thursday = try xp("2026-10-29T12:00:00")
    let sunday = try xp("2026-11-01T23:59:00")
    #expect(monday.reduce(0, +) < 29 * 5, "Monday 00:30: \(monday)")
    #expect(thursday.reduce(0, +) > monday.reduce(0, +) && sunday.reduce(0, +) > thursday.reduce(0, +))
    #expect(sunday.max() ?? 0 > 200, "by the week's end the leaders have their figures: \(sunday)")
  }
}
