import Foundation
import GRDB
import SherpaCore

extension StoreTransaction {
  /// Saves a morning or night reflection.
  @discardableResult
  public func addReflection(_ reflection: Reflection) throws -> Reflection {
    var reflection = reflection
    if let quality = reflection.sleepQuality, !(1...5).contains(quality) {
      throw StoreError.invalid("Sleep quality runs from 1 to 5.")
    }
    let arguments: StatementArguments = [
      reflection.day.description, reflection.kind.rawValue, reflection.note, reflection.sleepQuality,
      Instant.text(reflection.createdAt),
    ]
    let columns = "day, kind, note, sleep_quality, created_at"
    reflection.id = try db.insertRow(into: "reflections", columns: columns, keeping: reflection.id, arguments)
    return reflection
  }

  /// Writes the day's wrap-up; refuses once the note is locked (after the next day).
  @discardableResult
  public func setEndOfDayNote(_ note: EndOfDayNote, today: LocalDay) throws -> EndOfDayNote {
    guard (1...10).contains(note.fulfilment) else { throw StoreError.invalid("Fulfilment runs from 1 to 10.") }
    if note.isLocked(today: today) { throw StoreError.recordLocked("The note for \(note.day)") }
    try db.execute(
      cached: """
        INSERT INTO end_of_day_notes (day, note, fulfilment, updated_at) VALUES (?, ?, ?, ?)
        ON CONFLICT(day) DO UPDATE SET note = excluded.note, fulfilment = excluded.fulfilment,
          updated_at = excluded.updated_at
        """, arguments: [note.day.description, note.note, note.fulfilment, Instant.text(note.updatedAt)])
    return note
  }

  /// Saves a focus session as it starts (or a whole one, when it has ended).
  @discardableResult
  public func startFocus(_ session: FocusSession) throws -> FocusSession {
    var session = session
    try checkFocus(session)
    let columns = "item_id, intended_minutes, break_minutes, started_at, ended_at, paused_seconds, actual_minutes"
    session.id = try db.insertRow(
      into: "focus_sessions", columns: columns, keeping: session.id, Self.focusArguments(session))
    return session
  }

  /// Saves a running session's pause time or its end.
  @discardableResult
  public func updateFocus(_ session: FocusSession) throws -> FocusSession {
    try checkFocus(session)
    try db.execute(
      cached: """
        UPDATE focus_sessions SET item_id = ?, intended_minutes = ?, break_minutes = ?, started_at = ?, ended_at = ?,
          paused_seconds = ?, actual_minutes = ? WHERE id = ?
        """, arguments: Self.focusArguments(session) + [session.id])
    guard db.changesCount == 1 else { throw StoreError.notFound("focus session \(session.id)") }
    return session
  }

  /// Ends a session with the minutes it really ran.
  @discardableResult
  public func stopFocus(id: Int64, endedAt: Date, actualMinutes: Int, pausedSeconds: Double? = nil) throws
    -> FocusSession
  {
    guard let row = try Row.fetchOne(cached: db, sql: "SELECT * FROM focus_sessions WHERE id = ?", arguments: [id])
    else {
      throw StoreError.notFound("focus session \(id)")
    }
    var session = try Rows.focusSession(row)
    session.endedAt = endedAt
    session.actualMinutes = max(0, actualMinutes)
    if let pausedSeconds { session.pausedSeconds = pausedSeconds }
    return try updateFocus(session)
  }

  /// Adds a routine with its ordered steps.
  @discardableResult
  public func createRoutine(_ routine: Routine) throws -> Routine {
    var routine = routine
    guard !routine.name.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw StoreError.invalid("A routine needs a name.")
    }
    let arguments: StatementArguments = [routine.name, routine.start?.description, Instant.text(routine.createdAt)]
    routine.id = try db.insertRow(into: "routines", columns: "name, start, created_at", keeping: routine.id, arguments)
    for (index, step) in routine.steps.enumerated() {
      _ = try item(id: step.itemID)
      try db.execute(
        cached: "INSERT INTO routine_steps (routine_id, position, item_id, minutes) VALUES (?, ?, ?, ?)",
        arguments: [routine.id, index + 1, step.itemID, step.minutes])
    }
    return routine
  }

  /// Records one run of a routine and which steps (by 0-based position) were done.
  @discardableResult
  public func recordRoutineRun(_ run: RoutineRun) throws -> RoutineRun {
    var run = run
    let arguments: StatementArguments = [
      run.routineID, Instant.text(run.startedAt), run.finishedAt.map(Instant.text), try Rows.encode(run.doneSteps),
    ]
    let columns = "routine_id, started_at, finished_at, done_steps"
    run.id = try db.insertRow(into: "routine_runs", columns: columns, keeping: run.id, arguments)
    return run
  }

  private func checkFocus(_ session: FocusSession) throws {
    guard FocusSession.minutesRange.contains(session.intendedMinutes) else {
      throw StoreError.invalid("A focus session runs 1 to 240 minutes.")
    }
    if let itemID = session.itemID { _ = try item(id: itemID) }
  }

  private static func focusArguments(_ session: FocusSession) -> StatementArguments {
    [
      session.itemID, session.intendedMinutes, session.breakMinutes, Instant.text(session.startedAt),
      session.endedAt.map(Instant.text), session.pausedSeconds, session.actualMinutes,
    ]
  }
}
