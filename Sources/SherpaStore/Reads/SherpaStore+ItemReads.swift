import Foundation
import GRDB
import SherpaCore

extension SherpaStore {
  /// Items in manual order; archived ones only when asked.
  public func items(includeArchived: Bool = false) throws -> [Item] {
    try read { db in
      let filter = includeArchived ? "" : "WHERE archived = 0"
      return try Row.fetchAll(db, sql: "SELECT * FROM items \(filter) ORDER BY manual_order, id").map(Rows.item)
    }
  }

  public func item(id: Int64) throws -> Item? {
    try read { db in try Row.fetchOne(db, sql: "SELECT * FROM items WHERE id = ?", arguments: [id]).map(Rows.item) }
  }

  /// The active item with this name, case-insensitively.
  public func item(named name: String) throws -> Item? {
    try read { db in try StoreTransaction(db: db).item(named: name) }
  }

  public func groups() throws -> [ItemGroup] {
    try read { db in
      try Row.fetchAll(db, sql: "SELECT * FROM item_groups ORDER BY id").map {
        ItemGroup(id: $0["id"], name: $0["name"], required: $0["required"])
      }
    }
  }

  /// Every instance on `day`, with its increments.
  public func instances(day: LocalDay) throws -> [Instance] {
    try read { db in
      try Self.instances(db, sql: "SELECT * FROM instances WHERE day = ? ORDER BY item_id", [day.description])
    }
  }

  /// The item's instances from `from` to `to`, inclusive, oldest first.
  public func instances(itemID: Int64, from: LocalDay, to: LocalDay) throws -> [Instance] {
    try read { db in
      try Self.instances(
        db, sql: "SELECT * FROM instances WHERE item_id = ? AND day BETWEEN ? AND ? ORDER BY day",
        [itemID, from.description, to.description])
    }
  }

  /// Every instance from `from` to `to` (for streaks and stats); increments only when
  /// asked (they cost a second query over the range).
  public func instances(from: LocalDay, to: LocalDay, withIncrements: Bool = false) throws -> [Instance] {
    try read { db in
      let sql = "SELECT * FROM instances WHERE day BETWEEN ? AND ? ORDER BY day, item_id"
      let arguments: StatementArguments = [from.description, to.description]
      guard withIncrements else {
        return try Row.fetchAll(db, sql: sql, arguments: arguments).map { try Rows.instance($0) }
      }
      var increments: [Int64: [Increment]] = [:]
      for row in try Row.fetchAll(
        db,
        sql: """
          SELECT increments.* FROM increments JOIN instances ON instances.id = increments.instance_id
          WHERE instances.day BETWEEN ? AND ? ORDER BY increments.id
          """, arguments: arguments)
      {
        increments[row["instance_id"], default: []].append(try Rows.increment(row))
      }
      return try Row.fetchAll(db, sql: sql, arguments: arguments).map {
        try Rows.instance($0, increments: increments[$0["id"]] ?? [])
      }
    }
  }

  /// The last day before `day` on which the item reached its target.
  public func lastCompletion(itemID: Int64, before day: LocalDay) throws -> LocalDay? {
    try read { db in
      let text = try String.fetchOne(
        db,
        sql: """
          SELECT max(instances.day) FROM instances JOIN items ON items.id = instances.item_id
          WHERE item_id = ? AND day < ? AND progress >= target AND progress > 0
          """, arguments: [itemID, day.description])
      return text.flatMap { LocalDay($0) }
    }
  }

  static func instances(_ db: Database, sql: String, _ arguments: StatementArguments) throws -> [Instance] {
    let rows = try Row.fetchAll(db, sql: sql, arguments: arguments)
    guard !rows.isEmpty else { return [] }
    let ids = rows.map { $0["id"] as Int64 }
    var increments: [Int64: [Increment]] = [:]
    let marks = ids.map { _ in "?" }.joined(separator: ",")
    for row in try Row.fetchAll(
      db, sql: "SELECT * FROM increments WHERE instance_id IN (\(marks)) ORDER BY id",
      arguments: StatementArguments(ids))
    {
      increments[row["instance_id"], default: []].append(try Rows.increment(row))
    }
    return try rows.map { try Rows.instance($0, increments: increments[$0["id"]] ?? []) }
  }
}
