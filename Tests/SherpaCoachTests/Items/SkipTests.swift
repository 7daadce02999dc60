import Foundation
import SherpaCore
import Testing

@testable import SherpaCoach

/// A habit already done that day is not skipped: nothing is written and the reply says
/// how to uncheck it; once unchecked, the skip is recorded as before.
@Test func aHabitDoneThatDayIsNotSkipped() async throws {
  let coach = try CoachFixture.coach(at: "2026-11-23T08:00:00")
  let store = coach.store
  _ = await coach.handle("add a habit to meditate 10 minutes every day")
  _ = await coach.handle("meditated 10 minutes")
  let meditate = try #require(try store.item(named: "Meditate"))
  let day = coach.environment.today
  let refused = try #require(await coach.handle("skip meditate today"))
  #expect(refused.applied.isEmpty, "\(refused.reply)")
  #expect(refused.reply.hasPrefix("Meditate is already done today, so there is nothing to skip."))
  #expect(try store.instances(from: day, to: day).first { $0.itemID == meditate.id }?.skipped == false)

  _ = await coach.handle("uncheck meditate")
  let skipped = try #require(await coach.handle("skip meditate today"))
  #expect(skipped.applied.count == 1, "\(skipped.reply)")
  #expect(try store.instances(from: day, to: day).first { $0.itemID == meditate.id }?.skipped == true)
}
