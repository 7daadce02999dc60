import Foundation
import SherpaCore
import Testing

@Suite struct AchievementsTests {
  func unlocked(_ input: AchievementInput) -> Set<String> {
    Set(Achievements.evaluate(input).filter(\.unlocked).map(\.key))
  }

  @Test func emptyInputUnlocksNothingAndListsAllKeys() {
    let all = Achievements.evaluate(AchievementInput())
    #expect(all.map(\.key) == Achievements.keys && all.allSatisfy { !$0.unlocked && $0.progress == 0 })
  }

  @Test func thresholdsAreExact() {
    #expect(unlocked(AchievementInput(completions: 1)) == ["first_step", "first_achievement"])
    #expect(!unlocked(AchievementInput(longestStreak: 6)).contains("week_warrior"))
    #expect(unlocked(AchievementInput(longestStreak: 7)).contains("week_warrior"))
    #expect(!unlocked(AchievementInput(longestStreak: 29)).contains("month_master"))
    #expect(unlocked(AchievementInput(longestStreak: 30)).isSuperset(of: ["week_warrior", "month_master"]))
    #expect(!unlocked(AchievementInput(longestPerfectRun: 6)).contains("perfectionist"))
    #expect(unlocked(AchievementInput(longestPerfectRun: 7)).contains("perfectionist"))
    #expect(!unlocked(AchievementInput(tasksDone: 99)).contains("task_master"))
    #expect(unlocked(AchievementInput(tasksDone: 100)).contains("task_master"))
    #expect(!unlocked(AchievementInput(distinctRoutines: 2)).contains("diversity"))
    #expect(unlocked(AchievementInput(distinctRoutines: 3)).contains("diversity"))
    #expect(unlocked(AchievementInput(longestSameHourRun: 7)).contains("consistent"))
    #expect(!unlocked(AchievementInput(activeDays: 29)).contains("dedicated"))
    #expect(unlocked(AchievementInput(activeDays: 30)).contains("dedicated"))
    #expect(unlocked(AchievementInput(fullRoutineRuns: 1)).contains("routine_starter"))
  }

  @Test func earlyBirdAndNightOwlBoundaries() {
    #expect(unlocked(AchievementInput(earliestRoutineFinish: 6 * 60 + 59)).contains("early_bird"))
    #expect(!unlocked(AchievementInput(earliestRoutineFinish: 7 * 60)).contains("early_bird"))
    #expect(!unlocked(AchievementInput(latestRoutineFinish: 22 * 60 - 1)).contains("night_owl"))
    #expect(unlocked(AchievementInput(latestRoutineFinish: 22 * 60)).contains("night_owl"))
  }

  @Test func collectorNeedsTen() {
    let nine = AchievementInput(
      completions: 1, longestStreak: 30, longestPerfectRun: 7, tasksDone: 100, fullRoutineRuns: 1,
      distinctRoutines: 3, earliestRoutineFinish: 300)
    #expect(!unlocked(nine).contains("collector"))
    #expect(Achievements.evaluate(nine).first { $0.key == "collector" }?.progress == 9)
    var ten = nine
    ten.activeDays = 30
    #expect(unlocked(ten).contains("collector"))
  }
}

@Suite struct AchievementRecordTests {
  @Test func newlyUnlockedAndTheirDays() throws {
    let list = Achievements.evaluate(AchievementInput(completions: 1, longestStreak: 7))
    #expect(
      Achievements.newlyUnlocked(list, previous: []).sorted() == ["first_achievement", "first_step", "week_warrior"])
    #expect(Achievements.newlyUnlocked(list, previous: ["first_step", "first_achievement"]) == ["week_warrior"])
    let days = ["first_step": Fixture.monday, "collector": Fixture.monday]
    let filled = Achievements.withUnlockDays(list, days: days)
    #expect(filled.first { $0.key == "first_step" }?.unlockedAt == Fixture.monday)
    #expect(filled.first { $0.key == "collector" }?.unlockedAt == nil)
    let json = try #require(String(data: JSONEncoder().encode(filled[0]), encoding: .utf8))
    #expect(json.contains("\"unlocked\":true") && json.contains("\"unlocked_at\":\"2026-03-02\""))
  }

  @Test func leagueReportUsesCLIKeys() throws {
    let ladder = LeagueLadder(
      weekStart: Fixture.monday, tier: .montBlanc,
      you: LeagueEntry(name: "me", xp: 9999, streakDays: 1, focusMinutes: 2, joinedAt: 3))
    let report = LeagueReport(ladder)
    #expect(
      report.tier == "mont_blanc" && report.rank == 1 && report.outcome == "promote" && report.members.count == 30)
    let json = try #require(String(data: JSONEncoder().encode(report), encoding: .utf8))
    #expect(json.contains("\"week_start\":\"2026-03-02\"") && json.contains("\"streak_days\""))
  }
}
