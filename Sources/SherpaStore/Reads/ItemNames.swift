import GRDB
import SherpaCore

extension StoreBasics {
  /// Something built from the active items' names (the parser's name index), in manual
  /// order, kept with the items until they change; `build` runs again only then. When
  /// the items are not already in memory, only these four columns are read: a turn that
  /// needs nothing else of 2,000 items (an add) spent half its instructions reading and
  /// decoding all 22 (Benchmarks/RESULTS.md).
  public func fromActiveItemNames<T: Sendable>(_ build: ([ItemRef]) -> T) throws -> T {
    try read { db in
      let version = itemsVersion(db)
      if let version, let value = itemCache.derived(version: version, T.self) { return value }
      let names: [ItemRef]
      if let version, let items = itemCache.list(version: version, includeArchived: false) {
        names = items.map(ItemRef.init)
      } else {
        names = try Self.activeNames(db)
        if let version { itemCache.keep(names: names, version: version) }
      }
      let value = build(names)
      if let version { itemCache.keep(value, version: version) }
      return value
    }
  }

  /// The active habits in manual order (what a day's record counts): from the items
  /// in memory, else read without the tasks.
  public func activeHabits() throws -> [Item] {
    try read { db in
      if let version = itemsVersion(db), let items = itemCache.list(version: version, includeArchived: false) {
        return items.filter { $0.kind == .habit }
      }
      return try Self.inManualOrder(
        db.fetchAll(
          columns: "SELECT \(Rows.itemSelect) FROM items WHERE archived = 0 AND kind = '\(ItemKind.habit.rawValue)'",
          Rows.item)
      ) { ($0.manualOrder, $0.id) }
    }
  }

  /// The active items' names in manual order, as `cachedItems` orders them: read in
  /// rowid order, which is usually manual order already, and sorted only when not.
  static func activeNames(_ db: Database) throws -> [ItemRef] {
    let read: [(name: ItemRef, order: Int)] = try db.fetchAll(
      columns: "SELECT id, kind, name, unit, manual_order FROM items WHERE archived = 0"
    ) { row in
      guard let kind = row.value(1, in: Rows.kinds), let unit = row.value(3, in: Rows.units) else {
        throw StoreError.database(detail: "item \(row.int64(0)) has an unknown kind or unit")
      }
      return (ItemRef(id: row.int64(0), name: row.text(2), kind: kind, unit: unit), row.int(4))
    }
    return inManualOrder(read) { ($0.order, $0.name.id) }.map(\.name)
  }

  /// `rows` (read in rowid order, which is usually manual order already) sorted by
  /// `key` (manual order, then id) only when they are not in that order.
  static func inManualOrder<Row>(_ rows: [Row], by key: (Row) -> (Int, Int64)) -> [Row] {
    guard rows.indices.dropFirst().contains(where: { key(rows[$0 - 1]) > key(rows[$0]) }) else { return rows }
    return rows.sorted { key($0) < key($1) }
  }
}
