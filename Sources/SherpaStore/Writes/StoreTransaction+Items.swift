import Foundation
import GRDB
import SherpaCore

extension StoreTransaction {
  /// Adds an item after trimming and checking its name (1–100 characters, no active
  /// item of the same name); it goes last in the manual order.
  @discardableResult
  public func addItem(_ item: Item) throws -> Item {
    var item = try Self.validated(item)
    try refuseDuplicate(name: item.name, except: nil)
    item.manualOrder = (try Int.fetchOne(cached: db, sql: "SELECT max(manual_order) FROM items") ?? 0) + 1
    let before = items == nil ? nil : ItemCache.version(db)
    item.id = try db.insertRow(into: "items", columns: Rows.itemColumns, keeping: item.id, try Rows.itemArguments(item))
    // The kept list stays current with the new item as it reads back, so the turn's
    // next look at the items does not decode every one of them again.
    if let before, let stored = try ItemCache.item(item.id, db, kept: nil, version: nil) {
      items?.added(stored, before: before)
    }
    return item
  }

  /// Replaces every field of a stored item (its id stays).
  @discardableResult
  public func editItem(_ item: Item) throws -> Item {
    let item = try Self.validated(item)
    _ = try self.item(id: item.id)
    if !item.archived { try refuseDuplicate(name: item.name, except: item.id) }
    let sets = Rows.itemColumns.split(separator: ",").map { "\($0.trimmingCharacters(in: .whitespaces)) = ?" }
    try db.execute(
      sql: "UPDATE items SET \(sets.joined(separator: ", ")) WHERE id = ?",
      arguments: (try Rows.itemArguments(item)) + [item.id])
    return item
  }

  /// Archives an item: it leaves plans and frees its name, its history stays.
  @discardableResult
  public func archiveItem(id: Int64) throws -> Item {
    var item = try self.item(id: id)
    item.archived = true
    try db.execute(cached: "UPDATE items SET archived = 1 WHERE id = ?", arguments: [id])
    return item
  }

  /// Brings an archived item back, if no active item took its name meanwhile.
  @discardableResult
  public func unarchiveItem(id: Int64) throws -> Item {
    var item = try self.item(id: id)
    try refuseDuplicate(name: item.name, except: id)
    item.archived = false
    try db.execute(cached: "UPDATE items SET archived = 0 WHERE id = ?", arguments: [id])
    return item
  }

  /// Deletes an item with its instances, increments and the XP they earned.
  @discardableResult
  public func deleteItem(id: Int64) throws -> Item {
    let item = try self.item(id: id)
    let refs = try String.fetchAll(
      cached: db, sql: "SELECT 'n' || id FROM instances WHERE item_id = ?", arguments: [id])
    for ref in refs {
      try db.execute(cached: "DELETE FROM xp_events WHERE ref = ?", arguments: [ref])
    }
    try db.execute(cached: "DELETE FROM xp_events WHERE ref LIKE ?", arguments: ["i\(id)@%"])
    try db.execute(cached: "DELETE FROM items WHERE id = ?", arguments: [id])
    return item
  }

  /// Adds a must-do group of habits.
  @discardableResult
  public func addGroup(_ group: ItemGroup) throws -> ItemGroup {
    var group = group
    guard (1...100).contains(group.name.count), group.required >= 1 else {
      throw StoreError.invalid("A group needs a name and at least one required member.")
    }
    group.id = try db.insertRow(
      into: "item_groups", columns: "name, required", keeping: group.id, [group.name, group.required])
    return group
  }
}
