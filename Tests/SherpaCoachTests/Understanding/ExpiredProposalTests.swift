import Foundation
import SherpaCore
import Testing

@testable import SherpaCoach

/// A "yes" after a proposal's ten minutes says that it expired and what it was, and
/// changes nothing; the expired proposal is then gone.
@Suite struct ExpiredProposalTests {
  @Test func aLateYesIsToldTheProposalExpired() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T08:00:00")
    _ = await coach.handle("add a task to call the bank today")
    let asked = try #require(await coach.handle("delete call the bank"))
    #expect(asked.pending != nil, "\(asked.reply)")
    coach.moveClock(to: try CoachFixture.instant("2026-11-23T08:11:00"))
    let late = try #require(await coach.handle("yes"))
    #expect(late.error?.code == "expired", "\(late.reply)")
    #expect(late.reply.contains("expired") && late.reply.contains("delete item Call the bank"), "\(late.reply)")
    #expect(try coach.store.items().map(\.name) == ["Call the bank"], "nothing was deleted")
    let again = try #require(await coach.handle("yes"))
    #expect(again.error?.code != "expired", "told once: \(again.reply)")
  }

  @Test func aLateNoIsToldTooAndAnInTimeYesStillApplies() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T08:00:00")
    _ = await coach.handle("add a task to call the bank today")
    _ = await coach.handle("delete call the bank")
    coach.moveClock(to: try CoachFixture.instant("2026-11-23T08:20:00"))
    let late = try #require(await coach.handle("no"))
    #expect(late.error?.code == "expired", "\(late.reply)")
    _ = await coach.handle("delete call the bank")
    coach.moveClock(to: try CoachFixture.instant("2026-11-23T08:29:00"))
    let inTime = try #require(await coach.handle("yes"))
    #expect(inTime.error == nil && inTime.reply.hasPrefix("Deleted Call the bank"), "\(inTime.reply)")
  }
}
