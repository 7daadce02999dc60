import Foundation
import GRDB
import SherpaCore

/// What a generator of benchmark and test data (SherpaTestSupport's `LargeStore`) needs
/// to write tens of thousands of rows in one transaction, in the store's own formats.
extension SherpaStore {
  /// Runs `body` as one write transaction on the store's connection.
  @_spi(Seeding) public func seedingWrite<T>(_ body: (Database) throws -> T) throws -> T {
    do {
      return try writer.write(body)
    } catch {
      throw StoreError.from(error, path: path)
    }
  }

  /// A statement inserting an item with its id: bind `[id] + seedingArguments(item)`.
  @_spi(Seeding) public static func seedingItemInsert(_ db: Database) throws -> Statement {
    try db.makeStatement(sql: "INSERT INTO items (id, \(Rows.itemColumns)) VALUES (?, \(Rows.itemMarks))")
  }

  /// An item's columns as `seedingItemInsert` binds them.
  @_spi(Seeding) public static func seedingArguments(_ item: Item) throws -> StatementArguments {
    try Rows.itemArguments(item)
  }

  /// An instant as the store writes it (UTC text, milliseconds).
  @_spi(Seeding) public static func seedingInstant(_ date: Date) -> String { Instant.text(date) }
}
