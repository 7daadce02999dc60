/// `sherpa league --json`: the tier (CLI.md keys), your rank and outcome, and the ladder.
public struct LeagueReport: Sendable, Hashable, Encodable {
  /// One ladder row.
  public struct Member: Sendable, Hashable, Encodable {
    public var rank: Int
    public var name: String
    public var xp: Int
    public var streakDays: Int
    public var focusMinutes: Int
    public var you: Bool
    enum CodingKeys: String, CodingKey {
      case rank, name, xp, you
      case streakDays = "streak_days"
      case focusMinutes = "focus_minutes"
    }
  }

  public var tier: String
  public var rank: Int
  public var xp: Int
  public var weekStart: LocalDay
  public var outcome: String
  public var promoteThrough: Int
  public var stayThrough: Int
  public var members: [Member]

  enum CodingKeys: String, CodingKey {
    case tier, rank, xp, outcome, members
    case weekStart = "week_start"
    case promoteThrough = "promote_through"
    case stayThrough = "stay_through"
  }

  public init(_ ladder: LeagueLadder) {
    tier = ladder.tier.rawValue
    rank = ladder.rank
    xp = ladder.entries.first { $0.isYou }?.xp ?? 0
    weekStart = ladder.weekStart
    outcome = ladder.outcome.rawValue
    promoteThrough = LeagueLadder.promoteThrough
    stayThrough = LeagueLadder.stayThrough
    members = ladder.entries.enumerated().map { index, entry in
      Member(
        rank: index + 1, name: entry.isYou ? "you" : entry.name, xp: entry.xp, streakDays: entry.streakDays,
        focusMinutes: entry.focusMinutes, you: entry.isYou)
    }
  }
}
