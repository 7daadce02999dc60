import SherpaCore
import Testing

@Suite struct LeagueTests {
  let week = Fixture.monday

  func me(xp: Int, streak: Int = 0, focus: Int = 0, joined: Int = 1_700_000_000) -> LeagueEntry {
    LeagueEntry(name: "you", xp: xp, streakDays: streak, focusMinutes: focus, joinedAt: joined)
  }

  @Test func tiersUseCLIKeysAndClamp() {
    #expect(LeagueTier.allCases.map(\.rawValue) == ["hilltop", "base_camp", "mont_blanc", "k2", "everest"])
    #expect(LeagueTier.start == .baseCamp)
    #expect(LeagueTier.everest.promoted == .everest && LeagueTier.hilltop.demoted == .hilltop)
    #expect(LeagueTier.baseCamp.promoted == .montBlanc && LeagueTier.k2.demoted == .montBlanc)
  }

  @Test func outcomeBoundaries() {
    #expect(LeagueOutcome(rank: 1) == .promote && LeagueOutcome(rank: 12) == .promote)
    #expect(LeagueOutcome(rank: 13) == .stay && LeagueOutcome(rank: 15) == .stay)
    #expect(LeagueOutcome(rank: 16) == .demote && LeagueOutcome(rank: 30) == .demote)
  }

  @Test func ladderIsDeterministicPerWeekAndTier() {
    let a = LeagueLadder(weekStart: week.adding(days: 3), tier: .baseCamp, you: me(xp: 100))
    let b = LeagueLadder(weekStart: week, tier: .baseCamp, you: me(xp: 100))
    #expect(a == b && a.entries.count == 30 && a.weekStart == week)
    let otherTier = LeagueLadder(weekStart: week, tier: .k2, you: me(xp: 100))
    let otherWeek = LeagueLadder(weekStart: week.adding(days: 7), tier: .baseCamp, you: me(xp: 100))
    #expect(otherTier.entries != a.entries && otherWeek.entries != a.entries)
    #expect(Set(a.entries.map(\.name)).count == 30)
  }

  @Test func rankFollowsXP() {
    #expect(LeagueLadder(weekStart: week, tier: .baseCamp, you: me(xp: 100_000)).rank == 1)
    #expect(LeagueLadder(weekStart: week, tier: .baseCamp, you: me(xp: 0, joined: Int.max)).rank == 30)
  }

  @Test func tiesBreakByStreakThenFocusThenJoinTime() {
    let base = LeagueEntry(name: "a", xp: 100, streakDays: 3, focusMinutes: 50, joinedAt: 10)
    var other = base
    other.name = "b"
    other.streakDays = 4
    #expect(LeagueEntry.ranksBefore(other, base))
    other.streakDays = 3
    other.focusMinutes = 51
    #expect(LeagueEntry.ranksBefore(other, base))
    other.focusMinutes = 50
    other.joinedAt = 9
    #expect(LeagueEntry.ranksBefore(other, base))
    other.joinedAt = 11
    #expect(LeagueEntry.ranksBefore(base, other))
    other.xp = 101
    #expect(LeagueEntry.ranksBefore(other, base))
  }

  @Test func tieWithASimulatedMemberOnTheLadder() {
    let members = LeagueLadder.simulated(weekStart: week, tier: .baseCamp)
    let target = members.sorted(by: LeagueEntry.ranksBefore)[5]
    let earlier = LeagueLadder(
      weekStart: week, tier: .baseCamp,
      you: me(xp: target.xp, streak: target.streakDays, focus: target.focusMinutes, joined: target.joinedAt - 1))
    let later = LeagueLadder(
      weekStart: week, tier: .baseCamp,
      you: me(xp: target.xp, streak: target.streakDays, focus: target.focusMinutes, joined: target.joinedAt + 1))
    #expect(later.rank == earlier.rank + 1)
  }

  @Test func rolloverWithNoMissedWeekChangesNothing() {
    let result = LeagueSeason.rollover(from: week, to: week.adding(days: 6), tier: .k2, lastWeekFigures: me(xp: 0))
    #expect(result.closed.isEmpty && result.tier == .k2 && result.processedWeek == week)
  }

  @Test func rolloverAfterOneWeekUsesRealFigures() {
    let result = LeagueSeason.rollover(
      from: week, to: week.adding(days: 7), tier: .baseCamp, lastWeekFigures: me(xp: 5000))
    #expect(result.closed.count == 1 && result.closed.first?.rank == 1)
    #expect(result.tier == .montBlanc && result.processedWeek == week.adding(days: 7))
    let again = LeagueSeason.rollover(
      from: result.processedWeek, to: week.adding(days: 9), tier: result.tier, lastWeekFigures: me(xp: 0))
    #expect(again.closed.isEmpty && again.tier == .montBlanc)
  }

  @Test func rolloverAfterFiveMissedWeeksPlaysEachWithZeroXP() {
    let result = LeagueSeason.rollover(
      from: week, to: week.adding(days: 7 * 6 + 2), tier: .montBlanc, lastWeekFigures: me(xp: 5000))
    #expect(result.closed.count == 6)
    #expect(result.closed.map(\.weekStart) == (0..<6).map { week.adding(days: 7 * $0) })
    #expect(result.closed.first?.outcome == .promote)
    #expect(result.closed.dropFirst().allSatisfy { $0.outcome == .demote })
    #expect(result.closed.map(\.tier) == [.montBlanc, .k2, .montBlanc, .baseCamp, .hilltop, .hilltop])
    #expect(result.tier == .hilltop)
  }
}
