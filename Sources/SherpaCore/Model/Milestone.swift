import Foundation

/// A step of a goal: what done looks like, how long it should take, which earlier
/// milestones it waits for, the window the LLM gave it and the block sherpa placed.
public struct Milestone: Sendable, Hashable, Codable, Identifiable {
  public enum Status: String, Sendable, Hashable, Codable, CaseIterable {
    case planned
    case inProgress = "in_progress"
    case done
  }

  public var id: Int64
  public var goalID: Int64
  public var title: String
  public var estHours: Double
  /// Ids of milestones of the same goal this one waits for.
  public var dependsOn: [Int64]
  public var successCriteria: String
  public var window: DayWindow
  public var block: ScheduledBlock?
  public var status: Status
  /// Order within the goal.
  public var position: Int

  public init(
    id: Int64 = 0, goalID: Int64, title: String, estHours: Double, dependsOn: [Int64] = [],
    successCriteria: String, window: DayWindow, block: ScheduledBlock? = nil, status: Status = .planned,
    position: Int
  ) {
    self.id = id
    self.goalID = goalID
    self.title = title
    self.estHours = estHours
    self.dependsOn = dependsOn
    self.successCriteria = successCriteria
    self.window = window
    self.block = block
    self.status = status
    self.position = position
  }

  /// The public id (`m4`).
  public var publicID: String { PublicID.milestone.format(id) }
}

/// An inclusive range of local days.
public struct DayWindow: Sendable, Hashable, Codable {
  public var start: LocalDay
  public var end: LocalDay

  public init(start: LocalDay, end: LocalDay) {
    self.start = start
    self.end = end
  }

  public func contains(_ day: LocalDay) -> Bool { start <= day && day <= end }
}

/// A block of time on one day, placed by sherpa's scheduler.
public struct ScheduledBlock: Sendable, Hashable, Codable {
  public var date: LocalDay
  public var start: LocalTime
  public var minutes: Int

  public init(date: LocalDay, start: LocalTime, minutes: Int) {
    self.date = date
    self.start = start
    self.minutes = minutes
  }
}
