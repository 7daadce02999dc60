import CSQLite
import Foundation
import GRDB
import SherpaCore

// The hot records (items, instances, day records) are read column by column with
// SQLite's own accessors on GRDB's prepared statement, and the store's plain reads and
// row writes are stepped by SQLite itself, through the thin C wrapper `CSQLite` (the
// only calls into SQLite's C API outside GRDB). GRDB's `Row` copies every column name
// into each fetched row and decodes through generic code this module cannot specialise
// (a runtime metadata lookup per value): range reads for streaks and stats decode tens
// of thousands of rows, which made that the largest cost of a start. GRDB's cursor
// set-up cost more than a small read itself (about 5,000 instructions a statement, and
// a turn runs a dozen); stepping here took the 10,000-line pipe's last 500 turns from
// 382.8 M to 359.6 M instructions (Benchmarks/RESULTS.md). Statements still come from
// GRDB's statement cache and run inside its transactions.

/// The current row of a stepping statement, read by column position (0-based, in the
/// order of the statement's SELECT list).
struct ColumnReader {
  private let statement: SQLiteStatement

  fileprivate init(_ statement: SQLiteStatement) { self.statement = statement }

  func isNull(_ index: Int32) -> Bool { csqlite_column_is_null(statement, index) != 0 }

  func int64(_ index: Int32) -> Int64 { csqlite_column_int64(statement, index) }

  func optionalInt64(_ index: Int32) -> Int64? { isNull(index) ? nil : int64(index) }

  func int(_ index: Int32) -> Int { Int(int64(index)) }

  func optionalInt(_ index: Int32) -> Int? { isNull(index) ? nil : int(index) }

  func double(_ index: Int32) -> Double { csqlite_column_double(statement, index) }

  func bool(_ index: Int32) -> Bool { int64(index) != 0 }

  /// The column's UTF-8 bytes (empty for NULL), valid only inside `body`.
  func withUTF8<T>(_ index: Int32, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
    var count: Int32 = 0
    let bytes = csqlite_column_text(statement, index, &count)
    return try body(UnsafeBufferPointer(start: bytes, count: Int(count)))
  }

  func text(_ index: Int32) -> String { withUTF8(index) { String(decoding: $0, as: UTF8.self) } }

  func optionalText(_ index: Int32) -> String? { isNull(index) ? nil : text(index) }

  /// The column's value in the type SQLite holds it in, to be bound back unchanged.
  func value(_ index: Int32) -> DatabaseValue { DatabaseValue(sqliteStatement: statement, index: index) }

  /// Whether the column's bytes are exactly `expected` (a fixed value compared without
  /// making a String of the column).
  func equals(_ index: Int32, _ expected: [UInt8]) -> Bool {
    withUTF8(index) { Self.same($0, expected) }
  }

  /// The enum case whose raw value the column's bytes spell (nil for none or NULL).
  func value<T>(_ index: Int32, in table: ByteNames<T>) -> T? {
    withUTF8(index) { bytes in table.entries.first { Self.same(bytes, $0.bytes) }?.value }
  }

  private static func same(_ bytes: UnsafeBufferPointer<UInt8>, _ expected: [UInt8]) -> Bool {
    guard bytes.count == expected.count else { return false }
    guard let start = bytes.baseAddress, !expected.isEmpty else { return expected.isEmpty }
    return expected.withUnsafeBufferPointer { $0.baseAddress.map { memcmp(start, $0, bytes.count) == 0 } ?? false }
  }

  /// A stored instant read straight from SQLite's bytes.
  func instant(_ index: Int32) -> Date? { withUTF8(index) { Instant.date(utf8: $0) } }

  /// A `YYYY-MM-DD` column read straight from SQLite's bytes, without a String between.
  func day(_ index: Int32) throws -> LocalDay {
    guard let day = withUTF8(index, { LocalDay(utf8: $0) }) else {
      throw StoreError.database(detail: "bad day \(text(index)) in a day column")
    }
    return day
  }
}

/// The raw values of a string enum as bytes, for `ColumnReader.value(_:in:)`: a column
/// is matched against them without a String made for each row.
struct ByteNames<T>: Sendable where T: Sendable {
  let entries: [(bytes: [UInt8], value: T)]

  init(_ cases: [T], name: (T) -> String) {
    entries = cases.map { (Array(name($0).utf8), $0) }
  }
}

extension Database {
  /// Runs `statement` with `arguments` and hands each result row to `row` (return false
  /// to stop early). GRDB binds the arguments; the stepping is SQLite's own, without
  /// GRDB's generic cursor, whose setup cost more than a small read itself (about 5,000
  /// instructions a statement, and a turn runs a dozen). Only for the store's plain reads
  /// and row writes inside its own transactions: nothing here begins or ends a
  /// transaction or changes the schema, which GRDB would need to see.
  ///
  /// The statements are fixed text and each call site passes a fixed list of values, so
  /// their count is checked in debug builds (every test run) and not again on each turn.
  func step(_ statement: Statement, _ arguments: StatementArguments, row: (ColumnReader) throws -> Bool) throws {
    #if DEBUG
      try statement.validateArguments(arguments)
    #endif
    statement.setUncheckedArguments(arguments)
    let handle = statement.sqliteStatement
    defer { _ = csqlite_reset(handle) }
    let reader = ColumnReader(handle)
    let (rowCode, doneCode) = (csqlite_row(), csqlite_done())
    while true {
      let code = csqlite_step(handle)
      if code == rowCode {
        if try !row(reader) { return }
      } else if code == doneCode {
        return
      } else {
        throw DatabaseError(
          resultCode: ResultCode(rawValue: code), message: lastErrorMessage, sql: statement.sql, arguments: arguments)
      }
    }
  }

  /// Runs the cached statement for `sql` and maps each result row through `decode`.
  func fetchAll<T>(
    columns sql: String, arguments: StatementArguments = StatementArguments(),
    _ decode: (ColumnReader) throws -> T
  ) throws -> [T] {
    var values: [T] = []
    try step(cachedStatement(sql: sql), arguments) { row in
      values.append(try decode(row))
      return true
    }
    return values
  }

  func fetchOne<T>(
    columns sql: String, arguments: StatementArguments = StatementArguments(),
    _ decode: (ColumnReader) throws -> T
  ) throws -> T? {
    var value: T?
    try step(cachedStatement(sql: sql), arguments) { row in
      value = try decode(row)
      return false
    }
    return value
  }

  /// The first column of the first row as an integer (nil for no row or NULL).
  func fetchInt64(columns sql: String, arguments: StatementArguments = StatementArguments()) throws
    -> Int64?
  {
    try fetchOne(columns: sql, arguments: arguments) { $0.optionalInt64(0) } ?? nil
  }
}
