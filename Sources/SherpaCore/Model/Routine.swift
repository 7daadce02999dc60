import Foundation

/// A named, ordered list of steps with a start time ("morning routine at 6:30").
public struct Routine: Sendable, Hashable, Codable, Identifiable {
  public var id: Int64
  public var name: String
  public var start: LocalTime?
  public var steps: [RoutineStep]
  public var createdAt: Date

  public init(id: Int64 = 0, name: String, start: LocalTime? = nil, steps: [RoutineStep] = [], createdAt: Date) {
    self.id = id
    self.name = name
    self.start = start
    self.steps = steps
    self.createdAt = createdAt
  }

  /// The public id (`r2`).
  public var publicID: String { PublicID.routine.format(id) }
}

/// One step of a routine: an item and how long it takes.
public struct RoutineStep: Sendable, Hashable, Codable {
  public var itemID: Int64
  public var minutes: Int

  public init(itemID: Int64, minutes: Int) {
    self.itemID = itemID
    self.minutes = minutes
  }
}

/// One run of a routine: when, and which steps (by position) were done.
public struct RoutineRun: Sendable, Hashable, Codable, Identifiable {
  public var id: Int64
  public var routineID: Int64
  public var startedAt: Date
  public var finishedAt: Date?
  public var doneSteps: [Int]

  public init(id: Int64 = 0, routineID: Int64, startedAt: Date, finishedAt: Date? = nil, doneSteps: [Int] = []) {
    self.id = id
    self.routineID = routineID
    self.startedAt = startedAt
    self.finishedAt = finishedAt
    self.doneSteps = doneSteps
  }
}
