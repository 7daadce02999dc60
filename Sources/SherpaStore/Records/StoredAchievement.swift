import Foundation

/// One badge: how far along it is and when it unlocked (nil while locked).
public struct StoredAchievement: Sendable, Hashable, Codable {
  public var key: String
  public var unlockedAt: Date?
  public var progress: Double

  public init(key: String, unlockedAt: Date?, progress: Double) {
    self.key = key
    self.unlockedAt = unlockedAt
    self.progress = progress
  }
}
