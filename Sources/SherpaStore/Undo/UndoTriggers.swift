import GRDB

/// The undo log of sqlite.org/undoredo.html: for every change to an undone table, what
/// reverses it is written into `undo_log`, tagged with its turn. Since migration v8 the
/// store writes the entries itself (`UndoRecorder`); before, triggers wrote them, tagged
/// with the turn in `undo_state.current_turn`, and the migrations up to v7 still install
/// those (v8 drops them). Outside a turn (and while undoing) nothing is logged.
///
/// Each entry is a parameterised statement (`op`, the same text for every row of a
/// table, so it is compiled once per connection and kept in the statement cache) and
/// the old values it takes, in columns `v0`, `v1`, … of their own: columns without a
/// type, so SQLite keeps each value as it was stored (reals, text and blobs read back
/// exactly) and undoing compiles nothing. Two older kinds of entry stay replayable: the
/// first schema's one statement with the values written into it (no `op`), and v4's
/// `SELECT` of the values as SQL literals (`sql`; compiled for every row undone).
enum UndoTriggers {
  /// The value columns of `undo_log`: one per column of the widest undone table, and its
  /// rowid.
  static let valueSlots = 24

  /// Triggers that keep the old values in the value columns (migration v7, which stays
  /// as it landed; v8 drops them again, and a new store never gets them).
  static func installValues(_ db: Database, tables: [String]) throws {
    let existing = Set(try columns(db, "undo_log"))
    for slot in 0..<valueSlots where !existing.contains("v\(slot)") {
      try db.execute(sql: "ALTER TABLE undo_log ADD COLUMN v\(slot)")
    }
    guard !buildingFresh else { return }
    try install(db, tables) { table, columns in
      guard columns.count < valueSlots else {
        throw DatabaseError(message: "undo_log has \(valueSlots) value columns; \(table) needs \(columns.count + 1)")
      }
      let old = columns.map { "OLD.\($0)" }.joined(separator: ",")
      let slots = (0...columns.count).map { "v\($0)" }.joined(separator: ",")
      return (
        insert: "(turn_id, op, sql, v0) VALUES (\(turn), '\(deleteSQL(table))', '', NEW.rowid)",
        update: "(turn_id, op, sql, \(slots)) VALUES (\(turn), '\(updateSQL(table, columns))', '', \(old), OLD.rowid)",
        delete: "(turn_id, op, sql, \(slots)) VALUES (\(turn), '\(insertSQL(table, columns))', '', OLD.rowid, \(old))"
      )
    }
  }

  /// Set while a new store is built in one go (`Schema.createFresh`): the triggers the
  /// migrations up to v7 install would only be dropped by v8.
  @TaskLocal static var buildingFresh = false

  /// v4's triggers (migrations v4 and v6, which stay as they landed): the old values
  /// as a `SELECT` of SQL literals in `sql`, which SQLite's `quote()` writes so that they
  /// read back exactly.
  static func install(_ db: Database, tables: [String]) throws {
    guard !buildingFresh else { return }
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

  /// Drops every table's undo triggers (migration v8: `UndoRecorder` logs instead).
  static func drop(_ db: Database) throws {
    let names = try String.fetchAll(
      db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name GLOB '*_undo_*'")
    for name in names { try db.execute(sql: "DROP TRIGGER \(name)") }
  }

  /// The statements that reverse a change to `table`: `insert` puts a deleted row back,
  /// `update` gives a row its old values, `delete` takes an inserted row away.
  static func reversals(of table: String, _ db: Database) throws -> (insert: String, update: String, delete: String) {
    let columns = try columns(db, table)
    return (insert: insertSQL(table, columns), update: updateSQL(table, columns), delete: deleteSQL(table))
  }

  /// The turn the triggers log into; nothing is logged while it is NULL.
  private static let turn = "(SELECT current_turn FROM undo_state WHERE id = 1)"

  /// Replaces each table's three triggers with ones that insert `entries` (the column
  /// list and VALUES of an `INSERT INTO undo_log`) for an insert, update and delete.
  private static func install(
    _ db: Database, _ tables: [String],
    entries: (_ table: String, _ columns: [String]) throws -> (insert: String, update: String, delete: String)
  ) throws {
    for table in tables {
      let (insert, update, delete) = try entries(table, try columns(db, table))
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

  /// The columns `TurnLog` reads an entry from: `op`, `sql` and the value columns.
  static let entryColumns = (["op", "sql"] + (0..<valueSlots).map { "v\($0)" }).joined(separator: ", ")

  /// One logged change, as read from `entryColumns`.
  struct Entry {
    var op: String?
    var sql: String
    /// The values the reversing statement takes, from the value columns.
    var values: [DatabaseValue]
  }

  /// How many values a reversing statement takes (its `?` parameters).
  static func parameters(of op: String?) -> Int {
    op?.utf8.reduce(0) { $1 == UInt8(ascii: "?") ? $0 + 1 : $0 } ?? 0
  }

  /// Reverses one logged change: the cached reversing statement takes the entry's
  /// values, or, for an entry logged before v7, the values SQLite reads from its
  /// `SELECT` of literals.
  static func replay(_ db: Database, _ entry: Entry) throws {
    guard let op = entry.op else { return try db.execute(sql: entry.sql) }
    if entry.sql.isEmpty { return try db.execute(cached: op, arguments: StatementArguments(entry.values)) }
    guard let values = try Row.fetchOne(db, sql: entry.sql) else { return }
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
