import GRDB
internal import GRDBSQLite
import SherpaCore

// The hot records (items, instances, day records) are read column by column with
// SQLite's own accessors on GRDB's prepared statement. GRDB's `Row` copies every column
// name into each fetched row and decodes through generic code that this module cannot
// specialise (a runtime metadata lookup per value); range reads for streaks and stats
// decode tens of thousands of rows, which made that the largest cost of a start.
// Statements still come from GRDB's statement cache and run inside its transactions.

/// The current row of a stepping statement, read by column position (0-based, in the
/// order of the statement's SELECT list).
struct ColumnReader {
  private let statement: SQLiteStatement

  fileprivate init(_ statement: SQLiteStatement) { self.statement = statement }

  func isNull(_ index: Int32) -> Bool { sqlite3_column_type(statement, index) == SQLITE_NULL }

  func int64(_ index: Int32) -> Int64 { sqlite3_column_int64(statement, index) }

  func optionalInt64(_ index: Int32) -> Int64? { isNull(index) ? nil : int64(index) }

  func int(_ index: Int32) -> Int { Int(int64(index)) }

  func optionalInt(_ index: Int32) -> Int? { isNull(index) ? nil : int(index) }

  func double(_ index: Int32) -> Double { sqlite3_column_double(statement, index) }

  func bool(_ index: Int32) -> Bool { int64(index) != 0 }

  func text(_ index: Int32) -> String {
    guard let bytes = sqlite3_column_text(statement, index) else { return "" }
    let count = Int(sqlite3_column_bytes(statement, index))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  func optionalText(_ index: Int32) -> String? { isNull(index) ? nil : text(index) }

  /// A `YYYY-MM-DD` column read straight from SQLite's bytes, without a String between.
  func day(_ index: Int32) throws -> LocalDay {
    let bytes = sqlite3_column_text(statement, index)
    let count = Int(sqlite3_column_bytes(statement, index))
    guard let day = LocalDay(utf8: UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : count)) else {
      throw StoreError.database(detail: "bad day \(text(index)) in a day column")
    }
    return day
  }
}

extension Database {
  /// Steps `statement` through GRDB (its checks, errors and transaction bookkeeping) with
  /// the lightest cursor it has: one that reads the first column as an optional integer.
  /// A `Row` cursor would also build a row object, with every column name, per read.
  fileprivate static func stepper(_ statement: Statement, _ arguments: StatementArguments) throws
    -> FastDatabaseValueCursor<Int64?>
  {
    try Optional<Int64>.fetchCursor(statement, arguments: arguments)
  }

  /// Runs the cached statement for `sql` and maps each result row through `decode`.
  func fetchAll<T>(
    columns sql: String, arguments: StatementArguments = StatementArguments(),
    _ decode: (ColumnReader) throws -> T
  ) throws -> [T] {
    let statement = try cachedStatement(sql: sql)
    let cursor = try Self.stepper(statement, arguments)
    let reader = ColumnReader(statement.sqliteStatement)
    var values: [T] = []
    while try cursor.next() != nil { values.append(try decode(reader)) }
    return values
  }

  func fetchOne<T>(
    columns sql: String, arguments: StatementArguments = StatementArguments(),
    _ decode: (ColumnReader) throws -> T
  ) throws -> T? {
    let statement = try cachedStatement(sql: sql)
    let cursor = try Self.stepper(statement, arguments)
    guard try cursor.next() != nil else { return nil }
    return try decode(ColumnReader(statement.sqliteStatement))
  }
}
