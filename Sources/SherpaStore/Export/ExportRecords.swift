import Foundation
import SherpaCore

/// A goal in an export, with its milestones.
public struct ExportGoal: Sendable, Hashable, Codable {
  public var id: String
  public var title: String
  public var details: String?
  public var progress: Int
  public var status: Goal.Status
  public var priority: Goal.Priority
  public var targetDate: LocalDay?
  public var parent: String?
  public var linkedItems: [String]
  public var createdAt: String
  public var milestones: [ExportMilestone]

  enum CodingKeys: String, CodingKey {
    case id, title, details, progress, status, priority, parent, milestones
    case targetDate = "target_date"
    case linkedItems = "linked_items"
    case createdAt = "created_at"
  }
}

/// A milestone in an export; `depends_on` lists milestone ids.
public struct ExportMilestone: Sendable, Hashable, Codable {
  public var id: String
  public var title: String
  public var estHours: Double
  public var dependsOn: [String]
  public var successCriteria: String
  public var window: DayWindow
  public var block: ScheduledBlock?
  public var status: Milestone.Status
  public var position: Int

  enum CodingKeys: String, CodingKey {
    case id, title, window, block, status, position
    case estHours = "est_hours"
    case dependsOn = "depends_on"
    case successCriteria = "success_criteria"
  }
}

/// A reflection in an export.
public struct ExportReflection: Sendable, Hashable, Codable {
  public var id: Int64
  public var day: LocalDay
  public var kind: Reflection.Kind
  public var note: String?
  public var sleepQuality: Int?
  public var createdAt: String

  enum CodingKeys: String, CodingKey {
    case id, day, kind, note
    case sleepQuality = "sleep_quality"
    case createdAt = "created_at"
  }
}

/// An end-of-day note in an export.
public struct ExportEndOfDayNote: Sendable, Hashable, Codable {
  public var day: LocalDay
  public var note: String
  public var fulfilment: Int
  public var updatedAt: String

  enum CodingKeys: String, CodingKey {
    case day, note, fulfilment
    case updatedAt = "updated_at"
  }
}

/// A focus session in an export.
public struct ExportFocusSession: Sendable, Hashable, Codable {
  public var id: Int64
  public var item: String?
  public var intendedMinutes: Int
  public var breakMinutes: Int
  public var startedAt: String
  public var endedAt: String?
  public var pausedSeconds: Double
  public var actualMinutes: Int

  enum CodingKeys: String, CodingKey {
    case id, item
    case intendedMinutes = "intended_minutes"
    case breakMinutes = "break_minutes"
    case startedAt = "started_at"
    case endedAt = "ended_at"
    case pausedSeconds = "paused_seconds"
    case actualMinutes = "actual_minutes"
  }
}

/// A routine in an export, with its steps.
public struct ExportRoutine: Sendable, Hashable, Codable {
  public var id: String
  public var name: String
  public var start: LocalTime?
  public var steps: [ExportRoutineStep]
  public var createdAt: String

  enum CodingKeys: String, CodingKey {
    case id, name, start, steps
    case createdAt = "created_at"
  }
}

/// One step of a routine in an export.
public struct ExportRoutineStep: Sendable, Hashable, Codable {
  public var item: String
  public var minutes: Int
}

/// A routine run in an export; `done_steps` are 0-based step positions.
public struct ExportRoutineRun: Sendable, Hashable, Codable {
  public var id: Int64
  public var routine: String
  public var startedAt: String
  public var finishedAt: String?
  public var doneSteps: [Int]

  enum CodingKeys: String, CodingKey {
    case id, routine
    case startedAt = "started_at"
    case finishedAt = "finished_at"
    case doneSteps = "done_steps"
  }
}

/// An XP event in an export.
public struct ExportXPEvent: Sendable, Hashable, Codable {
  public var id: Int64
  public var day: LocalDay
  public var reason: XPEvent.Reason
  public var amount: Int
  public var ref: String
  public var at: String
}

/// A day record in an export.
public struct ExportDayRecord: Sendable, Hashable, Codable {
  public var day: LocalDay
  public var counted: Int
  public var completed: Int
  public var qualifies: Bool
  public var locked: Bool
}

/// A badge in an export.
public struct ExportAchievement: Sendable, Hashable, Codable {
  public var key: String
  public var unlockedAt: String?
  public var progress: Double

  public init(key: String, unlockedAt: String?, progress: Double) {
    self.key = key
    self.unlockedAt = unlockedAt
    self.progress = progress
  }

  /// A badge unlocked at `date`, as the store writes the moment.
  public init(key: String, unlockedOn date: Date, progress: Double) {
    self.init(key: key, unlockedAt: Instant.text(date), progress: progress)
  }

  enum CodingKeys: String, CodingKey {
    case key, progress
    case unlockedAt = "unlocked_at"
  }
}
