import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore
import Testing

@testable import SherpaCoach

/// A name the recogniser misheard ("jim" for Gym) is offered as the item it sounds like,
/// and only a yes writes.
@Suite struct GuessedItemTurnTests {
  func progress(_ coach: Coach, _ name: String) throws -> Double {
    let item = try #require(try coach.store.item(named: name))
    return try coach.store.instances(from: coach.environment.today, to: coach.environment.today).first {
      $0.itemID == item.id
    }?.progress ?? 0
  }

  @Test func aMisheardNameIsOfferedAndAYesApplies() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T09:00:00")
    for line in ["add a habit: gym", "add a habit to floss every night"] {
      let outcome = await coach.handle(line)
      #expect(outcome?.applied.isEmpty == false, "\(line): \(outcome?.reply ?? "")")
    }
    let offered = try #require(await coach.handle("mark jim as done"))
    #expect(offered.applied.isEmpty && offered.reply.contains("Gym"), "\(offered.reply)")
    #expect(try progress(coach, "Gym") == 0)
    let yes = try #require(await coach.handle("yes"))
    #expect(yes.applied.count == 1, "\(yes.reply)")
    #expect(try progress(coach, "Gym") == 1)

    let floss = try #require(await coach.handle("i did my flaws"))
    #expect(floss.applied.isEmpty && floss.reply.contains("Floss"), "\(floss.reply)")
    _ = await coach.handle("no")
    #expect(try progress(coach, "Floss") == 0)
  }
}
