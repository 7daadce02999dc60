/// What a day came to for the streak: how many habits counted and were done, and
/// whether it qualified. A qualifying day is locked against later additions to the plan.
public struct DayRecord: Sendable, Hashable, Codable {
  public var day: LocalDay
  /// Habits that counted (scheduled, minus those skipped with a note; a group counts once).
  public var counted: Int
  public var completed: Int
  public var qualifies: Bool
  public var locked: Bool

  public init(day: LocalDay, counted: Int, completed: Int, qualifies: Bool, locked: Bool) {
    self.day = day
    self.counted = counted
    self.completed = completed
    self.qualifies = qualifies
    self.locked = locked
  }

  /// Neither adds to nor breaks the streak.
  public var isNeutral: Bool { counted == 0 }
}
