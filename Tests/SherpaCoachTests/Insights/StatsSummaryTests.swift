import Foundation
import SherpaCore
import SherpaStore
import Testing

@testable import SherpaCoach

/// A stats reply without its picture works its figures out from a week of the history;
/// they must be the ones the full report gives.
struct StatsSummaryTests {
  /// Six weeks of seeded random days over every kind of habit (daily, on weekdays,
  /// flexible, a task, one archived on the way), skips with and without a reason, across
  /// the clocks going back in London; checked on every day of the last two weeks.
  @Test(arguments: [UInt64(1), 7, 42])
  func theSummaryMatchesTheReportDayByDay(seed: UInt64) async throws {
    let store = try SherpaStore.inMemory()
    var random = SeededRandom(seed: seed)
    let first = try CoachFixture.coach(at: "2026-09-14T08:00:00", store: store)
    for line in [
      "add a habit to read 20 minutes every day", "add a habit to run on mondays wednesdays and fridays",
      "add a habit to swim 3 times a week", "add a habit to stretch every day", "add a task to call mum",
      "add a habit to floss every day",
    ] {
      let outcome = await first.handle(line)
      #expect(outcome?.applied.isEmpty == false, "\(line): \(outcome?.reply ?? "nil")")
    }
    let says = [
      "read 10 minutes", "read 25 minutes", "ran", "swam", "stretched", "flossed", "skip stretching today, sick",
      "skip flossing", "called mum", "undo",
    ]
    var checked = 0
    let start = try #require(LocalDay("2026-09-14"))
    for offset in 0..<42 {
      let day = start.adding(days: offset)
      let coach = try CoachFixture.coach(at: "\(day)T20:30:00", store: store)
      if offset == 20 { _ = await coach.handle("archive floss") }
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        _ = await coach.handle(says[Int.random(in: 0..<says.count, using: &random)])
      }
      guard offset >= 28 else { continue }
      let insights = Insights(store: store, environment: coach.environment)
      let summary = try insights.statsSummary()
      #expect(summary == StatsSummary(try insights.stats()), "seed \(seed), \(day)")
      checked += 1
    }
    #expect(checked == 14)
  }

  @Test func anEmptyStoreGetsTheHintBothWays() throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T09:00:00")
    let insights = Insights(store: coach.store, environment: coach.environment)
    let summary = try insights.statsSummary()
    #expect(summary.hint == StatsReport.emptyHint)
    #expect(summary == StatsSummary(try insights.stats()))
  }

  /// A coach that draws no pictures (a JSON session) says the same words.
  @Test func withoutPicturesTheRepliesAreTheSameAndCarryNone() async throws {
    let store = try SherpaStore.inMemory()
    let setup = try CoachFixture.coach(at: "2026-11-20T08:00:00", store: store)
    for line in ["add a habit to read 20 minutes every day", "add a habit to stretch every day", "read 20 minutes"] {
      _ = await setup.handle(line)
    }
    let drawing = try CoachFixture.coach(at: "2026-11-23T08:00:00", store: store)
    let plain = try CoachFixture.coach(at: "2026-11-23T08:00:00", store: store)
    plain.drawsPictures = false
    _ = await drawing.handle("stretched")
    for line in ["how am i doing", "whats on today"] {
      let drawn = try #require(await drawing.handle(line))
      let words = try #require(await plain.handle(line))
      #expect(drawn.display != nil, "\(line)")
      #expect(words.display == nil, "\(line)")
      #expect(words.reply == drawn.reply, "\(line)")
      #expect(words.intent == drawn.intent)
    }
  }

  /// A question that names one goal by a word of its title answers with where that goal
  /// stands; one that names two goals, or none, with the whole picture.
  @Test func aQuestionAboutOneGoalAnswersWithThatGoal() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T20:00:00", store: try SherpaStore.inMemory())
    _ = await coach.handle("new goal run a 10k by march")
    for line in ["am i on track for the 10k", "how's the 10k goal going", "how far am i with the 10k"] {
      let outcome = try #require(await coach.handle(line))
      #expect(outcome.intent == .stats, "\(line)")
      #expect(
        outcome.reply
          == "Run a 10k: 0% done, no milestones yet, by 31 March 2027. Say \"break it down\" for milestones.",
        "\(line)")
    }
    _ = await coach.handle("new goal run a half marathon by june")
    let whole = try #require(await coach.handle("how am i doing")).reply
    #expect(!whole.contains("Run a"))
    for line in ["how's my run goal going", "how's my week going"] {
      #expect(try #require(await coach.handle(line)).reply == whole, "\(line)")
    }
  }

  /// A question about one habit's numbers answers with that habit: where it stands in
  /// its period and how often it was done lately, with its month grid when drawing.
  @Test func aQuestionAboutOneHabitAnswersWithThatHabit() async throws {
    let store = try SherpaStore.inMemory()
    let setup = try CoachFixture.coach(at: "2026-11-20T08:00:00", store: store)
    for line in [
      "add a habit to walk 8000 steps every day", "add a habit to read 20 minutes every day", "walked 8000 steps",
      "add a habit to swim 3 times a week",
    ] {
      _ = await setup.handle(line)
    }
    let drawing = try CoachFixture.coach(at: "2026-11-23T20:00:00", store: store)
    let plain = try CoachFixture.coach(at: "2026-11-23T20:00:00", store: store)
    plain.drawsPictures = false
    _ = await drawing.handle("walked 3000 steps")
    _ = await drawing.handle("swam")
    let expected = [
      "how many steps this week": "Walk: 3000/8000 steps today; 25% done over the last 7 days, 25% over 30.",
      "how's my reading going": "Read: 0/20 min today; 0% done over the last 7 days, 0% over 30.",
      "how is swimming going": "Swim: 1/3 times this week; 0% done over the last 7 days, 0% over 30.",
      // Asked how much, even as a look at the day.
      "how many steps have i got today": "Walk: 3000/8000 steps today; 25% done over the last 7 days, 25% over 30.",
      "how much reading today": "Read: 0/20 min today; 0% done over the last 7 days, 0% over 30.",
    ]
    for (line, reply) in expected {
      let drawn = try #require(await drawing.handle(line))
      let words = try #require(await plain.handle(line))
      #expect(drawn.intent == .stats, "\(line)")
      #expect(drawn.reply == reply, "\(line)")
      #expect(words.reply == reply, "\(line)")
      #expect(drawn.display != nil && words.display == nil, "\(line)")
      #expect(drawn.applied.isEmpty)
    }
    // Naming no habit, the whole picture as before; another day's, that day.
    let all = try #require(await plain.handle("how am i doing"))
    #expect(all.reply.hasPrefix("Streak "))
    let yesterday = try #require(await plain.handle("how many steps did i have yesterday"))
    #expect(!yesterday.reply.hasPrefix("Walk: "), "\(yesterday.reply)")
  }
}
