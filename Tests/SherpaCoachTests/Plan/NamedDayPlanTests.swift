import Foundation
import SherpaCore
import Testing

@testable import SherpaCoach

/// A day's plan asked for by name shows that day, not today: a future day says what is
/// planned, a past one what was done, an empty one says so; today's answer is as before.
@Test func aNamedDaysPlanShowsThatDay() async throws {
  let coach = try CoachFixture.coach(at: "2026-11-23T09:00:00")
  _ = await coach.handle("add a habit to read 20 minutes every day")
  _ = await coach.handle("add a task to pay the plumber on friday")
  let friday = try #require(await coach.handle("show me friday"))
  #expect(friday.intent == .showToday && friday.applied.isEmpty)
  #expect(friday.reply == "Fri 27 Nov: 1 habit and 1 task planned.", "\(friday.reply)")
  let tomorrow = try #require(await coach.handle("what's on tomorrow"))
  #expect(tomorrow.reply == "Tomorrow: 1 habit and 0 tasks planned.", "\(tomorrow.reply)")
  let today = try #require(await coach.handle("today"))
  #expect(today.reply == "Today: 1 habit and 0 tasks; 1 still to do.", "\(today.reply)")
  _ = await coach.handle("archive read")
  let empty = try #require(await coach.handle("show me tomorrow"))
  #expect(empty.reply == "Nothing planned for tomorrow.", "\(empty.reply)")
}

/// A past day's plan counts what was done on it.
@Test func aPastDaysPlanSaysWhatWasDone() async throws {
  let coach = try CoachFixture.coach(at: "2026-11-20T09:00:00")
  _ = await coach.handle("add a habit to floss every day")
  _ = await coach.handle("flossed")
  coach.moveClock(to: try CoachFixture.instant("2026-11-21T09:00:00"))
  let yesterday = try #require(await coach.handle("show me yesterday's plan"))
  #expect(yesterday.reply == "Yesterday: 1 habit and 0 tasks; 1 done.", "\(yesterday.reply)")
}
