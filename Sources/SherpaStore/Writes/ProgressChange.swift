import SherpaCore

/// What one change of progress did: the instance after it, and whether the item's
/// target was reached before and after (the XP event follows that crossing).
public struct ProgressChange: Sendable, Hashable {
  public var item: Item
  public var instance: Instance
  public var wasCompleted: Bool
  public var isCompleted: Bool
  /// Progress over the item's period: the day, or the week/month of a flexible habit.
  public var periodProgress: Double
}
