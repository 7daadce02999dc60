import Foundation
import SherpaCore
import SherpaStore
import Testing

@testable import SherpaCoach

/// Moving an item in today's plan: to the top, to a place, to the bottom; a misheard name
/// is offered, and moved on a yes.
@Suite struct ReorderTests {
  func coachWithThree() async throws -> Coach {
    let coach = try CoachFixture.coach(at: "2026-11-23T09:00:00")
    for line in [
      "add a habit gym every day", "add a habit to read 20 minutes every day", "add a task do my taxes today",
    ] {
      let outcome = await coach.handle(line)
      #expect(outcome?.applied.isEmpty == false, "\(line): \(outcome?.reply ?? "")")
    }
    return coach
  }

  func order(_ coach: Coach) throws -> [String] {
    let today = coach.environment.today
    let names = Dictionary(uniqueKeysWithValues: try coach.store.items().map { ($0.id, $0.name) })
    return try coach.store.plan(for: today, today: today).items.compactMap { names[$0.itemID] }
  }

  @Test func anItemMovesToTheBottomWhenAskedForTheBottom() async throws {
    let coach = try await coachWithThree()
    let first = try #require(try order(coach).first)
    let moved = try #require(await coach.handle("move \(first.lowercased()) to the bottom"))
    #expect(moved.reply.contains("to the end"), "\(moved.reply)")
    #expect(try order(coach).last == first)
    _ = await coach.handle("move \(first.lowercased()) to the top")
    #expect(try order(coach).first == first)
  }

  @Test func aMisheardNameIsOfferedAndMovedOnAYes() async throws {
    let coach = try await coachWithThree()
    _ = await coach.handle("move gym to the bottom")
    let before = try order(coach)
    let offered = try #require(await coach.handle("move jim to the top"))
    #expect(offered.applied.isEmpty && offered.reply.contains("move Gym to the top"), "\(offered.reply)")
    #expect(try order(coach) == before)
    let yes = try #require(await coach.handle("yes"))
    #expect(yes.applied.count == 1, "\(yes.reply)")
    #expect(try order(coach).first == "Gym")
  }
}
