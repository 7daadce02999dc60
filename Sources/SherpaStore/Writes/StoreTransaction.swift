import Foundation
import GRDB
import SherpaCore

/// The writes of one transaction. `SherpaStore`'s write methods each run one of these in
/// its own transaction; `SherpaStore.transaction(label:_:)` hands one out so several
/// writes (one reply's actions) apply together or not at all.
public struct StoreTransaction {
  let db: Database
  /// The store's kept item list, used while the items counter says it is current.
  let items: ItemCache?

  init(db: Database, items: ItemCache? = nil) {
    self.db = db
    self.items = items
  }

  /// The goal and milestone writes, in this transaction.
  public var goalWrites: GoalTransaction { GoalTransaction(db: db) }

  /// The stored item, active or archived.
  public func item(id: Int64) throws -> Item {
    // The counter is read afresh: this transaction's own writes may have moved it.
    let version = items == nil ? nil : ItemCache.version(db)
    guard let found = try ItemCache.item(id, db, kept: items, version: version) else {
      throw StoreError.notFound("item \(PublicID.item.format(id))")
    }
    return found
  }

  /// The active item with this name, compared case-insensitively.
  public func item(named name: String) throws -> Item? {
    let wanted = name.trimmingWhitespace.lowercased()
    let version = items == nil ? nil : ItemCache.version(db)
    if let items, let version, let kept = items.list(version: version, includeArchived: false) {
      return kept.first { $0.name.lowercased() == wanted }
    }
    // Not in memory: the names alone (kept by the parser's read, else read now), and
    // only the item found is read whole.
    var found: Int64?
    if let items, let version, let names = items.names(version: version) {
      found = names.first { $0.name.lowercased() == wanted }?.id
    } else {
      try db.step(db.cachedStatement(sql: "SELECT id, name FROM items WHERE archived = 0"), []) { row in
        if row.text(1).lowercased() == wanted { found = row.int64(0) }
        return found == nil
      }
    }
    guard let found else { return nil }
    return try ItemCache.item(found, db, kept: nil, version: nil)
  }

  func refuseDuplicate(name: String, except id: Int64?) throws {
    if let existing = try item(named: name), existing.id != id {
      throw StoreError.duplicate(existing.name)
    }
  }

  static func validated(_ item: Item) throws -> Item {
    var item = item
    guard let name = Item.normalizedName(item.name) else {
      throw StoreError.invalid("A name needs 1 to 100 characters.")
    }
    item.name = name
    item.countLabel = item.unit == .count ? item.countLabel.flatMap(Unit.countNoun) : nil
    guard Limits.isQuantity(item.target) else {
      throw StoreError.invalid("The target of \(name) must be \(Limits.quantityText).")
    }
    guard Limits.isQuantity(item.step) else { throw StoreError.invalid("The step must be \(Limits.quantityText).") }
    do { try item.recurrence.validate(start: item.startDate) } catch {
      throw StoreError.invalid("The repeat rule of \(item.name) cannot be used: \(error).")
    }
    return item
  }
}
