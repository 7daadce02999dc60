/// The figures achievements are judged on, gathered by the caller from the store.
public struct AchievementInput: Sendable, Hashable {
  public var completions: Int
  public var longestStreak: Int
  /// Longest run of days with every scheduled habit done.
  public var longestPerfectRun: Int
  public var tasksDone: Int
  /// Routine runs with every step done.
  public var fullRoutineRuns: Int
  /// Distinct routines with a full run.
  public var distinctRoutines: Int
  /// Earliest finish of a full routine run, minutes after midnight.
  public var earliestRoutineFinish: Int?
  /// Latest finish of a full routine run, minutes after midnight.
  public var latestRoutineFinish: Int?
  /// Longest run of days one habit was done within the same hour.
  public var longestSameHourRun: Int
  /// Days with at least one completion.
  public var activeDays: Int

  public init(
    completions: Int = 0, longestStreak: Int = 0, longestPerfectRun: Int = 0, tasksDone: Int = 0,
    fullRoutineRuns: Int = 0, distinctRoutines: Int = 0, earliestRoutineFinish: Int? = nil,
    latestRoutineFinish: Int? = nil, longestSameHourRun: Int = 0, activeDays: Int = 0
  ) {
    self.completions = completions
    self.longestStreak = longestStreak
    self.longestPerfectRun = longestPerfectRun
    self.tasksDone = tasksDone
    self.fullRoutineRuns = fullRoutineRuns
    self.distinctRoutines = distinctRoutines
    self.earliestRoutineFinish = earliestRoutineFinish
    self.latestRoutineFinish = latestRoutineFinish
    self.longestSameHourRun = longestSameHourRun
    self.activeDays = activeDays
  }
}

/// One badge with how far along it is; `unlockedAt` is filled by the caller from the
/// time it stored when the badge first unlocked.
public struct AchievementProgress: Sendable, Hashable, Encodable {
  public var key: String
  public var title: String
  public var detail: String
  public var progress: Int
  public var target: Int
  public var unlockedAt: LocalDay?
  public var unlocked: Bool { progress >= target }

  init(key: String, title: String, detail: String, progress: Int, target: Int) {
    self.key = key
    self.title = title
    self.detail = detail
    self.progress = progress
    self.target = target
  }

  enum CodingKeys: String, CodingKey {
    case key, title, detail, progress, target, unlocked
    case unlockedAt = "unlocked_at"
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(key, forKey: .key)
    try container.encode(title, forKey: .title)
    try container.encode(detail, forKey: .detail)
    try container.encode(progress, forKey: .progress)
    try container.encode(target, forKey: .target)
    try container.encode(unlocked, forKey: .unlocked)
    try container.encodeIfPresent(unlockedAt, forKey: .unlockedAt)
  }
}

/// The SPEC.md §2 achievements, evaluated from plain figures.
public enum Achievements {
  public static let keys = [
    "first_step", "routine_starter", "week_warrior", "month_master", "early_bird", "night_owl", "perfectionist",
    "task_master", "diversity", "consistent", "first_achievement", "collector", "dedicated",
  ]

  /// Every achievement with its progress, in `keys` order.
  public static func evaluate(_ input: AchievementInput) -> [AchievementProgress] {
    func badge(_ key: String, _ title: String, _ detail: String, _ value: Int, _ target: Int) -> AchievementProgress {
      AchievementProgress(key: key, title: title, detail: detail, progress: min(value, target), target: target)
    }
    let early = (input.earliestRoutineFinish ?? Int.max) < 7 * 60 ? 1 : 0
    let late = (input.latestRoutineFinish ?? Int.min) >= 22 * 60 ? 1 : 0
    var list = [
      badge("first_step", "First step", "complete anything once", input.completions, 1),
      badge("routine_starter", "Routine starter", "finish a routine with every step", input.fullRoutineRuns, 1),
      badge("week_warrior", "Week warrior", "a 7-day streak", input.longestStreak, 7),
      badge("month_master", "Month master", "a 30-day streak", input.longestStreak, 30),
      badge("early_bird", "Early bird", "finish a routine before 07:00", early, 1),
      badge("night_owl", "Night owl", "finish a routine after 22:00", late, 1),
      badge("perfectionist", "Perfectionist", "7 days in a row with every habit done", input.longestPerfectRun, 7),
      badge("task_master", "Task master", "100 tasks done", input.tasksDone, 100),
      badge("diversity", "Diversity", "complete 3 different routines", input.distinctRoutines, 3),
      badge("consistent", "Consistent", "one habit in the same hour 7 days running", input.longestSameHourRun, 7),
      badge("dedicated", "Dedicated", "active on 30 different days", input.activeDays, 30),
    ]
    let unlocked = list.filter(\.unlocked).count
    list.append(badge("first_achievement", "First achievement", "unlock any achievement", unlocked, 1))
    let total = unlocked + (unlocked > 0 ? 1 : 0)
    list.append(badge("collector", "Collector", "unlock 10 achievements", total, 10))
    return keys.compactMap { key in list.first { $0.key == key } }
  }

  /// Keys unlocked now that were not in `previous` (the caller stores them with the time).
  public static func newlyUnlocked(_ now: [AchievementProgress], previous: Set<String>) -> [String] {
    now.filter { $0.unlocked && !previous.contains($0.key) }.map(\.key)
  }

  /// The list with the stored unlock days filled in.
  public static func withUnlockDays(_ list: [AchievementProgress], days: [String: LocalDay]) -> [AchievementProgress] {
    list.map { badge in
      var copy = badge
      copy.unlockedAt = badge.unlocked ? days[badge.key] : nil
      return copy
    }
  }

  /// Streak lengths that are celebrated.
  public static let milestones = [3, 7, 30, 100, 365]

  /// The milestone reached when a streak goes from `previous` to `current`, if any.
  public static func milestone(from previous: Int, to current: Int) -> Int? {
    milestones.last { $0 > previous && $0 <= current }
  }
}
