import SherpaCore

/// A new item as the model described it (quick-add or add_item).
public struct ItemDraft: Sendable, Hashable {
  public var kind: ItemKind
  public var name: String
  public var unit: Unit
  public var target: Double
  public var period: Period
  public var recurrence: Recurrence

  public init(kind: ItemKind, name: String, unit: Unit, target: Double, period: Period, recurrence: Recurrence) {
    self.kind = kind
    self.name = name
    self.unit = unit
    self.target = target
    self.period = period
    self.recurrence = recurrence
  }
}
