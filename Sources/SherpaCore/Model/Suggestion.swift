import Foundation

/// A template from the suggestions library, with a stable `s` id fixed across releases.
public struct Suggestion: Sendable, Hashable, Codable, Identifiable {
  public var id: Int64
  public var name: String
  public var kind: ItemKind
  public var unit: Unit
  public var target: Double
  public var period: Period
  public var recurrence: Recurrence
  public var category: String
  public var habitPrompt: String?

  public init(
    id: Int64, name: String, kind: ItemKind = .habit, unit: Unit = .count, target: Double = 1,
    period: Period = .day, recurrence: Recurrence = .daily, category: String, habitPrompt: String? = nil
  ) {
    self.id = id
    self.name = name
    self.kind = kind
    self.unit = unit
    self.target = target
    self.period = period
    self.recurrence = recurrence
    self.category = category
    self.habitPrompt = habitPrompt
  }

  /// The public id (`s12`).
  public var publicID: String { PublicID.suggestion.format(id) }

  /// The item this template makes, whole: name, target, unit, repeat, category and prompt.
  public func item(startDate: LocalDay, createdAt: Date) -> Item {
    Item(
      kind: kind, name: name, category: category, unit: unit, target: target, period: period,
      recurrence: recurrence, startDate: startDate, habitPrompt: habitPrompt, createdAt: createdAt)
  }
}
