import Foundation

/// A pomodoro: intended minutes (1–240, default 25 + 5 break), what really elapsed, the
/// paused time and the item it was for. Saved when it starts; `endedAt` is nil while it runs.
public struct FocusSession: Sendable, Hashable, Codable, Identifiable {
  public static let minutesRange = 1...240

  public var id: Int64
  public var itemID: Int64?
  public var intendedMinutes: Int
  public var breakMinutes: Int
  public var startedAt: Date
  public var endedAt: Date?
  public var pausedSeconds: Double
  public var actualMinutes: Int

  public init(
    id: Int64 = 0, itemID: Int64? = nil, intendedMinutes: Int = 25, breakMinutes: Int = 5, startedAt: Date,
    endedAt: Date? = nil, pausedSeconds: Double = 0, actualMinutes: Int = 0
  ) {
    self.id = id
    self.itemID = itemID
    self.intendedMinutes = intendedMinutes
    self.breakMinutes = breakMinutes
    self.startedAt = startedAt
    self.endedAt = endedAt
    self.pausedSeconds = pausedSeconds
    self.actualMinutes = actualMinutes
  }
}
