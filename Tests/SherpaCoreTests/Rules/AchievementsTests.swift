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
