import SherpaCore

/// Where the person finished (or stands in) one league week.
public struct StoredStanding: Sendable, Hashable, Codable {
  /// The Monday the league week starts on.
  public var weekStart: LocalDay
  /// `hilltop`, `base_camp`, `mont_blanc`, `k2` or `everest`.
  public var tier: String
  public var rank: Int
  public var xp: Int

  public init(weekStart: LocalDay, tier: String, rank: Int, xp: Int) {
    self.weekStart = weekStart
    self.tier = tier
    self.rank = rank
    self.xp = xp
  }

  enum CodingKeys: String, CodingKey {
    case tier, rank, xp
    case weekStart = "week_start"
  }
}
