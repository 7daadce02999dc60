public import GRDB
public import GRDBSQLite

// The one place outside GRDB that calls SQLite's C API: the store's hot records (items,
// instances, day records) are read column by column with SQLite's own accessors on
// GRDB's prepared statement, and its plain reads and row writes are stepped by SQLite
// itself. GRDB's `Row` copies every column name into each fetched row and decodes
// through generic code the store cannot specialise (a runtime metadata lookup per
// value): range reads for streaks and stats decode tens of thousands of rows, which made
// that the largest cost of a start. GRDB's cursor set-up cost more than a small read
// itself (about 5,000 instructions a statement, and a turn runs a dozen); stepping here
// took the 10,000-line pipe's last 500 turns from 382.8 M to 359.6 M instructions
// (Benchmarks/RESULTS.md). Statements still come from GRDB's statement cache and run
// inside its transactions. The accessors are inlinable, so the store's decoding loops
// compile as if they were its own.

/// The current row of a stepping statement, read by column position (0-based, in the
/// order of the statement's SELECT list).
public struct ColumnReader {
  @usableFromInline let statement: SQLiteStatement

  @usableFromInline init(_ statement: SQLiteStatement) { self.statement = statement }

  @inlinable public func isNull(_ index: Int32) -> Bool { sqlite3_column_type(statement, index) == SQLITE_NULL }

  @inlinable public func int64(_ index: Int32) -> Int64 { sqlite3_column_int64(statement, index) }

  @inlinable public func optionalInt64(_ index: Int32) -> Int64? { isNull(index) ? nil : int64(index) }

  @inlinable public func int(_ index: Int32) -> Int { Int(int64(index)) }

  @inlinable public func optionalInt(_ index: Int32) -> Int? { isNull(index) ? nil : int(index) }

  @inlinable public func double(_ index: Int32) -> Double { sqlite3_column_double(statement, index) }

  @inlinable public func bool(_ index: Int32) -> Bool { int64(index) != 0 }

  @inlinable public func text(_ index: Int32) -> String {
    guard let bytes = sqlite3_column_text(statement, index) else { return "" }
    let count = Int(sqlite3_column_bytes(statement, index))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  @inlinable public func optionalText(_ index: Int32) -> String? { isNull(index) ? nil : text(index) }

  /// The column's text as SQLite holds it (UTF-8), without a String between; empty for
  /// NULL. The bytes are valid only inside `body`.
  @inlinable public func withUTF8<T>(_ index: Int32, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
    let bytes = sqlite3_column_text(statement, index)
    let count = bytes == nil ? 0 : Int(sqlite3_column_bytes(statement, index))
    return try body(UnsafeBufferPointer(start: bytes, count: count))
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
  public func step(_ statement: Statement, _ arguments: StatementArguments, row: (ColumnReader) throws -> Bool) throws {
    #if DEBUG
      try statement.validateArguments(arguments)
    #endif
    statement.setUncheckedArguments(arguments)
    let handle = statement.sqliteStatement
    defer { sqlite3_reset(handle) }
    let reader = ColumnReader(handle)
    while true {
      switch sqlite3_step(handle) {
      case SQLITE_ROW:
        if try !row(reader) { return }
      case SQLITE_DONE:
        return
      case let code:
        throw DatabaseError(
          resultCode: ResultCode(rawValue: code), message: lastErrorMessage, sql: statement.sql, arguments: arguments)
      }
    }
  }

  /// Runs the cached statement for `sql` and maps each result row through `decode`.
  @inlinable public func fetchAll<T>(
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

  @inlinable public func fetchOne<T>(
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
  @inlinable public func fetchInt64(columns sql: String, arguments: StatementArguments = StatementArguments()) throws
    -> Int64?
  {
    try fetchOne(columns: sql, arguments: arguments) { $0.optionalInt64(0) } ?? nil
  }
}
