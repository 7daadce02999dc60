import Foundation
import GRDB
import SherpaCore

extension StoreTransaction {
  /// Adds an XP event (reflections, focus, a qualifying day: whatever the rules award).
  @discardableResult
  public func addXPEvent(_ event: XPEvent) throws -> XPEvent {
    var event = event
    let arguments: StatementArguments = [
      event.day.description, event.reason.rawValue, event.amount, event.ref, Instant.text(event.at),
    ]
    event.id = try db.insertRow(
      into: "xp_events", columns: "day, reason, amount, ref, at", keeping: event.id, arguments)
    return event
  }

  /// Removes the XP events of this reason pointing at `ref` (taking a +50 back).
  public func removeXPEvents(reason: XPEvent.Reason, ref: String) throws {
    try db.execute(cached: "DELETE FROM xp_events WHERE reason = ? AND ref = ?", arguments: [reason.rawValue, ref])
  }

  /// Writes (or updates in place, so undo sees the old row) what a day came to.
  public func recordDay(_ record: DayRecord) throws {
    try db.execute(
      cached: """
        INSERT INTO day_records (day, counted, completed, qualifies, locked) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT(day) DO UPDATE SET counted = excluded.counted, completed = excluded.completed,
          qualifies = excluded.qualifies, locked = excluded.locked
        """,
      arguments: [record.day.description, record.counted, record.completed, record.qualifies, record.locked])
  }

  public func removeDayRecord(day: LocalDay) throws {
    try db.execute(cached: "DELETE FROM day_records WHERE day = ?", arguments: [day.description])
  }

  /// Writes (or updates in place, so undo sees the old row) a league week's result.
  public func recordStanding(_ standing: StoredStanding) throws {
    try db.execute(
      cached: """
        INSERT INTO league_standings (week_start, tier, rank, xp) VALUES (?, ?, ?, ?)
        ON CONFLICT(week_start) DO UPDATE SET tier = excluded.tier, rank = excluded.rank, xp = excluded.xp
        """,
      arguments: [standing.weekStart.description, standing.tier, standing.rank, standing.xp])
  }

  /// Writes (or updates in place, so undo sees the old row) a badge's progress and unlock time.
  public func recordAchievement(_ achievement: StoredAchievement) throws {
    try db.execute(
      cached: """
        INSERT INTO achievements (key, unlocked_at, progress) VALUES (?, ?, ?)
        ON CONFLICT(key) DO UPDATE SET unlocked_at = excluded.unlocked_at, progress = excluded.progress
        """,
      arguments: [achievement.key, achievement.unlockedAt.map(Instant.text), achievement.progress])
  }
}
