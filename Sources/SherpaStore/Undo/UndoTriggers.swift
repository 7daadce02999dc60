import GRDB

/// The undo log of sqlite.org/undoredo.html: for every change to an undone table, a
/// trigger writes the SQL that reverses it into `undo_log`, tagged with the turn in
/// `undo_state.current_turn`. Outside a turn (and while undoing) nothing is logged.
enum UndoTriggers {
  static func install(_ db: Database, tables: [String]) throws {
    for table in tables {
      let columns = try Row.fetchAll(db, sql: "PRAGMA table_info(\(table))").compactMap { $0["name"] as String? }
      let turn = "(SELECT current_turn FROM undo_state WHERE id = 1)"
      let active = "WHEN \(turn) IS NOT NULL"
      let setList = columns.map { "\($0)='||quote(OLD.\($0))||'" }.joined(separator: ",")
      let names = (["rowid"] + columns).joined(separator: ",")
      let values = columns.map { "'||quote(OLD.\($0))||'" }.joined(separator: ",")
      try db.execute(
        sql: """
          DROP TRIGGER IF EXISTS \(table)_undo_insert;
          DROP TRIGGER IF EXISTS \(table)_undo_update;
          DROP TRIGGER IF EXISTS \(table)_undo_delete;
          CREATE TRIGGER \(table)_undo_insert AFTER INSERT ON \(table) \(active) BEGIN
            INSERT INTO undo_log (turn_id, sql) VALUES (\(turn), 'DELETE FROM \(table) WHERE rowid='||NEW.rowid);
          END;
          CREATE TRIGGER \(table)_undo_update AFTER UPDATE ON \(table) \(active) BEGIN
            INSERT INTO undo_log (turn_id, sql)
              VALUES (\(turn), 'UPDATE \(table) SET \(setList) WHERE rowid='||OLD.rowid);
          END;
          CREATE TRIGGER \(table)_undo_delete BEFORE DELETE ON \(table) \(active) BEGIN
            INSERT INTO undo_log (turn_id, sql)
              VALUES (\(turn), 'INSERT INTO \(table) (\(names)) VALUES ('||OLD.rowid||',\(values))');
          END;
          """)
    }
  }
}
