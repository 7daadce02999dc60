import Foundation
import GRDB
import SherpaCore
import Synchronization

/// The item list, read once and kept while it stays the same. Every turn asks for it
/// (the parser's names, the day plan, the reply), and on a store with a few hundred items
/// decoding it again each time cost more than the rest of a simple turn. A counter that
/// triggers on `items` raise with every insert, update and delete (`items_version`,
/// migration v3) tells, in one indexed read, whether anything changed since, written by
/// this process or any other, including undo. What a rolled-back transaction may have
/// left here is dropped with it (`StoreCore.rollBack`).
final class ItemCache: Sendable {
  private struct Kept {
    var version: Int64?
    /// The whole list and the active one (kept apart rather than in a dictionary keyed
    /// by a Bool, whose generic type costs every start a runtime conformance scan).
    var all: [Item]?
    var active: [Item]?
    /// The active items' names alone (`fromActiveItemNames`), when they were read without the rest.
    var names: [ItemRef]?
    var derived: [ObjectIdentifier: any Sendable] = [:]

    mutating func start(_ version: Int64?) {
      guard self.version != version else { return }
      self.version = version
      all = nil
      active = nil
      names = nil
      derived = [:]
    }
  }

  private let kept = Mutex(Kept())

  static let versionSQL = "SELECT version FROM items_version WHERE id = 1"

  /// The counter, or nil on a store from before migration v3 (opened read-only), which
  /// then is read afresh every time.
  static func version(_ db: Database) -> Int64? {
    try? db.fetchInt64(columns: versionSQL)
  }

  func list(version: Int64, includeArchived: Bool) -> [Item]? {
    kept.withLock { $0.version == version ? (includeArchived ? $0.all : $0.active) : nil }
  }

  func names(version: Int64) -> [ItemRef]? {
    kept.withLock { $0.version == version ? $0.names : nil }
  }

  func keep(names: [ItemRef], version: Int64) {
    kept.withLock {
      $0.start(version)
      $0.names = names
    }
  }

  func derived<T: Sendable>(version: Int64, _ type: T.Type) -> T? {
    kept.withLock { $0.version == version ? $0.derived[ObjectIdentifier(type)] as? T : nil }
  }

  func keep(_ items: [Item], version: Int64, includeArchived: Bool) {
    kept.withLock {
      $0.start(version)
      if includeArchived { $0.all = items } else { $0.active = items }
    }
  }

  func keep<T: Sendable>(_ value: T, version: Int64) {
    kept.withLock {
      $0.start(version)
      $0.derived[ObjectIdentifier(T.self)] = value
    }
  }

  /// The item with this id, active or archived: from `kept`'s whole list while `version`
  /// is current, else read.
  static func item(_ id: Int64, _ db: Database, kept: ItemCache?, version: Int64?) throws -> Item? {
    if let kept, let version, let all = kept.list(version: version, includeArchived: true) {
      return all.first { $0.id == id }
    }
    return try db.fetchOne(columns: "SELECT \(Rows.itemSelect) FROM items WHERE id = ?", arguments: [id], Rows.item)
  }

  /// An item this process has just inserted, going last in the manual order: a list
  /// that was current before the insert (`before`, the counter then) is current after
  /// it with the item added; the counter rises by one with each insert.
  func added(_ item: Item, before: Int64) {
    kept.withLock {
      guard $0.version == before, let all = $0.all else { return $0.start(nil) }
      let active = $0.active
      $0.start(before + 1)
      $0.all = all + [item]
      $0.active = active.map { item.archived ? $0 : $0 + [item] }
    }
  }

  func clear() {
    kept.withLock { $0.start(nil) }
  }
}

extension StoreBasics {
  /// The items counter (`ItemCache.version`). A turn asks for it three or four times (the
  /// parser's names, the item acted on, the day's habits); inside its transaction it is
  /// read again only after some row has changed, since the store's writes are the only
  /// ones the transaction can see.
  func itemsVersion(_ db: Database) -> Int64? {
    guard let open = core.open, open.db === db else { return ItemCache.version(db) }
    let changes = db.totalChangesCount
    if let known = open.itemsVersion, known.changes == changes { return known.value }
    let value = ItemCache.version(db)
    open.itemsVersion = (value, changes)
    return value
  }

  /// Items in manual order; archived ones only when asked.
  public func items(includeArchived: Bool = false) throws -> [Item] {
    try read { db in try cachedItems(db, includeArchived: includeArchived) }
  }

  /// The active list is the whole one without the archived items (both in manual order),
  /// so a process that needs both decodes the items once.
  func cachedItems(_ db: Database, includeArchived: Bool) throws -> [Item] {
    let version = itemsVersion(db)
    if let version, let items = itemCache.list(version: version, includeArchived: includeArchived) { return items }
    let all: [Item]
    if let version, let cached = itemCache.list(version: version, includeArchived: true) {
      all = cached
    } else {
      // Read in rowid order and put in manual order here, which is usually the same
      // order already: SQLite sorting all 22 columns of every row cost 7% of reading
      // 2,000 items (`sherpa-bench phases`).
      all = Self.inManualOrder(try db.fetchAll(columns: "SELECT \(Rows.itemSelect) FROM items", Rows.item)) {
        ($0.manualOrder, $0.id)
      }
      if let version { itemCache.keep(all, version: version, includeArchived: true) }
    }
    guard !includeArchived else { return all }
    let active = all.filter { !$0.archived }
    if let version { itemCache.keep(active, version: version, includeArchived: false) }
    return active
  }
}
