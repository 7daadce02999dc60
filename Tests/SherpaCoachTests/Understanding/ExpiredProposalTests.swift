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
    #expect(late.error?.code == .expired, "\(late.reply)")
    #expect(late.reply.contains("expired") && late.reply.contains("delete item Call the bank"), "\(late.reply)")
    #expect(try coach.store.items().map(\.name) == ["Call the bank"], "nothing was deleted")
    let again = try #require(await coach.handle("yes"))
    #expect(again.error?.code != .expired, "told once: \(again.reply)")
  }

  @Test func aLateNoIsToldTooAndAnInTimeYesStillApplies() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T08:00:00")
    _ = await coach.handle("add a task to call the bank today")
    _ = await coach.handle("delete call the bank")
    coach.moveClock(to: try CoachFixture.instant("2026-11-23T08:20:00"))
    let late = try #require(await coach.handle("no"))
    #expect(late.error?.code == .expired, "\(late.reply)")
    _ = await coach.handle("delete call the bank")
    coach.moveClock(to: try CoachFixture.instant("2026-11-23T08:29:00"))
    let inTime = try #require(await coach.handle("yes"))
    #expect(inTime.error == nil && inTime.reply.hasPrefix("Deleted Call the bank"), "\(inTime.reply)")
  }
}

/// An amount in a unit the item is not counted in is refused, sure or not, and never
/// offered: a yes to "log 100 times of Read" used to log 100 minutes.
@Suite struct UnitMismatchTests {
  @Test func timesOfAMinutesHabitAreRefusedAndNothingIsLogged() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T09:00:00")
    _ = await coach.handle("add a habit to read 10 minutes")
    for said in ["logged 100 times of read", "read 3 times"] {
      let outcome = try #require(await coach.handle(said))
      #expect(outcome.error?.code == .invalidInput && outcome.pending == nil, "\(said): \(outcome.reply)")
      #expect(outcome.reply.hasPrefix("Read is counted in min, so I can't log"), "\(outcome.reply)")
    }
    let day = try #require(LocalDay("2026-11-23"))
    #expect(try coach.store.instances(from: day, to: day).allSatisfy { $0.progress == 0 })
    let minutes = try #require(await coach.handle("read 5 minutes"))
    #expect(minutes.reply.hasPrefix("Logged 5 min of Read"), "\(minutes.reply)")
  }

  /// A log that says no amount asks for one with an example in the item's own unit.
  @Test func aLogWithoutAnAmountIsAskedForOneInTheItemsUnit() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T09:00:00")
    _ = await coach.handle("add a habit to drink 2 litres of water every day")
    let outcome = try #require(await coach.handle("drank a bottle of water"))
    #expect(outcome.error?.code == .invalidInput, "\(outcome.reply)")
    #expect(outcome.reply == "How much? Try \"2000 ml of drink water\".")
    let day = try #require(LocalDay("2026-11-23"))
    #expect(try coach.store.instances(from: day, to: day).allSatisfy { $0.progress == 0 })
  }

  /// A count of nothing is refused at once, not offered to be asked about after a yes.
  @Test func aCountOfNothingIsRefusedNotOffered() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T09:00:00")
    _ = await coach.handle("add pushups as a habit, 50 a day")
    let outcome = try #require(await coach.handle("did 0 pushups"))
    #expect(outcome.error?.code == .invalidInput && outcome.pending == nil, "\(outcome.reply)")
    #expect(outcome.reply == "How much? Try \"50 times of pushups\".", "\(outcome.reply)")
    // A count with a word of its own is asked for the way it is logged.
    _ = await coach.handle("add a habit to do 10 pullups a day")
    let counted = try #require(await coach.handle("did 0 pullups"))
    #expect(counted.reply == "How much? Try \"did 10 pullups\".", "\(counted.reply)")
    // Logged, the count's word is not said twice ("4 pullups of Pullups").
    let logged = try #require(await coach.handle("did 4 pullups"))
    #expect(logged.reply.hasPrefix("Logged 4 pullups — 4/10 pullups today."), "\(logged.reply)")
  }
}
