import SherpaCore

/// The fields an `edit_item` changes; at least one is set.
public struct ItemChanges: Sendable, Hashable {
  public var name: String?
  public var unit: Unit?
  public var target: Double?
  public var period: Period?
  public var recurrence: Recurrence?

  public init(
    name: String? = nil, unit: Unit? = nil, target: Double? = nil, period: Period? = nil,
    recurrence: Recurrence? = nil
  ) {
    self.name = name
    self.unit = unit
    self.target = target
    self.period = period
    self.recurrence = recurrence
  }

  public var isEmpty: Bool { name == nil && unit == nil && target == nil && period == nil && recurrence == nil }
}
