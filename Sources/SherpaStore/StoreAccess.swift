import Foundation
import GRDB
import SherpaCore

/// What reads and writes sherpa's store. `SherpaStore` runs each call in a transaction
/// of its own; the `StoreTurn` that `inOneTransaction` hands its body runs every call in
/// that one transaction. Every read and write is written once, in an extension of the
/// protocol of its feature (below), and goes through `core`; `StoreAccess` is all of them.
public protocol StoreAccess: ExportAccess {}

/// The doors every read and write goes through (the connection, the open transaction,
/// the undoable turn), and items, their progress, the plan and the day records, which
/// every other feature builds on.
public protocol StoreBasics {
  /// The store, and the open transaction when there is one.
  var core: StoreCore { get }
}

/// Goals and milestones, reflections and end-of-day notes, focus sessions, routines, XP,
/// the league's standings and achievements.
public protocol JournalAccess: StoreBasics {}

/// The chat log, pending proposals, the LLM's cache and usage, and meta values: the
/// writes no turn undoes.
public protocol ConversationAccess: StoreBasics {}

/// The whole store as one document.
public protocol ExportAccess: JournalAccess, ConversationAccess {}

/// One transaction on the store, handed to the body of `inOneTransaction`: everything
/// read or written through it sees, and joins, that transaction. It lives only as long
/// as the body runs.
public struct StoreTurn: StoreAccess {
  public let core: StoreCore
}

/// The store's connection and, inside `inOneTransaction`, the open transaction.
public struct StoreCore {
  let writer: any DatabaseWriter
  /// Where the store lives, for messages (":memory:" in tests).
  let path: String
  let itemCache: ItemCache
  let undo: UndoRecorder
  let open: OpenTransaction?
}

/// The state of one open transaction: its connection and the open turn. Made and used on
/// the thread that runs the transaction only.
final class OpenTransaction {
  let db: Database
  /// The turn every write belongs to, while one is open (`StoreAccess.turn`).
  var turn: TurnID?
  /// The items counter as last read in this transaction, with the connection's count of
  /// changed rows then: while no row has changed since, nothing can have raised it
  /// (`StoreBasics.itemsVersion`). Forgotten when a savepoint rolls back.
  var itemsVersion: (value: Int64?, changes: Int)?

  init(db: Database) {
    self.db = db
  }
}
