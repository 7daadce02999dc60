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
    #expect(outcome.intent == .due && outcome.error == nil, "\(outcome.reply)")
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

/// "when do i have to pay the rent", "is the report overdue": where one item stands today.
@Suite struct OneItemDueTests {
  @Test func eachItemIsToldWhereItStands() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T08:00:00")
    for line in [
      "add a task to pay rent on friday", "add a task to call the bank today at 9",
      "add a habit to swim every saturday",
      "add a task to write the report", "add a habit to stretch every morning",
    ] {
      let added = try #require(await coach.handle(line))
      #expect(added.error == nil, "\(line): \(added.reply)")
    }
    let cases: [(String, String)] = [
      ("when do i have to pay the rent", "Pay rent is due Fri 27 Nov."),
      ("when is call the bank due", "Call the bank is due later, at 09:00."),
      ("is write the report overdue", "Write the report is due now."),
      ("when is swim due", "Swim isn't due today; next on Sat 28 Nov."),
    ]
    for (question, answer) in cases {
      let outcome = try #require(await coach.handle(question))
      #expect(outcome.intent == .due && outcome.reply == answer, "\(question): \(outcome.intent) \(outcome.reply)")
    }
    _ = await coach.handle("stretched")
    let done = try #require(await coach.handle("is stretch due"))
    #expect(done.reply == "Stretch is done for today ✓." || done.intent != .due, "\(done.reply)")
  }
}
