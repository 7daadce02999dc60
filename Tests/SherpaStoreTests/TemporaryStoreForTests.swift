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
  static func letTodaysCodeWrite(_ queue: DatabaseQueue) throws {
    try queue.write { db in try db.execute(sql: "ALTER TABLE items ADD COLUMN count_label TEXT") }
  }
}
