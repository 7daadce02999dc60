import Foundation

/// Something bigger than a habit ("run a marathon by June"), broken into milestones.
/// Goals form a tree through `parentID`; the store refuses cycles and duplicate titles.
public struct Goal: Sendable, Hashable, Codable, Identifiable {
  public enum Priority: String, Sendable, Hashable, Codable, CaseIterable { case now, next, later }
  public enum Status: String, Sendable, Hashable, Codable, CaseIterable { case active, done, archived }

  public var id: Int64
  public var title: String
  public var details: String?
  /// 0…100.
  public var progress: Int
  public var status: Status
  public var priority: Priority
  public var targetDate: LocalDay?
  public var parentID: Int64?
  public var linkedItemIDs: [Int64]
  public var createdAt: Date

  public init(
    id: Int64 = 0, title: String, details: String? = nil, progress: Int = 0, status: Status = .active,
    priority: Priority = .now, targetDate: LocalDay? = nil, parentID: Int64? = nil,
    linkedItemIDs: [Int64] = [], createdAt: Date
  ) {
    self.id = id
    self.title = title
    self.details = details
    self.progress = progress
    self.status = status
    self.priority = priority
    self.targetDate = targetDate
    self.parentID = parentID
    self.linkedItemIDs = linkedItemIDs
    self.createdAt = createdAt
  }

  /// The public id (`g3`).
  public var publicID: String { PublicID.goal.format(id) }
}
