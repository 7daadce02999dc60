import Foundation
import SherpaCore
import SherpaStore
import Testing

@testable import SherpaCoach

/// Stats add up XP of all time, though they read only this week's events one by one.
struct StatsXPTests {
  @Test func theTotalCountsXPFromYearsAgoAndTheWeekOnlyThisWeek() async throws {
    let store = try SherpaStore.inMemory()
    let back = try CoachFixture.coach(at: "2024-03-12T09:00:00", store: store)
    _ = await back.handle("add a habit to stretch every day")
    _ = await back.handle("stretched")
    let lastWeek = try CoachFixture.coach(at: "2026-11-18T09:00:00", store: store)
    _ = await lastWeek.handle("stretched")
    let now = try CoachFixture.coach(at: "2026-11-23T09:00:00", store: store)
    _ = await now.handle("stretched")

    let all = try store.xpEvents(from: LocalDay(ordinal: 0), to: LocalDay(ordinal: 100_000))
    let thisWeek = all.filter { $0.day >= now.environment.today.startOfWeek }
    #expect(all.contains { $0.day.year == 2024 }, "XP was earned in 2024: \(all)")
    #expect(!thisWeek.isEmpty && thisWeek.count < all.count)

    let report = try Insights(store: store, environment: now.environment).stats()
    #expect(report.xp.total == all.reduce(0) { $0 + $1.amount })
    #expect(report.xp.week == thisWeek.reduce(0) { $0 + $1.amount })
  }
}
