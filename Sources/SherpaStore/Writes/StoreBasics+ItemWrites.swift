import Foundation
import SherpaCore

extension StoreBasics {
  /// Adds an item (name trimmed, 1–100 characters, unique among active items).
  @discardableResult
  public func addItem(_ item: Item) throws -> Item {
    try write("add item") { try $0.addItem(item) }
  }

  /// Replaces a stored item's fields.
  @discardableResult
  public func editItem(_ item: Item) throws -> Item {
    try write("edit item") { try $0.editItem(item) }
  }

  @discardableResult
  public func archiveItem(id: Int64) throws -> Item {
    try write("archive item") { try $0.archiveItem(id: id) }
  }

  @discardableResult
  public func unarchiveItem(id: Int64) throws -> Item {
    try write("unarchive item") { try $0.unarchiveItem(id: id) }
  }

  @discardableResult
  public func deleteItem(id: Int64) throws -> Item {
    try write("delete item") { try $0.deleteItem(id: id) }
  }

  @discardableResult
  public func addGroup(_ group: ItemGroup) throws -> ItemGroup {
    try write("add group") { try $0.addGroup(group) }
  }

  @discardableResult
  public func logProgress(
    itemID: Int64, day: LocalDay, amount: Double, source: Increment.Source = .typed, at: Date
  ) throws -> ProgressChange {
    try write("log progress") { try $0.logProgress(itemID: itemID, day: day, amount: amount, source: source, at: at) }
  }

  @discardableResult
  public func complete(itemID: Int64, day: LocalDay, source: Increment.Source = .typed, at: Date) throws
    -> ProgressChange
  {
    try write("complete") { try $0.complete(itemID: itemID, day: day, source: source, at: at) }
  }

  @discardableResult
  public func uncomplete(itemID: Int64, day: LocalDay, at: Date) throws -> ProgressChange {
    try write("uncomplete") { try $0.uncomplete(itemID: itemID, day: day, at: at) }
  }

  @discardableResult
  public func skip(itemID: Int64, day: LocalDay, note: String?) throws -> Instance {
    try write("skip") { try $0.skip(itemID: itemID, day: day, note: note) }
  }

  @discardableResult
  public func unskip(itemID: Int64, day: LocalDay) throws -> Instance {
    try write("unskip") { try $0.unskip(itemID: itemID, day: day) }
  }

  @discardableResult
  public func setNote(itemID: Int64, day: LocalDay, note: String?) throws -> Instance {
    try write("note") { try $0.setNote(itemID: itemID, day: day, note: note) }
  }

  public func reorder(day: LocalDay, itemIDs: [Int64]) throws {
    try write("reorder") { try $0.reorder(day: day, itemIDs: itemIDs) }
  }
}
