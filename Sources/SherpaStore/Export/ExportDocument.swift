import SherpaCore

/// The whole store as `sherpa export --format json` writes it and `sherpa import` reads
/// it: top-level arrays of records, each with its public `id` (`i3`, `g1`, `m4`, `r2`,
/// `n7`, or a number where a record has no letter), snake_case keys, days as
/// `YYYY-MM-DD`, instants as UTC text. Encoded with sorted keys it round-trips exactly.
public struct ExportDocument: Sendable, Hashable, Codable {
  public static let currentFormat = 1

  public var format: String = "sherpa-export"
  public var formatVersion: Int = ExportDocument.currentFormat
  public var items: [ExportItem] = []
  public var groups: [ExportGroup] = []
  public var instances: [ExportInstance] = []
  public var goals: [ExportGoal] = []
  public var reflections: [ExportReflection] = []
  public var endOfDayNotes: [ExportEndOfDayNote] = []
  public var focusSessions: [ExportFocusSession] = []
  public var routines: [ExportRoutine] = []
  public var routineRuns: [ExportRoutineRun] = []
  public var xpEvents: [ExportXPEvent] = []
  public var dayRecords: [ExportDayRecord] = []
  public var leagueStandings: [StoredStanding] = []
  public var achievements: [ExportAchievement] = []
  public var settings: [String: String] = [:]

  public init() {}

  enum CodingKeys: String, CodingKey {
    case format, items, groups, instances, goals, reflections, routines, achievements, settings
    case formatVersion = "format_version"
    case endOfDayNotes = "end_of_day_notes"
    case focusSessions = "focus_sessions"
    case routineRuns = "routine_runs"
    case xpEvents = "xp_events"
    case dayRecords = "day_records"
    case leagueStandings = "league_standings"
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    format = try c.decode(String.self, forKey: .format)
    formatVersion = try c.decode(Int.self, forKey: .formatVersion)
    items = try c.decodeIfPresent([ExportItem].self, forKey: .items) ?? []
    groups = try c.decodeIfPresent([ExportGroup].self, forKey: .groups) ?? []
    instances = try c.decodeIfPresent([ExportInstance].self, forKey: .instances) ?? []
    goals = try c.decodeIfPresent([ExportGoal].self, forKey: .goals) ?? []
    reflections = try c.decodeIfPresent([ExportReflection].self, forKey: .reflections) ?? []
    endOfDayNotes = try c.decodeIfPresent([ExportEndOfDayNote].self, forKey: .endOfDayNotes) ?? []
    focusSessions = try c.decodeIfPresent([ExportFocusSession].self, forKey: .focusSessions) ?? []
    routines = try c.decodeIfPresent([ExportRoutine].self, forKey: .routines) ?? []
    routineRuns = try c.decodeIfPresent([ExportRoutineRun].self, forKey: .routineRuns) ?? []
    xpEvents = try c.decodeIfPresent([ExportXPEvent].self, forKey: .xpEvents) ?? []
    dayRecords = try c.decodeIfPresent([ExportDayRecord].self, forKey: .dayRecords) ?? []
    leagueStandings = try c.decodeIfPresent([StoredStanding].self, forKey: .leagueStandings) ?? []
    achievements = try c.decodeIfPresent([ExportAchievement].self, forKey: .achievements) ?? []
    settings = try c.decodeIfPresent([String: String].self, forKey: .settings) ?? [:]
  }
}

/// An item in an export.
public struct ExportItem: Sendable, Hashable, Codable {
  public var id: String
  public var kind: ItemKind
  public var name: String
  public var icon: String?
  public var category: String?
  public var color: String?
  public var unit: Unit
  public var target: Double
  public var period: Period
  public var step: Double
  public var recurrence: Recurrence
  public var startDate: LocalDay
  public var time: LocalTime?
  public var timeSlot: TimeSlot?
  public var notify: Bool
  public var tier: Tier
  public var group: Int64?
  public var habitPrompt: String?
  /// What a count counts ("pages"); absent for plain times and in older exports.
  public var countLabel: String?
  public var archived: Bool
  public var createdAt: String
  public var manualOrder: Int

  enum CodingKeys: String, CodingKey {
    case id, kind, name, icon, category, color, unit, target, period, step, recurrence, time, notify, tier, group
    case archived
    case startDate = "start_date"
    case timeSlot = "time_slot"
    case habitPrompt = "habit_prompt"
    case countLabel = "count_label"
    case createdAt = "created_at"
    case manualOrder = "manual_order"
  }
}

/// A must-do group in an export.
public struct ExportGroup: Sendable, Hashable, Codable {
  public var id: Int64
  public var name: String
  public var required: Int
}

/// An instance in an export, with its increments.
public struct ExportInstance: Sendable, Hashable, Codable {
  public var id: String
  public var item: String
  public var day: LocalDay
  public var progress: Double
  public var completed: Bool
  public var skipped: Bool
  public var note: String?
  public var position: Int?
  public var increments: [ExportIncrement]
}

/// One "+" of an instance in an export.
public struct ExportIncrement: Sendable, Hashable, Codable {
  public var amount: Double
  public var source: Increment.Source
  public var at: String
}
