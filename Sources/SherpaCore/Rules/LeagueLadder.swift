/// One person on a weekly ladder, with the figures that rank them.
public struct LeagueEntry: Sendable, Hashable, Codable {
  public var name: String
  public var xp: Int
  public var streakDays: Int
  public var focusMinutes: Int
  /// When they joined (seconds since 1970); earlier ranks higher on a full tie.
  public var joinedAt: Int
  public var isYou: Bool

  public init(name: String, xp: Int, streakDays: Int, focusMinutes: Int, joinedAt: Int, isYou: Bool = false) {
    self.name = name
    self.xp = xp
    self.streakDays = streakDays
    self.focusMinutes = focusMinutes
    self.joinedAt = joinedAt
    self.isYou = isYou
  }

  /// Ranking order: XP, then streak days, then focus minutes, then earlier join, then name.
  public static func ranksBefore(_ lhs: LeagueEntry, _ rhs: LeagueEntry) -> Bool {
    if lhs.xp != rhs.xp { return lhs.xp > rhs.xp }
    if lhs.streakDays != rhs.streakDays { return lhs.streakDays > rhs.streakDays }
    if lhs.focusMinutes != rhs.focusMinutes { return lhs.focusMinutes > rhs.focusMinutes }
    if lhs.joinedAt != rhs.joinedAt { return lhs.joinedAt < rhs.joinedAt }
    if lhs.isYou != rhs.isYou { return lhs.isYou }
    return lhs.name < rhs.name
  }
}

/// What a final rank does to the tier.
public enum LeagueOutcome: String, Sendable, Hashable, Codable {
  case promote, stay, demote

  /// Ranks 1–12 promote, 13–15 stay, 16 and below demote.
  public init(rank: Int) {
    switch rank {
    case ...LeagueLadder.promoteThrough: self = .promote
    case ...LeagueLadder.stayThrough: self = .stay
    default: self = .demote
    }
  }

  /// The tier after this outcome, clamped at both ends.
  public func apply(to tier: LeagueTier) -> LeagueTier {
    switch self {
    case .promote: tier.promoted
    case .stay: tier
    case .demote: tier.demoted
    }
  }
}

/// A week's 30-person ladder: you and 29 simulated members, the same for the same
/// week and tier.
public struct LeagueLadder: Sendable, Hashable, Codable {
  public static let size = 30
  public static let promoteThrough = 12
  public static let stayThrough = 15

  public var weekStart: LocalDay
  public var tier: LeagueTier
  /// Everyone, best first.
  public var entries: [LeagueEntry]

  /// Builds the ladder for the week containing `weekStart` in `tier` around `you`, with
  /// `elapsed` of the week gone (0 at Monday 00:00, 1 once it is over): the other members
  /// start the week at zero like you and fill up by the clock to their final figures.
  public init(weekStart: LocalDay, tier: LeagueTier, you: LeagueEntry, elapsed: Double = 1) {
    let start = weekStart.startOfWeek
    var me = you
    me.isYou = true
    var all = LeagueLadder.simulated(weekStart: start, tier: tier, elapsed: elapsed)
    all.append(me)
    self.weekStart = start
    self.tier = tier
    self.entries = all.sorted(by: LeagueEntry.ranksBefore)
  }

  /// Your rank, 1-based.
  public var rank: Int { (entries.firstIndex { $0.isYou } ?? entries.count - 1) + 1 }

  /// What your rank does at the end of the week.
  public var outcome: LeagueOutcome { LeagueOutcome(rank: rank) }

  static let names = [
    "Ada", "Bram", "Chen", "Dara", "Eli", "Farah", "Gus", "Hana", "Ivo", "Jun", "Kemi", "Lior", "Mira", "Nico",
    "Oona", "Pavel", "Quinn", "Rosa", "Sami", "Tova", "Uma", "Vik", "Wren", "Xiu", "Yara", "Zeno", "Alba",
    "Bodhi", "Cleo", "Dev", "Esme", "Finn",
  ]

  /// The 29 other members, seeded from the week and the tier, as they stand with
  /// `elapsed` of the week gone.
  public static func simulated(weekStart: LocalDay, tier: LeagueTier, elapsed: Double = 1) -> [LeagueEntry] {
    let share = min(max(elapsed, 0), 1)
    func part(_ value: Int) -> Int { Int((Double(value) * share).rounded(.down)) }
    var random = SeededRandom(seed: SeededRandom.seed(weekStart.startOfWeek.ordinal, tier.index))
    let ceiling = 250 + tier.index * 150
    var pool = names
    var members: [LeagueEntry] = []
    for _ in 0..<(size - 1) {
      let pick = Int(random.next() % UInt64(pool.count))
      let name = pool.remove(at: pick)
      let xp = Int(random.next() % UInt64(ceiling + 1))
      let streak = Int(random.next() % 8)
      let focus = Int(random.next() % 300)
      let joined = 1_600_000_000 + Int(random.next() % 100_000_000)
      members.append(
        LeagueEntry(name: name, xp: part(xp), streakDays: part(streak), focusMinutes: part(focus), joinedAt: joined))
    }
    return members
  }
}

extension LeagueEntry {
  /// Your figures for the league week containing `day`: XP earned, qualifying days and
  /// focus minutes in that Monday–Sunday.
  public static func you(
    week day: LocalDay, xpEvents: [XPEvent], records: [DayRecord], focusMinutes: Int, joinedAt: Int
  ) -> LeagueEntry {
    let start = day.startOfWeek
    let streakDays = StreakCalculator(records: records).qualifyingDays(from: start, through: start.adding(days: 6))
    return LeagueEntry(
      name: "you", xp: XPRules.weekTotal(xpEvents, containing: start), streakDays: streakDays,
      focusMinutes: focusMinutes, joinedAt: joinedAt, isYou: true)
  }
}
