import Foundation
import SherpaCore
import SherpaStore
import Testing

@testable import SherpaCoach

/// The hour-of-day profile and the "consistent" badge read when each completion was
/// logged, in the user's zone, from a store the coach wrote.
struct StatsHourTests {
  @Test func theHourProfileAndTheSameHourBadgeComeFromTheLoggedTimes() async throws {
    let store = try SherpaStore.inMemory()
    let setup = try CoachFixture.coach(at: "2026-10-30T07:00:00", store: store)
    _ = await setup.handle("add a habit to stretch every day")
    _ = await setup.handle("add a habit to read 20 minutes every day")
    // Stretching at 08:15 London time on seven days in a row (the clocks go back on the
    // 25th, between the first days and the last), reading at a different hour each day.
    let start = try #require(LocalDay("2026-10-22"))
    for offset in 0..<7 {
      let day = start.adding(days: offset)
      let morning = try CoachFixture.coach(at: "\(day)T08:15:00", store: store)
      _ = await morning.handle("stretched")
      let later = try CoachFixture.coach(at: "\(day)T\(String(format: "%02d", 12 + offset)):30:00", store: store)
      _ = await later.handle("read 20 minutes")
    }
    let now = try CoachFixture.coach(at: "2026-10-29T09:00:00", store: store)
    let insights = Insights(store: store, environment: now.environment)
    let report = try insights.stats()
    #expect(report.hourOfDay[8] == 7, "\(report.hourOfDay)")
    #expect((12..<19).allSatisfy { report.hourOfDay[$0] == 1 }, "\(report.hourOfDay)")
    #expect(report.hourOfDay.reduce(0, +) == report.totalCompletions)
    let consistent = try #require(try insights.achievements().first { $0.key == "consistent" })
    #expect(consistent.unlocked, "\(consistent)")
  }

  @Test func sixDaysAtTheSameHourAreNotYetConsistent() async throws {
    let store = try SherpaStore.inMemory()
    _ = await (try CoachFixture.coach(at: "2026-11-01T07:00:00", store: store)).handle("add a habit to floss every day")
    let start = try #require(LocalDay("2026-11-02"))
    for offset in 0..<6 {
      let coach = try CoachFixture.coach(at: "\(start.adding(days: offset))T21:05:00", store: store)
      // Said bare, the completion may come back as a question; the answer confirms it.
      if await coach.handle("flossed")?.pending != nil { _ = await coach.handle("yes") }
    }
    let now = try CoachFixture.coach(at: "2026-11-08T09:00:00", store: store)
    let badges = try Insights(store: store, environment: now.environment).achievements()
    let consistent = try #require(badges.first { $0.key == "consistent" })
    #expect(!consistent.unlocked && consistent.progress == 6, "\(consistent)")
  }
}
