import Foundation
import GRDB

@testable import SherpaStore

/// A store on a real file in a temporary folder.
struct TemporaryStoreForTests {
  let folder: URL
  let url: URL
  let store: SherpaStore

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    url = folder.appendingPathComponent("sherpa.sqlite")
    store = try SherpaStore.open(at: url)
  }

  func remove() { try? FileManager.default.removeItem(at: folder) }
}

/// Every undone table's rows as text, to compare a store before and after.
enum TableDump {
  static func of(_ store: any StoreAccess) throws -> [String: [String]] {
    try store.read { db in
      var dump: [String: [String]] = [:]
      for table in Schema.undoneTables {
        dump[table] = try Row.fetchAll(db, sql: "SELECT rowid, * FROM \(table) ORDER BY rowid").map { "\($0)" }
      }
      return dump
    }
  }
}

/// A store migrated only part of the way, for tests of what an upgrade keeps: the store's
/// code of today reads and writes today's item columns, so they are added first (the
/// migration that adds them leaves a column that is already there).
enum OldSchema {
  /// Adds the columns today's code writes that an older schema lacks: what an item
  /// counts (v6) and the undo log's statement and value columns (v4, v7). The older
  /// triggers stay, and log nothing: today's code does not name its turn where they look.
  static func letTodaysCodeWrite(_ queue: DatabaseQueue) throws {
    try queue.write { db in
      if try !db.columns(in: "items").contains(where: { $0.name == "count_label" }) {
        try db.execute(sql: "ALTER TABLE items ADD COLUMN count_label TEXT")
      }
      let logged = Set(try db.columns(in: "undo_log").map(\.name))
      for column in ["op"] + (0..<UndoTriggers.valueSlots).map({ "v\($0)" }) where !logged.contains(column) {
        try db.execute(sql: "ALTER TABLE undo_log ADD COLUMN \(column)")
      }
    }
  }

  /// Runs `sql` as a build before v8 wrote a turn: named in `undo_state.current_turn`,
  /// where that schema's triggers look, for the triggers to log it.
  static func writeAsAnOlderBuild(
    _ queue: DatabaseQueue, _ sql: String, _ arguments: StatementArguments = StatementArguments()
  ) throws {
    try queue.write { db in
      try db.execute(sql: "INSERT INTO turns (label) VALUES ('an older build')")
      try db.execute(sql: "UPDATE undo_state SET current_turn = ? WHERE id = 1", arguments: [db.lastInsertedRowID])
      try db.execute(sql: sql, arguments: arguments)
      try db.execute(sql: "UPDATE undo_state SET current_turn = NULL WHERE id = 1")
    }
  }
}
