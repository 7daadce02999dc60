import Foundation
import GRDB
import SherpaCore

/// The one door to sherpa's SQLite store: one WAL connection on disk (other processes
/// read and write beside it), an in-memory one in tests. Every user-level write is one
/// intention-named method running in one transaction inside an undoable turn; each read
/// sees a consistent snapshot, and a local turn reads and writes in one transaction.
public struct SherpaStore: Sendable {
  let writer: any DatabaseWriter
  /// Where the store lives, for messages (":memory:" in tests).
  public let path: String
  let turns: TurnBox
  let scope: ScopeBox
  let itemCache: ItemCache
  let reads: ReadMemo

  init(writer: any DatabaseWriter, path: String) {
    self.writer = writer
    self.path = path
    self.turns = TurnBox()
    self.scope = ScopeBox()
    self.itemCache = ItemCache()
    self.reads = ReadMemo()
  }

  /// Opens (and on first use creates and migrates) the store at `url`. Refuses, without
  /// writing a byte, a file that is not SQLite, a damaged one, one written by a newer
  /// schema, and a read-only one when `readOnly` is false.
  ///
  /// `verifyIntegrity` runs SQLite's `quick_check` first, which reads the whole file
  /// (about 0.3 s on the large store); by default it runs only before writing. A read-only
  /// open without it still reports damage it meets as `StoreError.corrupt`.
  public static func open(
    at url: URL, readOnly: Bool = false, verifyIntegrity: Bool? = nil, options: StoreOptions = StoreOptions()
  ) throws -> SherpaStore {
    try StoreOpener(url: url, readOnly: readOnly, verifyIntegrity: verifyIntegrity ?? !readOnly, options: options)
      .open()
  }

  /// Refuses a store path that is a folder, and a home (or a folder above it) that is a
  /// file, naming it (`StoreError.wrongKind`); before a folder is made for a new store.
  public static func refuseWrongKinds(at url: URL) throws {
    try StoreOpener(url: url, readOnly: false, verifyIntegrity: false).refuseWrongKinds()
  }

  /// An empty, migrated store in memory (tests).
  public static func inMemory() throws -> SherpaStore {
    do {
      let queue = try DatabaseQueue(configuration: StoreOpener.configuration(readOnly: false))
      try queue.write { db in try Schema.createFresh(db) }
      return SherpaStore(writer: queue, path: ":memory:")
    } catch {
      throw StoreError.from(error, path: ":memory:")
    }
  }

  /// Runs `body` with every read and write this store makes on the calling thread in ONE
  /// transaction on the writer's connection, committed when `body` returns and rolled
  /// back when it throws (its own errors go on unchanged). A local turn is one of these:
  /// one lock and one commit instead of a snapshot per read and a commit per write, and
  /// everything it reads is consistent with what it writes. Inside another one, or on a
  /// read-only store, `body` simply runs.
  public func inOneTransaction<T>(_ body: () throws -> T) throws -> T {
    if scope.database != nil || isReadOnly { return try body() }
    do {
      // Statements from the connection's cache: GRDB's own transaction compiles its
      // BEGIN and COMMIT afresh each time, a noticeable part of a turn this short.
      return try writer.writeWithoutTransaction { db in
        scope.enter(db)
        defer {
          scope.leave()
          reads.clear()
        }
        return try bracket(db, begin: "BEGIN IMMEDIATE", savepoint: nil) {
          let result = try body()
          try logChanges(db, into: nil)
          return result
        }
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
    reads.clear()
    scope.undoTarget = .unknown
    guard db.isInsideTransaction else { return }
    if let savepoint {
      try? db.execute(control: "ROLLBACK TO \(savepoint)")
      try? db.execute(control: "RELEASE \(savepoint)")
    } else {
      try? db.execute(control: "ROLLBACK")
    }
  }

  /// Where the open `inOneTransaction` is: equal stamps mean nothing was written in
  /// between, so what was read then still holds. Nil outside one.
  public var stamp: StoreStamp? { scope.stamp }

  /// Reads in a snapshot (or in the open `inOneTransaction`), mapping database failures
  /// to `StoreError`.
  func read<T>(_ body: (Database) throws -> T) throws -> T {
    do {
      if let db = scope.database { return try body(db) }
      // A plain deferred transaction with statements from the connection's cache; GRDB's
      // own read on a queue adds two query_only pragmas and compiles all four each time.
      return try writer.writeWithoutTransaction { db in
        try bracket(db, begin: "BEGIN DEFERRED", savepoint: nil) { try body(db) }
      }
    } catch {
      throw StoreError.from(error, path: path)
    }
  }

  /// `read`, answered again from memory while the open `inOneTransaction` writes nothing
  /// (the same stamp): a turn's views ask for the same small tables several times (the
  /// day's records, the groups, the week's XP). `key` names the read and its arguments.
  func remembered<T>(_ key: ReadKey, _ body: (Database) throws -> T) throws -> T {
    try memo(key) { try read(body) }
  }

  /// `compute`'s value, kept under `key` until the open `inOneTransaction` writes; outside
  /// one it is computed every time.
  func memo<T>(_ key: ReadKey, _ compute: () throws -> T) rethrows -> T {
    guard let stamp else { return try compute() }
    // Unwrapped first: a missing entry cast straight to an optional `T` would read as a kept nil.
    if let kept = reads.value(key, at: stamp), let value = kept as? T { return value }
    let value = try compute()
    reads.keep(value, key, at: stamp)
    return value
  }

  /// Runs `body` in one transaction, inside the open turn or, when none is open, a turn
  /// of its own labelled `label`. `oneStatement`: `body` runs a single statement, which
  /// SQLite applies whole or not at all, so inside `inOneTransaction` it needs no
  /// savepoint of its own (two statements fewer).
  func write<T>(_ label: String, oneStatement: Bool = false, _ body: (StoreTransaction) throws -> T) throws -> T {
    let open = turns.current
    return try writeStep(savepoint: !oneStatement) { db, inScope in
      let turn = try open ?? TurnLog.begin(db, label: label)
      try logChanges(db, into: turn)
      let result = try body(StoreTransaction(db: db, items: itemCache))
      if !inScope { try logChanges(db, into: nil) }
      return result
    }
  }

  /// Writes that no turn undoes (chat log, LLM cache and usage, pending proposals, meta).
  /// Inside `inOneTransaction` they run in a savepoint of it (unless `oneStatement`), so
  /// a write that fails halfway leaves nothing behind there either.
  func writeOutsideTurns<T>(oneStatement: Bool = false, _ body: (Database) throws -> T) throws -> T {
    try writeStep(savepoint: !oneStatement) { db, inScope in
      if inScope { try logChanges(db, into: nil) }
      return try body(db)
    }
  }

  /// One write: a transaction of its own, or inside the open `inOneTransaction`
  /// (`inScope`) a savepoint of it when `savepoint`.
  private func writeStep<T>(savepoint: Bool = true, _ body: (Database, _ inScope: Bool) throws -> T) throws -> T {
    do {
      guard let db = scope.database else { return try writer.write { db in try body(db, false) } }
      scope.countWrite()
      defer { scope.countWrite() }
      guard savepoint else { return try body(db, true) }
      return try bracket(db, begin: "SAVEPOINT store_write", savepoint: "store_write") { try body(db, true) }
    } catch {
      throw StoreError.from(error, path: path)
    }
  }

  /// Points the undo triggers at `turn` (nil: log nothing). A write outside
  /// `inOneTransaction` sets and clears it itself, since every transaction must end with
  /// nothing logged (other processes rely on it). Inside one, the setting stays from one
  /// write to the next while they belong to the same turn, and is cleared before COMMIT:
  /// two statements a turn instead of two a write.
  private func logChanges(_ db: Database, into turn: TurnID?) throws {
    let target: UndoTarget = turn.map { .turn($0.rawValue) } ?? .none
    let inScope = scope.database != nil
    if inScope, scope.undoTarget == target { return }
    if let turn {
      try db.execute(cached: "UPDATE undo_state SET current_turn = ? WHERE id = 1", arguments: [turn.rawValue])
    } else {
      try db.execute(cached: "UPDATE undo_state SET current_turn = NULL WHERE id = 1")
    }
    if inScope { scope.undoTarget = target }
  }
}
