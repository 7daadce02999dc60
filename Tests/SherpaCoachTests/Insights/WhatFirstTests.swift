import Foundation
import SherpaCore
import Testing

@testable import SherpaCoach

/// "what should i do first" and "what's next", answered offline from the local plan:
/// the first thing due (overdue first, then by tier, slot and the day's order) by name.
@Suite struct WhatFirstTests {
  @Test(arguments: ["what should i do first", "what's next", "what should i do next", "whats first"])
  func theReplyNamesTheFirstThingDue(question: String) async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T08:00:00")
    _ = await coach.handle("add a habit to read 20 pages every evening")
    _ = await coach.handle("add a task to call the dentist today")
    _ = await coach.handle("add a habit to meditate 10 minutes every morning")
    let outcome = try #require(await coach.handle(question))
    #expect(outcome.intent == "due" && outcome.error == nil, "\(outcome.reply)")
    #expect(outcome.reply.hasPrefix("Start with Meditate (morning), then Call the dentist."), "\(outcome.reply)")
  }

  @Test func aPlainQuestionAboutWhatIsDueKeepsItsSummary() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T08:00:00")
    _ = await coach.handle("add a task to call the dentist today")
    let outcome = try #require(await coach.handle("what's due"))
    #expect(outcome.reply == "1 due now.", "\(outcome.reply)")
  }

  @Test func withNothingDueThereIsNothingToStartWith() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T08:00:00")
    let outcome = try #require(await coach.handle("what should i do first"))
    #expect(outcome.reply.hasPrefix("Nothing is planned for today."), "\(outcome.reply)")
  }
}
