import Foundation

/// The day's wrap-up: a note and a fulfilment score 1–10. Editable until the end of the
/// next local day, then locked.
public struct EndOfDayNote: Sendable, Hashable, Codable {
  public var day: LocalDay
  public var note: String
  /// 1…10 (`scale`).
  public var fulfilment: Int
  /// How fulfilling the day was: 1 to 10.
  public static let scale = 1...10
  public var updatedAt: Date

  public init(day: LocalDay, note: String, fulfilment: Int, updatedAt: Date) {
    self.day = day
    self.note = note
    self.fulfilment = fulfilment
    self.updatedAt = updatedAt
  }

  /// The note may change until the end of the day after `day`.
  public func isLocked(today: LocalDay) -> Bool { today > day.adding(days: 1) }
}
