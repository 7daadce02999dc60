/// Every figure `sherpa stats` shows, as numbers; its JSON holds CLI.md's shape.
public struct StatsReport: Sendable, Hashable, Encodable {
  /// The day streak now and at its best.
  public struct Streak: Sendable, Hashable, Encodable {
    public var current: Int
    public var longest: Int

    public init(current: Int, longest: Int) {
      self.current = current
      self.longest = longest
    }
  }
  /// XP ever and in this league week.
  public struct XP: Sendable, Hashable, Encodable {
    public var total: Int
    public var week: Int
  }
  /// Your league tier (CLI.md key) and rank.
  public struct League: Sendable, Hashable, Encodable {
    public var tier: String
    public var rank: Int
  }
  /// Completion rates over 7, 30 and 90 days (`7d`, `30d`, `90d`).
  public struct Rates: Sendable, Hashable, Encodable {
    public var last7: Double
    public var last30: Double
    public var last90: Double
    enum CodingKeys: String, CodingKey {
      case last7 = "7d"
      case last30 = "30d"
      case last90 = "90d"
    }
  }
  /// "When you do `first` you also do `second` `share` of the time".
  public struct Correlation: Sendable, Hashable, Encodable {
    public var first: String
    public var second: String
    public var share: Double
  }

  /// One item's figures, for `stats --item`.
  public struct ItemStats: Sendable, Hashable, Encodable {
    public var id: String
    public var name: String
    public var current: Int
    public var longest: Int
    public var daysLeft: Int?
    public var rate30: Double
    enum CodingKeys: String, CodingKey {
      case id, name, current, longest
      case daysLeft = "days_left"
      case rate30 = "rate_30d"
    }
  }

  public var streak: Streak
  public var xp: XP
  public var league: League
  public var completionRate: Rates
  /// Completions ÷ expected over 30 days.
  public var consistency: Double
  /// 30-day completion rate minus the 30 days before it.
  public var trend: Double
  public var totalCompletions: Int
  public var tasksDone: Int
  public var activeDays: Int
  /// Completions per ISO weekday, Monday first.
  public var dayOfWeek: [Int]
  /// Completions per hour 0–23.
  public var hourOfDay: [Int]
  public var correlations: [Correlation]
  public var focusMinutes: Int
  public var focusMinutesWeek: Int
  /// Daily completion shares for the last 30 days, oldest first.
  public var daily: [Double]
  /// Fulfilment scores of the last 30 days (nil, null in JSON, where none was given),
  /// oldest first.
  public var fulfilment: [Double?]
  /// Set when there is nothing to show yet (`emptyHint`).
  public var hint: String?
  public static let emptyHint = "Nothing tracked yet. Try: sherpa say \"add a habit to meditate every day\""
  /// Set for `stats --item`.
  public var item: ItemStats?

  enum CodingKeys: String, CodingKey {
    case streak, xp, league, consistency, trend, correlations, daily, fulfilment, hint, item
    case completionRate = "completion_rate"
    case totalCompletions = "total_completions"
    case tasksDone = "tasks_done"
    case activeDays = "active_days"
    case dayOfWeek = "day_of_week"
    case hourOfDay = "hour_of_day"
    case focusMinutes = "focus_minutes"
    case focusMinutesWeek = "focus_minutes_week"
  }
}

/// The figures a stats reply says in words: the streak, this week's share done and XP.
/// Worked out alone when no picture is drawn, they need a week of the history instead of
/// the report's quarter year, the league and the notes.
public struct StatsSummary: Sendable, Hashable {
  public var streak: StatsReport.Streak
  public var last7: Double
  public var xpWeek: Int
  public var hint: String?

  public init(streak: StatsReport.Streak, last7: Double, xpWeek: Int, hint: String?) {
    self.streak = streak
    self.last7 = last7
    self.xpWeek = xpWeek
    self.hint = hint
  }

  /// The same figures taken from a full report.
  public init(_ report: StatsReport) {
    self.init(streak: report.streak, last7: report.completionRate.last7, xpWeek: report.xp.week, hint: report.hint)
  }
}
