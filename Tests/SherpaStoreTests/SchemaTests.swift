import Foundation
import GRDB
import SherpaCore
import Testing

@testable import SherpaStore

struct SchemaTests {
  let at = Date(timeIntervalSince1970: 1_795_000_000)
  let monday = LocalDay(year: 2026, month: 11, day: 23) ?? LocalDay(ordinal: 0)

  @Test func aNewStoreGetsExactlyTheSchemaTheMigrationsBuild() throws {
    func describe(_ queue: DatabaseQueue) throws -> [String] {
      try queue.read { db in
        let schema = try Row.fetchAll(
          db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name"
        ).map { "\($0)" }
        let rows = try ["grdb_migrations", "undo_state", "items_version"].flatMap { table in
          try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY 1").map { "\(table) \($0)" }
        }
        return schema + rows
      }
    }
    let migrated = try DatabaseQueue()
    try Schema.migrator.migrate(migrated)
    let fresh = try DatabaseQueue()
    try fresh.write { db in try Schema.createFresh(db) }
    #expect(try describe(fresh) == describe(migrated))
    #expect(try fresh.read { db in try Schema.migrator.hasCompletedMigrations(db) })
  }

  @Test func theSchemaRefusesWhatTheCodeShouldNeverWrite() throws {
    let store = try SherpaStore.inMemory()
    let item = try store.addItem(Item(kind: .habit, name: "Read", startDate: monday, createdAt: at))
    let bad = [
      "UPDATE items SET unit = 'parsecs' WHERE id = \(item.id)",
      "UPDATE items SET target = 0 WHERE id = \(item.id)",
      "UPDATE items SET recurrence = 'not json' WHERE id = \(item.id)",
      "INSERT INTO instances (item_id, day) VALUES (999, '2026-11-23')",
      "INSERT INTO reflections (day, kind, created_at) VALUES ('2026-11-23', 'noon', 'x')",
      "INSERT INTO end_of_day_notes (day, note, fulfilment, updated_at) VALUES ('2026-11-23', 'x', 11, 'x')",
      "INSERT INTO league_standings (week_start, tier, rank, xp) VALUES ('2026-11-23', 'moon', 1, 0)",
      "INSERT INTO items (kind, name, unit, target, period, step, recurrence, start_date, created_at) "
        + "VALUES ('habit', 'read', 'count', 1, 'day', 1, '{}', '2026-11-23', 'x')",
    ]
    for sql in bad {
      #expect(throws: DatabaseError.self, "\(sql)") { try store.writer.write { db in try db.execute(sql: sql) } }
    }
  }

  @Test func anEmptyFileBecomesANewStore() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("sherpa.sqlite")
    #expect(FileManager.default.createFile(atPath: url.path, contents: Data()))
    let store = try SherpaStore.open(at: url)
    #expect(try store.isEmpty())
    let applied = try store.read { db in try Schema.migrator.appliedIdentifiers(db) }
    #expect(applied == Set(Schema.migrator.migrations))
  }

  @Test func aFlexibleWeekHabitEarnsItsXPOncePerWeek() throws {
    let store = try SherpaStore.inMemory()
    let runs = try store.addItem(
      Item(kind: .habit, name: "Run 3 times", target: 3, period: .week, startDate: monday, createdAt: at))
    #expect(runs.isFlexible)
    try store.complete(itemID: runs.id, day: monday, at: at)
    #expect(try store.xpEvents(from: monday, to: monday.adding(days: 6)).isEmpty)
    try store.logProgress(itemID: runs.id, day: monday.adding(days: 2), amount: 1, at: at)
    let change = try store.logProgress(itemID: runs.id, day: monday.adding(days: 4), amount: 1, at: at)
    #expect(change.isCompleted && change.periodProgress == 3)
    try store.logProgress(itemID: runs.id, day: monday.adding(days: 5), amount: 1, at: at)
    let events = try store.xpEvents(from: monday, to: monday.adding(days: 6))
    #expect(events.map(\.ref) == ["i1@2026-11-23"])
    try store.uncomplete(itemID: runs.id, day: monday, at: at)
    #expect(try store.xpEvents(from: monday, to: monday.adding(days: 6)).count == 1)
    try store.uncomplete(itemID: runs.id, day: monday.adding(days: 2), at: at)
    #expect(try store.xpEvents(from: monday, to: monday.adding(days: 6)).isEmpty)
    let plan = try store.plan(for: monday.adding(days: 6), today: monday.adding(days: 6))
    #expect(plan.items.first?.progress == 2)
  }
}
