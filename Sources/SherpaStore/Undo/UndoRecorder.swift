import CSQLite
import Foundation
import GRDB
import Synchronization

/// Writes what reverses each change a turn makes to an undone table into `undo_log`
/// (migration v8 on). SQLite's pre-update hook hands it every row an INSERT, UPDATE or
/// DELETE is about to change, with the row's old values; it keeps copies of them while a
/// write of a turn runs (`recording`) and logs them, as entries of the same shape v7's
/// triggers wrote (`UndoTriggers.Entry`), when that write returns: in the same
/// transaction, so they commit or roll back with the changes they reverse. When the write
/// throws they are dropped, since its changes are rolled back too (its savepoint, its
/// statement or its transaction).
///
/// Triggers did this before: SQLite parsed all 51 of them every time a store was opened
/// and compiled them into every statement that writes (Benchmarks/RESULTS.md). The old
/// values go from SQLite's copy to the log's statement without becoming Swift values.
///
/// One per connection. The hook runs on the connection's thread inside a statement, and
/// must not touch the database; the lock only makes the type `Sendable`.
final class UndoRecorder: Sendable {
  private struct Change {
    /// The table's place in `Schema.undoneTables`.
    var table: Int
    var operation: Int32
    /// The changed row's old rowid (an insert's: its new one).
    var rowID: Int64
    /// Copies of an UPDATE's or a DELETE's old values (SQLite's, kept by address, 0 for
    /// NULL); freed once logged.
    var values: [UInt]
  }

  private struct State {
    var turn: Int64?
    var changes: [Change] = []
    /// The address of the connection the hook is set on.
    var connection: UInt = 0
    /// Each undone table's reversing statements, made on first use.
    var reversals: [Int: (insert: String, update: String, delete: String)] = [:]
  }

  private let state = Mutex(State())
  private static let tables = Schema.undoneTables.map { Array($0.utf8) }

  /// The statement that logs an entry with `count` values, for each count.
  private static let logSQL = (1...UndoTriggers.valueSlots).map { count in
    let slots = (0..<count).map { ", v\($0)" }.joined()
    return "INSERT INTO undo_log (turn_id, op, sql\(slots)) VALUES (?, ?, ''\(String(repeating: ", ?", count: count)))"
  }

  /// Runs `body`, one write of `turn`, recording the changes it makes to the undone
  /// tables, and logs them in `undo_log` once it returns.
  func recording<T>(_ db: Database, into turn: TurnID, _ body: () throws -> T) throws -> T {
    watch(db)
    let outer = state.withLock { state in
      defer { state.turn = turn.rawValue }
      return state.turn
    }
    // A write inside a write (none today) logs into the outer one's turn, once.
    guard outer == nil else { return try body() }
    let result: T
    do {
      result = try body()
    } catch {
      Self.free(take())
      throw error
    }
    let changes = take()
    defer { Self.free(changes) }
    try log(changes, into: turn, db)
    return result
  }

  /// Stops recording and hands over what was recorded.
  private func take() -> [Change] {
    state.withLock { state in
      state.turn = nil
      defer { state.changes.removeAll(keepingCapacity: true) }
      return state.changes
    }
  }

  private static func free(_ changes: [Change]) {
    for change in changes { for value in change.values { csqlite_value_free(OpaquePointer(bitPattern: value)) } }
  }

  /// Sets the hook on `db`'s connection, once.
  private func watch(_ db: Database) {
    guard let connection = db.sqliteConnection else { return }
    let address = UInt(bitPattern: connection)
    let set = state.withLock { state in
      defer { state.connection = address }
      return state.connection == address
    }
    guard !set else { return }
    // Unretained: the store holds this recorder as long as its connection, and the hook
    // runs only inside statements that the store runs.
    csqlite_watch_changes(connection, Self.hook, Unmanaged.passUnretained(self).toOpaque())
  }

  private static let hook: csqlite_change_callback = { context, connection, operation, _, table, oldRowID, newRowID in
    guard let context, let connection, let table else { return }
    Unmanaged<UndoRecorder>.fromOpaque(context).takeUnretainedValue()
      .changing(connection, operation, table, oldRowID, newRowID)
  }

  private func changing(
    _ connection: OpaquePointer, _ operation: Int32, _ name: UnsafePointer<CChar>, _ oldRowID: Int64,
    _ newRowID: Int64
  ) {
    state.withLock { state in
      guard state.turn != nil, let table = Self.table(named: name) else { return }
      guard operation != csqlite_insert() else {
        return state.changes.append(Change(table: table, operation: operation, rowID: newRowID, values: []))
      }
      let values = (0..<csqlite_changing_columns(connection)).map {
        UInt(bitPattern: csqlite_old_value_copy(connection, $0))
      }
      state.changes.append(Change(table: table, operation: operation, rowID: oldRowID, values: values))
    }
  }

  /// The place of the table named by SQLite's NUL-terminated `name` among the undone ones.
  private static func table(named name: UnsafePointer<CChar>) -> Int? {
    let length = strlen(name)
    return tables.firstIndex { bytes in
      bytes.count == length && bytes.withUnsafeBytes { $0.baseAddress.map { memcmp($0, name, length) == 0 } ?? false }
    }
  }

  /// Writes the changes' reversals, in the order they were made: an insert's is a
  /// DELETE of its rowid, an update's the UPDATE back to the old values (then the rowid),
  /// a delete's the INSERT of the rowid and the old values.
  private func log(_ changes: [Change], into turn: TurnID, _ db: Database) throws {
    for change in changes {
      let reversals = try reversals(of: change.table, db)
      let (op, count): (String, Int) =
        switch change.operation {
        case csqlite_insert(): (reversals.delete, 1)
        case csqlite_delete(): (reversals.insert, change.values.count + 1)
        default: (reversals.update, change.values.count + 1)
        }
      let statement = try db.cachedStatement(sql: Self.logSQL[count - 1])
      let handle = statement.sqliteStatement
      defer { _ = csqlite_reset(handle) }
      let ok = csqlite_ok()
      var code = csqlite_bind_int64(handle, 1, turn.rawValue)
      let bound = { (next: Int32) in if code == ok { code = next } }
      bound(op.withCString { csqlite_bind_text(handle, 2, $0) })
      // An update's values come first and its rowid last; a delete's rowid comes first.
      let update = change.operation == csqlite_update()
      bound(csqlite_bind_int64(handle, update ? Int32(count) + 2 : 3, change.rowID))
      for (offset, value) in change.values.enumerated() {
        bound(csqlite_bind_value(handle, (update ? 3 : 4) + Int32(offset), OpaquePointer(bitPattern: value)))
      }
      if code == ok { code = csqlite_step(handle) }
      guard code == csqlite_done() else {
        throw DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: statement.sql)
      }
    }
  }

  /// The statements that reverse a change to the undone table at `table`.
  private func reversals(of table: Int, _ db: Database) throws -> (insert: String, update: String, delete: String) {
    if let known = state.withLock({ $0.reversals[table] }) { return known }
    let made = try UndoTriggers.reversals(of: Schema.undoneTables[table], db)
    state.withLock { $0.reversals[table] = made }
    return made
  }
}
