import Foundation
import GRDB
import SherpaCore
import SherpaTestSupport
import Testing

@testable import SherpaStore

/// CHECK constraints with a list of values are tested inline (migration v5), so writing a
/// row no longer builds an index of the list, and they still refuse what they refused.
struct InlineChecksTests {
  @Test func listsOfThreeOrMoreBecomeComparisons() {
    #expect(
      InlineChecks.inlined("source TEXT NOT NULL CHECK (source IN ('local', 'llm', 'guardrail'))")
        == "source TEXT NOT NULL CHECK ((source = 'local' OR source = 'llm' OR source = 'guardrail'))")
    #expect(
      InlineChecks.inlined("CHECK (time IS NULL OR time_slot IN\n ('a', 'b',\n 'c'))")
        == "CHECK (time IS NULL OR (time_slot = 'a' OR time_slot = 'b' OR time_slot = 'c'))")
    let short = "CHECK (undone IN (0, 1)), CHECK (x IN (SELECT y FROM z)), CHECK (a IN ('p', 'q', 'r') AND b > 0)"
    #expect(
      InlineChecks.inlined(short)
        == "CHECK (undone IN (0, 1)), CHECK (x IN (SELECT y FROM z)), CHECK ((a = 'p' OR a = 'q' OR a = 'r') AND b > 0)"
    )
    #expect(InlineChecks.inlined("no lists here") == "no lists here")
  }

  /// Every table, written through a connection that read the schema from the file: no
  /// CHECK builds a temporary index (OpenEphemeral) for a plain insert.
  @Test func noTableBuildsAnIndexOfAListWhenARowIsWritten() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-checks-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("sherpa.sqlite").path
    let fresh = try DatabaseQueue(path: path)
    try fresh.write { db in try Schema.createFresh(db) }
    try fresh.close()
    let reopened = try DatabaseQueue(path: path)
    #expect(try Self.tablesBuildingListIndexes(reopened) == [])
    // The check compiled before v5 did build one (so the test above can fail).
    let old = try DatabaseQueue()
    try Schema.migrator.migrate(old, upTo: "v4-undo-parameters")
    #expect(try Self.tablesBuildingListIndexes(old).contains("chat_log"))
  }

  @Test func anUpgradedStoreRefusesWhatItRefusedAndKeepsItsRows() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-checks-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("sherpa.sqlite").path
    let queue = try DatabaseQueue(path: path, configuration: StoreOpener.configuration(readOnly: false))
    try Schema.migrator.migrate(queue, upTo: "v4-undo-parameters")
    try OldSchema.letTodaysCodeWrite(queue)
    let old = SherpaStore(writer: queue, path: path)
    let day = FilledStore.day
    let item = try old.addItem(
      Item(kind: .habit, name: "Read", unit: .min, target: 30, startDate: day, createdAt: FilledStore.at))
    try old.logProgress(itemID: item.id, day: day, amount: 10, at: FilledStore.at)
    let before = try TableDump.of(old)
    try Schema.migrator.migrate(queue)
    try queue.close()

    let upgraded = try DatabaseQueue(path: path, configuration: StoreOpener.configuration(readOnly: false))
    #expect(try TableDump.of(SherpaStore(writer: upgraded, path: path)) == before)
    #expect(try upgraded.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") } == "ok")
    #expect(try Self.tablesBuildingListIndexes(upgraded) == [])
    let refused = [
      "INSERT INTO chat_log (at, text, source, intent, reply) VALUES ('x', 'x', 'radio', 'x', 'x')",
      "INSERT INTO increments (instance_id, amount, source, at) VALUES (1, 1, 'telepathy', 'x')",
      "UPDATE items SET unit = 'parsecs'", "UPDATE items SET time_slot = 'noon'",
      "INSERT INTO xp_events (day, reason, amount, ref, at) VALUES ('2026-11-23', 'luck', 1, 'x', 'x')",
    ]
    for sql in refused {
      #expect(throws: DatabaseError.self, "\(sql)") { try upgraded.write { db in try db.execute(sql: sql) } }
    }
    try upgraded.write { db in
      try db.execute(
        sql: "INSERT INTO chat_log (at, text, source, intent, reply) VALUES ('x', 'x', 'guardrail', 'x', 'x')")
      try db.execute(sql: "UPDATE items SET time_slot = NULL, unit = 'oz'")
    }
  }

  /// Tables whose plain insert (every column given) compiles an OpenEphemeral opcode.
  static func tablesBuildingListIndexes(_ queue: DatabaseQueue) throws -> [String] {
    try queue.read { db in
      let tables = try String.fetchAll(
        db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      return try tables.filter { table in
        let columns = try Row.fetchAll(db, sql: "PRAGMA table_info(\(table))").map { $0["name"] as String }
        let sql =
          "EXPLAIN INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))"
        let nulls = StatementArguments(Array(repeating: DatabaseValue.null, count: columns.count))
        return try Row.fetchAll(db, sql: sql, arguments: nulls).contains { ($0["opcode"] as String) == "OpenEphemeral" }
      }
    }
  }
}
