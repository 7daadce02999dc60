import SherpaCore

/// One line of the day plan as the view needs it; the caller maps its plan into these.
public struct TodayRow: Sendable, Hashable {
  public var id: String
  public var name: String
  public var kind: ItemKind
  public var progress: Double
  public var target: Double
  /// The unit's short name ("min", "pages"); empty for plain counts.
  public var unit: String
  public var skipped: Bool
  /// Days past due (tasks); 0 when not overdue.
  public var overdueDays: Int
  public var time: LocalTime?
  /// The item's current streak.
  public var streak: Int
  /// Days before the item's streak breaks (0 = today), nil when nothing is at risk.
  public var daysLeft: Int?

  public init(
    id: String, name: String, kind: ItemKind = .habit, progress: Double = 0, target: Double = 1, unit: String = "",
    skipped: Bool = false, overdueDays: Int = 0, time: LocalTime? = nil, streak: Int = 0, daysLeft: Int? = nil
  ) {
    self.id = id
    self.name = name
    self.kind = kind
    self.progress = progress
    self.target = target
    self.unit = unit
    self.skipped = skipped
    self.overdueDays = overdueDays
    self.time = time
    self.streak = streak
    self.daysLeft = daysLeft
  }

  public var isDone: Bool { progress >= target && progress > 0 }
}
