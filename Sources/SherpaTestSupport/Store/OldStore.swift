import Foundation
import GRDB
@_spi(Testing) import SherpaStore

/// A store as the first schema left it, with history enough that upgrading it takes a
/// while (the v2 index is rebuilt over every instance): for tests of a kill mid-upgrade.
public enum OldStore {
  /// The habits it holds, by name.
  public static let habits = (1...12).map { "Habit \($0)" }

  /// Writes it at `url`: 12 daily habits, each done on every day of the three years
  /// before 2026-11-23 (13,140 instances).
  public static func writeVersion1(at url: URL) throws {
    let items = habits.enumerated().map { index, name in
      """
      INSERT INTO items (id, kind, name, unit, target, period, step, recurrence, start_date, created_at)
      VALUES (\(index + 1), 'habit', '\(name)', 'count', 1, 'day', 1,
        '{"end":{"type":"never"},"freq":"daily","interval":1}', '2023-11-23', '2023-11-23T08:00:00.000Z');
      """
    }
    let instances = """
      WITH RECURSIVE days(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM days WHERE n < 1094)
      INSERT INTO instances (item_id, day, progress)
      SELECT items.id, date('2023-11-23', '+' || n || ' days'), 1 FROM items, days;
      """
    try SherpaStore.writeOldStore(at: url, upTo: "v1-everything", then: items.joined() + instances)
  }

  /// The migrations a store file holds, read without upgrading it.
  public static func migrations(of url: URL) throws -> [String] {
    var configuration = Configuration()
    configuration.readonly = true
    let queue = try DatabaseQueue(path: url.path, configuration: configuration)
    defer { try? queue.close() }
    return try queue.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }
  }

  /// How many rows `table` holds.
  public static func rows(in table: String, of url: URL) throws -> Int {
    let queue = try DatabaseQueue(path: url.path)
    defer { try? queue.close() }
    return try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0 }
  }

  /// `integrity_check` on the file as it is, without upgrading it.
  public static func integrity(of url: URL) throws -> [String] {
    let queue = try DatabaseQueue(path: url.path)
    defer { try? queue.close() }
    return try queue.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
  }

  /// Every migration sherpa knows, in order.
  public static var allMigrations: [String] { SherpaStore.migrationIdentifiers }
}
