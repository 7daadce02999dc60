import Foundation

/// A morning or night reflection: a note and, in the morning, how well one slept (1–5).
public struct Reflection: Sendable, Hashable, Codable, Identifiable {
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable { case morning, night }

  public var id: Int64
  public var day: LocalDay
  public var kind: Kind
  public var note: String?
  /// 1…5 (`scale`).
  public var sleepQuality: Int?
  /// How well one slept: 1 (awful) to 5 (great).
  public static let scale = 1...5
  public var createdAt: Date

  public init(id: Int64 = 0, day: LocalDay, kind: Kind, note: String?, sleepQuality: Int? = nil, createdAt: Date) {
    self.id = id
    self.day = day
    self.kind = kind
    self.note = note
    self.sleepQuality = sleepQuality
    self.createdAt = createdAt
  }
}
