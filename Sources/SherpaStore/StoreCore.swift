import Foundation
import GRDB
import SherpaCore

extension StoreCore {
  var isReadOnly: Bool { writer.configuration.readonly }

  /// Runs `body` with every read and write made through the `StoreTurn` it is given in
  /// ONE transaction, committed when `body` returns and rolled back when it throws (its
  /// own errors go on unchanged). Inside an open transaction, or on a read-only store,
  /// `body` simply runs.
  func inOneTransaction<T>(_ body: (StoreTurn) throws -> T) throws -> T {
    if open != nil || isReadOnly { return try body(StoreTurn(core: self)) }
    do {
      // Statements from the connection's cache: GRDB's own transaction compiles its
      // BEGIN and COMMIT afresh each time, a noticeable part of a turn this short.
      return try writer.writeWithoutTransaction { db in
        let inside = StoreCore(
          writer: writer, path: path, itemCache: itemCache, undo: undo, open: OpenTransaction(db: db))
        return try inside.bracket(db, begin: "BEGIN IMMEDIATE", savepoint: nil) { try body(StoreTurn(core: inside)) }
      }
    } catch let error as DatabaseError {
      throw StoreError.from(error, path: path)
    }
  }

  /// Runs `body` after `begin` (a BEGIN, or the SAVEPOINT `savepoint`), then commits or
  /// releases; when either throws, rolls back (`rollBack`) and the error goes on. All
  /// four statements come from the connection's statement cache and run through GRDB,
  /// which follows the transaction's state from them.
  private func bracket<T>(_ db: Database, begin: String, savepoint: String?, _ body: () throws -> T) throws -> T {
    try db.execute(control: begin)
    do {
      let result = try body()
      try db.execute(control: savepoint.map { "RELEASE \($0)" } ?? "COMMIT")
      return result
    } catch {
      rollBack(db, to: savepoint)
      throw error
    }
  }

  /// Undoes the open transaction, or its newest savepoint, unless SQLite already rolled
  /// it back (a full disk, an I/O error); items read since may not have been kept.
  private func rollBack(_ db: Database, to savepoint: String?) {
    itemCache.clear()
    open?.itemsVersion = nil
    guard db.isInsideTransaction else { return }
    if let savepoint {
      try? db.execute(control: "ROLLBACK TO \(savepoint)")
      try? db.execute(control: "RELEASE \(savepoint)")
    } else {
      try? db.execute(control: "ROLLBACK")
    }
  }

  /// Reads in a snapshot of its own, or in the open transaction, mapping database
  /// failures to `StoreError`.
  func read<T>(_ body: (Database) throws -> T) throws -> T {
    do {
      if let open { return try body(open.db) }
      // A plain deferred transaction with statements from the connection's cache; GRDB's
      // own read on a queue adds two query_only pragmas and compiles all four each time.
      return try writer.writeWithoutTransaction { db in
        try bracket(db, begin: "BEGIN DEFERRED", savepoint: nil) { try body(db) }
      }
    } catch {
      throw StoreError.from(error, path: path)
    }
  }

  /// Runs `body` in one transaction, inside the open turn or, when none is open, a turn
  /// of its own labelled `label`. `oneStatement`: `body` runs a single statement, which
  /// SQLite applies whole or not at all, so inside a transaction it needs no savepoint
  /// of its own (two statements fewer).
  func write<T>(_ label: String, oneStatement: Bool, _ body: (StoreTransaction) throws -> T) throws -> T {
    let openTurn = open?.turn
    return try writeStep(savepoint: !oneStatement) { db in
      let turn = try openTurn ?? TurnLog.begin(db, label: label)
      return try undo.recording(db, into: turn) { try body(StoreTransaction(db: db, items: itemCache)) }
    }
  }

  /// Writes that no turn undoes (chat log, LLM cache and usage, pending proposals, meta).
  /// Inside a transaction they run in a savepoint of it (unless `oneStatement`), so a
  /// write that fails halfway leaves nothing behind there either.
  func writeOutsideTurns<T>(oneStatement: Bool, _ body: (Database) throws -> T) throws -> T {
    try writeStep(savepoint: !oneStatement) { db in try body(db) }
  }

  /// One write: a transaction of its own, or inside the open transaction a savepoint of
  /// it when `savepoint`.
  private func writeStep<T>(savepoint: Bool, _ body: (Database) throws -> T) throws -> T {
    do {
      guard let open else { return try writer.write { db in try body(db) } }
      guard savepoint else { return try body(open.db) }
      return try bracket(open.db, begin: "SAVEPOINT store_write", savepoint: "store_write") { try body(open.db) }
    } catch {
      throw StoreError.from(error, path: path)
    }
  }
}

/// The doors every read and write goes through.
extension StoreBasics {
  /// Where the store lives, for messages (":memory:" in tests).
  public var path: String { core.path }

  /// Whether this store was opened read-only (a read-only home or a full disk).
  public var isReadOnly: Bool { core.isReadOnly }

  /// Runs `body` with every read and write made through the turn it is given in ONE
  /// transaction, committed when `body` returns and rolled back when it throws. A local
  /// turn is one of these: one lock and one commit instead of a snapshot per read and a
  /// commit per write, and everything it reads is consistent with what it writes. Called
  /// on an open transaction, or on a read-only store, `body` simply runs.
  public func inOneTransaction<T>(_ body: (StoreTurn) throws -> T) throws -> T {
    try core.inOneTransaction(body)
  }

  var itemCache: ItemCache { core.itemCache }

  func read<T>(_ body: (Database) throws -> T) throws -> T { try core.read(body) }

  func write<T>(_ label: String, oneStatement: Bool = false, _ body: (StoreTransaction) throws -> T) throws -> T {
    try core.write(label, oneStatement: oneStatement, body)
  }

  func writeOutsideTurns<T>(oneStatement: Bool = false, _ body: (Database) throws -> T) throws -> T {
    try core.writeOutsideTurns(oneStatement: oneStatement, body)
  }
}
