import Foundation

/// One occurrence of an item on a local day: how far it got, whether it was skipped,
/// where it sits in that day's plan, and the log of increments that made its progress.
/// Completion is derived: progress ≥ the item's target.
public struct Instance: Sendable, Hashable, Codable, Identifiable {
  public var id: Int64
  public var itemID: Int64
  public var day: LocalDay
  public var progress: Double
  public var skipped: Bool
  public var note: String?
  /// Position in the day's plan once someone reordered it; nil means the default order.
  public var position: Int?
  /// The increments that made its progress, oldest first. Reads for the rules bring
  /// back only the latest (its time is all they use); an export brings back all.
  public var increments: [Increment]

  public init(
    id: Int64 = 0, itemID: Int64, day: LocalDay, progress: Double = 0, skipped: Bool = false,
    note: String? = nil, position: Int? = nil, increments: [Increment] = []
  ) {
    self.id = id
    self.itemID = itemID
    self.day = day
    self.progress = progress
    self.skipped = skipped
    self.note = note
    self.position = position
    self.increments = increments
  }

  /// The public id (`n7`).
  public var publicID: String { PublicID.instance.format(id) }

  /// Completed when progress reached the target.
  public func isCompleted(target: Double) -> Bool { Self.completes(progress, target: target) }

  /// Whether `progress` on a day reaches `target` (nothing done never does).
  public static func completes(_ progress: Double, target: Double) -> Bool { progress >= target && progress > 0 }
}

/// One "+" on an instance: how much, from where, when.
public struct Increment: Sendable, Hashable, Codable {
  public enum Source: String, Sendable, Hashable, Codable, CaseIterable { case typed, voice, timer, llm }

  public var amount: Double
  public var source: Source
  public var at: Date

  public init(amount: Double, source: Source, at: Date) {
    self.amount = amount
    self.source = source
    self.at = at
  }
}
