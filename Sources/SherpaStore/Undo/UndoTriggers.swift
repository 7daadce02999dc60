import GRDB

/// The undo log of sqlite.org/undoredo.html: for every change to an undone table, a
/// trigger writes what reverses it into `undo_log`, tagged with the turn in
/// `undo_state.current_turn`. Outside a turn (and while undoing) nothing is logged.
///
/// Each entry is a parameterised statement (`op`, the same text for every row of a
/// table, so it is compiled once per connection and kept in the statement cache) and a
/// `SELECT` of the old values as SQL literals (`sql`), which SQLite's `quote()` writes so
/// that they read back exactly, reals and blobs included. Compiling the reversing
/// statement with the values in its text, as the first schema did, compiled the table's
/// triggers again for every row undone.
enum UndoTriggers {
  static func install(_ db: Database, tables: [String]) throws {
    try install(db, tables) { table, columns in
      let old = columns.map { "quote(OLD.\($0))" }.joined(separator: "||','||")
      return (
        insert: "(turn_id, op, sql) VALUES (\(turn), '\(deleteSQL(table))', 'SELECT '||NEW.rowid)",
        update:
          "(turn_id, op, sql) VALUES (\(turn), '\(updateSQL(table, columns))', 'SELECT '||\(old)||','||OLD.rowid)",
        delete: "(turn_id, op, sql) VALUES (\(turn), '\(insertSQL(table, columns))', 'SELECT '||OLD.rowid||','||\(old))"
      )
    }
  }

  /// The first schema's triggers (migration v1, which stays as it landed): each entry is
  /// one statement with the old values written into it. Entries of this kind have no `op`
  /// and are still replayed as they are.
  static func installLiteralSQL(_ db: Database, tables: [String]) throws {
    try install(db, tables) { table, columns in
      let setList = columns.map { "\($0)='||quote(OLD.\($0))||'" }.joined(separator: ",")
      let names = (["rowid"] + columns).joined(separator: ",")
      let values = columns.map { "'||quote(OLD.\($0))||'" }.joined(separator: ",")
      return (
        insert: "(turn_id, sql) VALUES (\(turn), 'DELETE FROM \(table) WHERE rowid='||NEW.rowid)",
        update: "(turn_id, sql) VALUES (\(turn), 'UPDATE \(table) SET \(setList) WHERE rowid='||OLD.rowid)",
        delete: "(turn_id, sql) VALUES (\(turn), 'INSERT INTO \(table) (\(names)) VALUES ('||OLD.rowid||',\(values))')"
      )
    }
  }

  /// The turn the triggers log into; nothing is logged while it is NULL.
  private static let turn = "(SELECT current_turn FROM undo_state WHERE id = 1)"

  /// Replaces each table's three triggers with ones that insert `entries` (the column
  /// list and VALUES of an `INSERT INTO undo_log`) for an insert, update and delete.
  private static func install(
    _ db: Database, _ tables: [String],
    entries: (_ table: String, _ columns: [String]) -> (insert: String, update: String, delete: String)
  ) throws {
    for table in tables {
      let (insert, update, delete) = entries(table, try columns(db, table))
      let active = "WHEN \(turn) IS NOT NULL"
      try db.execute(
        sql: """
          DROP TRIGGER IF EXISTS \(table)_undo_insert;
          DROP TRIGGER IF EXISTS \(table)_undo_update;
          DROP TRIGGER IF EXISTS \(table)_undo_delete;
          CREATE TRIGGER \(table)_undo_insert AFTER INSERT ON \(table) \(active) BEGIN
            INSERT INTO undo_log \(insert);
          END;
          CREATE TRIGGER \(table)_undo_update AFTER UPDATE ON \(table) \(active) BEGIN
            INSERT INTO undo_log \(update);
          END;
          CREATE TRIGGER \(table)_undo_delete BEFORE DELETE ON \(table) \(active) BEGIN
            INSERT INTO undo_log \(delete);
          END;
          """)
    }
  }

  /// Reverses one logged change: SQLite evaluates the entry's `SELECT` of old values and
  /// the cached reversing statement takes them. (Reading those literals in Swift instead
  /// saved 1.3% of the pipe's instructions and was retired; Benchmarks/RESULTS.md.)
  static func replay(_ db: Database, op: String?, sql: String) throws {
    guard let op else { return try db.execute(sql: sql) }
    guard let values = try Row.fetchOne(db, sql: sql) else { return }
    try db.execute(cached: op, arguments: StatementArguments(values.databaseValues))
  }

  /// Whether a logged change puts a deleted row back.
  static func reinserts(op: String?, sql: String) -> Bool {
    (op ?? sql).hasPrefix("INSERT")
  }

  private static func columns(_ db: Database, _ table: String) throws -> [String] {
    try Row.fetchAll(db, sql: "PRAGMA table_info(\(table))").compactMap { $0["name"] as String? }
  }

  private static func deleteSQL(_ table: String) -> String { "DELETE FROM \(table) WHERE rowid=?" }

  private static func updateSQL(_ table: String, _ columns: [String]) -> String {
    "UPDATE \(table) SET \(columns.map { "\($0)=?" }.joined(separator: ",")) WHERE rowid=?"
  }

  private static func insertSQL(_ table: String, _ columns: [String]) -> String {
    let names = (["rowid"] + columns).joined(separator: ",")
    return
      "INSERT INTO \(table) (\(names)) VALUES (\(Array(repeating: "?", count: columns.count + 1).joined(separator: ",")))"
  }
}
