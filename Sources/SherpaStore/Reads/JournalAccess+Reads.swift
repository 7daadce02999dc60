import Foundation
import GRDB
import SherpaCore

extension JournalAccess {
  /// Every goal, oldest first, with its linked items.
  public func goals() throws -> [Goal] {
    try read { db in
      let ids = try Int64.fetchAll(cached: db, sql: "SELECT id FROM goals ORDER BY id")
      let transaction = StoreTransaction(db: db)
      return try ids.map { try transaction.goalWrites.goal(id: $0) }
    }
  }

  public func goal(id: Int64) throws -> Goal? {
    try read { db in try? StoreTransaction(db: db).goalWrites.goal(id: id) }
  }

  /// The goal's milestones in their order.
  public func milestones(goalID: Int64) throws -> [Milestone] {
    try read { db in
      try Row.fetchAll(
        cached: db, sql: "SELECT * FROM milestones WHERE goal_id = ? ORDER BY position, id", arguments: [goalID]
      )
      .map(Rows.milestone)
    }
  }

  public func reflections(from: LocalDay, to: LocalDay) throws -> [Reflection] {
    try read { db in
      try Row.fetchAll(
        cached: db, sql: "SELECT * FROM reflections WHERE day BETWEEN ? AND ? ORDER BY day, id",
        arguments: [from.description, to.description]
      ).map(Rows.reflection)
    }
  }

  public func endOfDayNotes(from: LocalDay, to: LocalDay) throws -> [EndOfDayNote] {
    try read { db in
      try Row.fetchAll(
        cached: db, sql: "SELECT * FROM end_of_day_notes WHERE day BETWEEN ? AND ? ORDER BY day",
        arguments: [from.description, to.description]
      ).map(Rows.endOfDayNote)
    }
  }

  /// Every focus session, oldest first.
  public func focusSessions() throws -> [FocusSession] {
    try read { db in
      try Row.fetchAll(cached: db, sql: "SELECT * FROM focus_sessions ORDER BY id").map(Rows.focusSession)
    }
  }

  public func focusSession(id: Int64) throws -> FocusSession? {
    try read { db in
      try Row.fetchOne(cached: db, sql: "SELECT * FROM focus_sessions WHERE id = ?", arguments: [id])
        .map(Rows.focusSession)
    }
  }

  /// The session still running (no end), if any.
  public func runningFocusSession() throws -> FocusSession? {
    try read { db in
      // Asked on every logging turn, and a session is rarely running: its id alone
      // first, by column position (GRDB's generic row costs more than the read).
      let runningID = "SELECT id FROM focus_sessions WHERE ended_at IS NULL ORDER BY id DESC LIMIT 1"
      guard let id = try db.fetchInt64(columns: runningID) else { return nil }
      return try Row.fetchOne(cached: db, sql: "SELECT * FROM focus_sessions WHERE id = ?", arguments: [id])
        .map(Rows.focusSession)
    }
  }

  public func routines() throws -> [Routine] {
    try read { db in
      try Row.fetchAll(cached: db, sql: "SELECT * FROM routines ORDER BY id").map { row in
        let steps = try Row.fetchAll(
          cached: db, sql: "SELECT * FROM routine_steps WHERE routine_id = ? ORDER BY position",
          arguments: [row["id"] as Int64]
        ).map { RoutineStep(itemID: $0["item_id"], minutes: $0["minutes"]) }
        return Routine(
          id: row["id"], name: row["name"], start: Rows.time(row, "start"), steps: steps,
          createdAt: try Rows.instant(row, "created_at"))
      }
    }
  }

  public func routineRuns() throws -> [RoutineRun] {
    try read { db in try Row.fetchAll(cached: db, sql: "SELECT * FROM routine_runs ORDER BY id").map(Rows.routineRun) }
  }

  public func standings() throws -> [StoredStanding] {
    try read { db in
      try Row.fetchAll(cached: db, sql: "SELECT * FROM league_standings ORDER BY week_start").map {
        StoredStanding(weekStart: try Rows.day($0, "week_start"), tier: $0["tier"], rank: $0["rank"], xp: $0["xp"])
      }
    }
  }

  /// Whether any badge has been recorded, won or not (a completion's first look records them all).
  public func hasAchievements() throws -> Bool {
    try read { db in try db.fetchInt64(columns: "SELECT EXISTS (SELECT 1 FROM achievements)") == 1 }
  }

  /// The keys of the badges won.
  public func wonAchievementKeys() throws -> Set<String> {
    try read { db in
      Set(try db.fetchAll(columns: "SELECT key FROM achievements WHERE unlocked_at IS NOT NULL") { $0.text(0) })
    }
  }

  /// Whether the store holds any user record (import refuses to merge into one otherwise).
  public func isEmpty() throws -> Bool {
    try read { db in
      for table in Schema.undoneTables where try Int.fetchOne(cached: db, sql: "SELECT count(*) FROM \(table)") ?? 0 > 0
      {
        return false
      }
      return true
    }
  }
}
