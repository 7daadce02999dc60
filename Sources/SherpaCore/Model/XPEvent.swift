import Foundation

/// Points earned by one change, written with it and removed when it is undone.
public struct XPEvent: Sendable, Hashable, Codable, Identifiable {
  /// Why the points were given, with SPEC.md §2's amounts.
  public enum Reason: String, Sendable, Hashable, Codable, CaseIterable {
    case habitCompleted = "habit_completed"
    case taskCompleted = "task_completed"
    case qualifyingDay = "qualifying_day"
    case morningReflection = "morning_reflection"
    case nightReflection = "night_reflection"
    case focusSession = "focus_session"

    public var points: Int {
      switch self {
      case .habitCompleted, .taskCompleted, .morningReflection, .nightReflection: 10
      case .qualifyingDay: 50
      case .focusSession: 20
      }
    }
  }

  public var id: Int64
  public var day: LocalDay
  public var reason: Reason
  public var amount: Int
  /// What earned it (an instance, a focus session, a day), as a public id or a date.
  public var ref: String
  public var at: Date

  public init(id: Int64 = 0, day: LocalDay, reason: Reason, amount: Int? = nil, ref: String, at: Date) {
    self.id = id
    self.day = day
    self.reason = reason
    self.amount = amount ?? reason.points
    self.ref = ref
    self.at = at
  }
}
