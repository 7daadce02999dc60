/// Closes league weeks: the last processed week with your real figures, then every
/// missed week in order with zero XP, exactly once. The caller stores the returned
/// `processedWeek` and tier, so calling again in the same week changes nothing.
public enum LeagueSeason {
  /// One closed week.
  public struct Week: Sendable, Hashable, Codable {
    public var weekStart: LocalDay
    public var tier: LeagueTier
    public var rank: Int
    public var outcome: LeagueOutcome
  }

  /// The result of a rollover.
  public struct Result: Sendable, Hashable, Codable {
    /// The tier for the current week.
    public var tier: LeagueTier
    /// The week now open (store it as the last processed week).
    public var processedWeek: LocalDay
    /// Weeks closed, oldest first (empty when still in the same week).
    public var closed: [Week]
  }

  /// Closes every week from `lastWeek` up to (not including) the week of `currentWeek`.
  /// `lastWeekFigures` are your figures for `lastWeek`; later missed weeks use zero
  /// XP, streak and focus with the same join time.
  public static func rollover(
    from lastWeek: LocalDay, to currentWeek: LocalDay, tier: LeagueTier, lastWeekFigures: LeagueEntry
  ) -> Result {
    let current = currentWeek.startOfWeek
    var week = lastWeek.startOfWeek
    var tier = tier
    var closed: [Week] = []
    while week < current {
      var figures = lastWeekFigures
      if week != lastWeek.startOfWeek {
        figures = LeagueEntry(
          name: lastWeekFigures.name, xp: 0, streakDays: 0, focusMinutes: 0, joinedAt: lastWeekFigures.joinedAt)
      }
      let ladder = LeagueLadder(weekStart: week, tier: tier, you: figures)
      let outcome = ladder.outcome
      closed.append(Week(weekStart: week, tier: tier, rank: ladder.rank, outcome: outcome))
      tier = outcome.apply(to: tier)
      week = week.adding(days: 7)
    }
    return Result(tier: tier, processedWeek: max(current, lastWeek.startOfWeek), closed: closed)
  }
}
