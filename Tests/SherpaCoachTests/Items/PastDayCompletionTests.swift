import Foundation
import SherpaCore
import SherpaStore
import Testing

@testable import SherpaCoach

/// A habit done on an earlier day says which day in the reply, and again when asked a
/// second time; a day before the habit began has nothing to mark and writes nothing; a
/// task may be done before the day it is due.
@Test func aPastDayIsSaidAndADayBeforeTheStartWritesNothing() async throws {
  let store = try SherpaStore.inMemory()
  _ = await (try CoachFixture.coach(at: "2026-11-20T09:00:00", store: store)).handle("add a habit to floss every night")
  let coach = try CoachFixture.coach(at: "2026-11-24T19:30:00", store: store)
  let done = try #require(await coach.handle("i flossed last night"))
  #expect(done.reply.hasPrefix("Nice — Floss done for yesterday ✓ (+10 XP)."), "\(done.reply)")
  let again = try #require(await coach.handle("flossed yesterday"))
  #expect(again.reply == "Floss is already done for yesterday ✓", "\(again.reply)")
  let monday = try #require(await coach.handle("mark floss done for friday"))
  #expect(monday.reply.hasPrefix("Nice — Floss done for 20 November 2026 ✓"), "\(monday.reply)")

  _ = await coach.handle("add a habit to stretch every day")
  _ = await coach.handle("add a task to call the dentist tomorrow")
  let yesterday = coach.environment.today.adding(days: -1)
  let before = try store.instances(from: yesterday, to: yesterday)
  let refused = try #require(await coach.handle("stretched yesterday"))
  #expect(refused.reply == "Stretch starts on 24 November 2026, so there is nothing to mark for yesterday.")
  #expect(refused.applied.isEmpty)
  #expect(try store.instances(from: yesterday, to: yesterday) == before)
  let early = try #require(await coach.handle("i already called the dentist"))
  #expect(early.reply.hasPrefix("Nice — Call the dentist done ✓"), "\(early.reply)")
}
