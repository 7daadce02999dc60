import GRDB

/// Names one turn: the unit `undoLastTurn` takes back.
public struct TurnID: Sendable, Hashable, Codable, RawRepresentable {
  public let rawValue: Int64
  public init(rawValue: Int64) { self.rawValue = rawValue }
}

/// What `undoLastTurn` took back.
public struct UndoneTurn: Sendable, Hashable {
  public var id: TurnID
  public var label: String
  /// How many row changes were reversed.
  public var changes: Int
}

/// Turns and their undo log in the database, so undo works across restarts.
enum TurnLog {
  /// How many of the newest turns stay undoable; older ones are forgotten.
  static let keptTurns: Int64 = 500

  static func begin(_ db: Database, label: String) throws -> TurnID {
    try db.execute(cached: "INSERT INTO turns (label) VALUES (?)", arguments: [label])
    let id = db.lastInsertedRowID
    if id % 50 == 0 {
      try db.execute(cached: "DELETE FROM turns WHERE id <= ?", arguments: [id - keptTurns])
    }
    return TurnID(rawValue: id)
  }

  /// Reverses the newest turn that changed something and is not yet undone.
  static func undoLast(_ db: Database) throws -> UndoneTurn? {
    let sql = """
      SELECT id, label FROM turns
      WHERE undone = 0 AND EXISTS (SELECT 1 FROM undo_log WHERE turn_id = turns.id)
      ORDER BY id DESC LIMIT 1
      """
    guard let (id, label) = try db.fetchOne(columns: sql, { ($0.int64(0), $0.text(1)) }) else { return nil }
    let changes = try reverse(db, turn: id)
    try db.execute(cached: "UPDATE turns SET undone = 1 WHERE id = ?", arguments: [id])
    return UndoneTurn(id: TurnID(rawValue: id), label: label, changes: changes)
  }

  /// Runs the turn's undo log backwards and empties it; returns how many changes it reversed.
  static func reverse(_ db: Database, turn id: Int64) throws -> Int {
    let entries = try db.fetchAll(
      columns: "SELECT \(UndoTriggers.entryColumns) FROM undo_log WHERE turn_id = ? ORDER BY id DESC", arguments: [id]
    ) { row in
      let (op, sql) = (row.optionalText(0), row.text(1))
      // As many values as the reversing statement takes (none for an older entry).
      let count = sql.isEmpty ? UndoTriggers.parameters(of: op) : 0
      return UndoTriggers.Entry(op: op, sql: sql, values: (0..<Int32(count)).map { row.value($0 + 2) })
    }
    // Rows come back in reverse order, so a restored child can precede its restored
    // parent: foreign keys are checked at commit then. Only a log that re-inserts rows
    // needs that, and setting the pragma expires every prepared statement of the
    // connection (SQLite recompiles them all on their next use), so it is set only then.
    if entries.contains(where: { UndoTriggers.reinserts(op: $0.op, sql: $0.sql) }) {
      try db.execute(control: "PRAGMA defer_foreign_keys = ON")
    }
    for entry in entries {
      try UndoTriggers.replay(db, entry)
    }
    try db.execute(cached: "DELETE FROM undo_log WHERE turn_id = ?", arguments: [id])
    return entries.count
  }
}

extension StoreBasics {
  /// Opens a turn in the open transaction: every write until `endTurn()` belongs to it
  /// and is undone with it. Writes made while no turn is open each form a turn of their own.
  func beginTurn(label: String) throws -> TurnID {
    // The forgetting of old turns that may follow is housekeeping: the new turn stands.
    let turn = try writeOutsideTurns(oneStatement: true) { db in try TurnLog.begin(db, label: label) }
    core.open?.turn = turn
    return turn
  }

  /// Closes the open turn.
  func endTurn() {
    core.open?.turn = nil
  }

  /// Runs `body` as one turn, in one transaction (the open one, if any): every write
  /// made through the `StoreTurn` it is given is undone together. When `body` throws,
  /// the writes it made are reversed before the error goes on, so a turn applies whole
  /// or not at all, even inside a longer transaction. Inside an open turn it simply
  /// joins that turn.
  public func turn<T>(label: String, _ body: (StoreTurn) throws -> T) throws -> T {
    try inOneTransaction { inside in
      if inside.core.open?.turn != nil { return try body(inside) }
      let turn = try inside.beginTurn(label: label)
      defer { inside.endTurn() }
      do {
        return try body(inside)
      } catch {
        inside.endTurn()
        try inside.writeOutsideTurns { db in
          _ = try TurnLog.reverse(db, turn: turn.rawValue)
          try db.execute(cached: "DELETE FROM turns WHERE id = ?", arguments: [turn.rawValue])
        }
        throw error
      }
    }
  }

  /// Runs several writes in ONE transaction and one turn: all of them apply or none do.
  public func transaction<T>(label: String, _ body: (StoreTransaction) throws -> T) throws -> T {
    try write(label, body)
  }

  /// Restores every undone table exactly as it was before the newest turn that changed
  /// something; call again to go further back. Nil when there is nothing left to undo.
  /// It closes the open turn.
  @discardableResult
  public func undoLastTurn() throws -> UndoneTurn? {
    endTurn()
    return try writeOutsideTurns { db in try TurnLog.undoLast(db) }
  }
}
