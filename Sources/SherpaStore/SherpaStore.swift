import Foundation
import GRDB

/// The one door to sherpa's SQLite store: a `DatabasePool` (WAL) on disk, an in-memory
/// queue in tests. Every user-level write is one intention-named method running in one
/// transaction inside an undoable turn; reads see a consistent snapshot.
public struct SherpaStore: Sendable {
  let writer: any DatabaseWriter
  /// Where the store lives, for messages (":memory:" in tests).
  public let path: String
  let turns: TurnBox

  init(writer: any DatabaseWriter, path: String) {
    self.writer = writer
    self.path = path
    self.turns = TurnBox()
  }

  /// Opens (and on first use creates and migrates) the store at `url`. Refuses, without
  /// writing a byte, a file that is not SQLite, a damaged one, one written by a newer
  /// schema, and a read-only one when `readOnly` is false.
  ///
  /// `verifyIntegrity` runs SQLite's `quick_check` first, which reads the whole file
  /// (about 0.3 s on the large store); by default it runs only before writing. A read-only
  /// open without it still reports damage it meets as `StoreError.corrupt`.
  public static func open(at url: URL, readOnly: Bool = false, verifyIntegrity: Bool? = nil) throws -> SherpaStore {
    try StoreOpener(url: url, readOnly: readOnly, verifyIntegrity: verifyIntegrity ?? !readOnly).open()
  }

  /// An empty, migrated store in memory (tests).
  public static func inMemory() throws -> SherpaStore {
    do {
      let queue = try DatabaseQueue(configuration: StoreOpener.configuration(readOnly: false))
      try Schema.migrator.migrate(queue)
      return SherpaStore(writer: queue, path: ":memory:")
    } catch {
      throw StoreError.from(error, path: ":memory:")
    }
  }

  /// Reads in a snapshot, mapping database failures to `StoreError`.
  func read<T>(_ body: (Database) throws -> T) throws -> T {
    do {
      return try writer.read(body)
    } catch {
      throw StoreError.from(error, path: path)
    }
  }

  /// Runs `body` in one transaction, inside the open turn or, when none is open, a turn
  /// of its own labelled `label`.
  func write<T>(_ label: String, _ body: (StoreTransaction) throws -> T) throws -> T {
    do {
      let open = turns.current
      return try writer.write { db in
        let turn = try open ?? TurnLog.begin(db, label: label)
        try db.execute(cached: "UPDATE undo_state SET current_turn = ? WHERE id = 1", arguments: [turn.rawValue])
        let result = try body(StoreTransaction(db: db))
        try db.execute(cached: "UPDATE undo_state SET current_turn = NULL WHERE id = 1")
        return result
      }
    } catch {
      throw StoreError.from(error, path: path)
    }
  }

  /// Writes that no turn undoes (chat log, LLM cache and usage, pending proposals, meta).
  func writeOutsideTurns<T>(_ body: (Database) throws -> T) throws -> T {
    do {
      return try writer.write(body)
    } catch {
      throw StoreError.from(error, path: path)
    }
  }
}

/// The turn currently open on this store value and its copies.
final class TurnBox: @unchecked Sendable {
  private let lock = NSLock()
  private var turn: TurnID?

  var current: TurnID? { lock.withLock { turn } }

  func set(_ turn: TurnID?) { lock.withLock { self.turn = turn } }
}
