import Foundation
import GRDB
import SherpaCore

/// The one door to sherpa's SQLite store: one WAL connection on disk (other processes
/// read and write beside it), an in-memory one in tests. Every user-level write is one
/// intention-named method (on `StoreAccess`) running in one transaction inside an
/// undoable turn; each read sees a consistent snapshot. `inOneTransaction` hands its body
/// a `StoreTurn`, through which a local turn reads and writes in one transaction.
public struct SherpaStore: Sendable, StoreAccess {
  let writer: any DatabaseWriter
  /// Where the store lives, for messages (":memory:" in tests).
  public let path: String
  let itemCache: ItemCache
  /// Logs what reverses each change a turn makes, for undo (one per connection).
  let undo: UndoRecorder

  init(writer: any DatabaseWriter, path: String) {
    self.writer = writer
    self.path = path
    self.itemCache = ItemCache()
    self.undo = UndoRecorder()
  }

  /// The store with no transaction open: each call through it runs its own.
  public var core: StoreCore { StoreCore(writer: writer, path: path, itemCache: itemCache, undo: undo, open: nil) }

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

  /// Closes the connection; the last one to the file checkpoints the WAL and removes it
  /// and the shared-memory file. Nothing may be asked of the store after it.
  public func close() throws {
    do { try writer.close() } catch { throw StoreError.from(error, path: path) }
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
}
