import Foundation
import SherpaCore
import Testing

@testable import SherpaCoach

/// A session that runs into a new week (a REPL left open over Sunday night, a replayed
/// week) settles the week at its next turn, and the league reply says how last week ended.
@Suite struct LeagueInSessionTests {
  @Test func aWeekEndedInTheSessionIsSettledAndToldAbout() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T08:00:00")
    _ = await coach.handle("add a habit to stretch every day")
    _ = await coach.handle("add a habit to floss every day")
    for day in 23...29 {
      coach.moveClock(to: try CoachFixture.instant("2026-11-\(day)T20:00:00"))
      _ = await coach.handle("stretched")
      _ = await coach.handle("flossed")
    }
    let before = try #require(await coach.handle("how's the league"))
    #expect(!before.reply.contains("Last week"), "nothing closed yet: \(before.reply)")
    coach.moveClock(to: try CoachFixture.instant("2026-11-30T09:00:00"))
    _ = await coach.handle("add a habit to read every day")
    #expect(try coach.store.standings().map(\.weekStart.description) == ["2026-11-23"], "settled by any turn")
    let after = try #require(await coach.handle("how's the league"))
    #expect(after.reply.hasPrefix("You're #30 of 30 in Mont Blanc this week with 0 XP."), "\(after.reply)")
    #expect(
      after.reply.hasSuffix("Last week you finished #1 in Base Camp with 490 XP: up to Mont Blanc."), "\(after.reply)")
  }
}
