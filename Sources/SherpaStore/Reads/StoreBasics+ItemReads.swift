import Foundation
import GRDB
import SherpaCore

extension StoreBasics {
  public func item(id: Int64) throws -> Item? {
    try read { db in try ItemCache.item(id, db, kept: itemCache, version: itemsVersion(db)) }
  }

  /// The active item with this name, case-insensitively.
  public func item(named name: String) throws -> Item? {
    try read { db in try StoreTransaction(db: db).item(named: name) }
  }

  /// An instance's whole increment log, oldest first (other reads carry only the latest).
  public func increments(instanceID: Int64) throws -> [Increment] {
    try read { db in
      try db.fetchAll(
        columns: "SELECT amount, source, at FROM increments WHERE instance_id = ? ORDER BY id", arguments: [instanceID]
      ) { try Rows.increment($0, from: 0) }
    }
  }

  /// The must-do groups for the rules over `items` (`HabitLog`): none are read when no
  /// item is in a group, as in most stores, where every completion's day record read
  /// them for nothing.
  public func groups(of items: [Item]) throws -> [ItemGroup] {
    guard items.contains(where: { $0.groupID != nil }) else { return [] }
    return try groups()
  }

  public func groups() throws -> [ItemGroup] {
    try read { db in
      try db.fetchAll(columns: "SELECT id, name, required FROM item_groups ORDER BY id") {
        ItemGroup(id: $0.int64(0), name: $0.text(1), required: $0.int(2))
      }
    }
  }

  /// The item's progress on `day`, or nil when the day has no instance: one indexed read,
  /// for a turn that only asks whether an item is done (`instances(itemID:from:to:)`
  /// also reads each instance's latest increment).
  public func progress(itemID: Int64, on day: LocalDay) throws -> Double? {
    try read { db in
      try db.fetchOne(
        columns: "SELECT progress FROM instances WHERE item_id = ? AND day = ?",
        arguments: [itemID, day.description]
      ) { $0.double(0) }
    }
  }

  /// The item's instances from `from` to `to`, inclusive, oldest first.
  public func instances(itemID: Int64, from: LocalDay, to: LocalDay) throws -> [Instance] {
    try read { db in
      try Self.instancesWithLatest(
        db, where: "item_id = ? AND day BETWEEN ? AND ?", order: "day", [itemID, from.description, to.description])
    }
  }

  /// Every instance from `from` to `to` (for streaks and stats); increments only when
  /// asked (they cost a second query over the range).
  public func instances(from: LocalDay, to: LocalDay, withIncrements: Bool = false) throws -> [Instance] {
    try read { db in
      let sql = "SELECT \(Rows.instanceColumns) FROM instances WHERE day BETWEEN ? AND ? ORDER BY day, item_id"
      let arguments: StatementArguments = [from.description, to.description]
      guard withIncrements else {
        return try db.fetchAll(columns: sql, arguments: arguments, Rows.instance)
      }
      var increments: [Int64: [Increment]] = [:]
      let log = """
        SELECT instance_id, amount, source, increments.at FROM increments
        JOIN instances ON instances.id = increments.instance_id
        WHERE instances.day BETWEEN ? AND ? ORDER BY increments.id
        """
      for (instanceID, increment) in try db.fetchAll(
        columns: log, arguments: arguments,
        {
          (row: ColumnReader) in (row.int64(0), try Rows.increment(row, from: 1))
        })
      {
        increments[instanceID, default: []].append(increment)
      }
      return try db.fetchAll(columns: sql, arguments: arguments) { row in
        var instance = try Rows.instance(row)
        instance.increments = increments[instance.id] ?? []
        return instance
      }
    }
  }

  /// Every instance from `from` to `to`, each with its latest increment (the time it was
  /// last logged, which the hour-of-day profile reads): one index probe per instance.
  public func instancesWithLatest(from: LocalDay, to: LocalDay) throws -> [Instance] {
    try read { db in
      try Self.instancesWithLatest(
        db, where: "day BETWEEN ? AND ?", order: "day, item_id", [from.description, to.description])
    }
  }

  /// The last day before `day` on which the item reached its target.
  public func lastCompletion(itemID: Int64, before day: LocalDay) throws -> LocalDay? {
    try read { db in
      let text = try String.fetchOne(
        cached: db,
        sql: """
          SELECT max(instances.day) FROM instances JOIN items ON items.id = instances.item_id
          WHERE item_id = ? AND day < ? AND progress >= target AND progress > 0
          """, arguments: [itemID, day.description])
      return text.flatMap { LocalDay($0) }
    }
  }

  /// The instances `condition` picks (on the instances table's own columns), each with
  /// its latest increment, in `order`: one statement, one index probe per instance for the
  /// newest increment id (a GROUP BY would walk every increment, and a habit logged all
  /// day long has thousands).
  static func instancesWithLatest(
    _ db: Database, where condition: String, order: String, _ arguments: StatementArguments
  ) throws -> [Instance] {
    let sql = """
      SELECT \(Rows.qualifiedInstanceColumns), increments.amount, increments.source, increments.at FROM instances
      LEFT JOIN increments ON increments.id = (SELECT max(id) FROM increments WHERE instance_id = instances.id)
      WHERE \(condition) ORDER BY \(order)
      """
    return try db.fetchAll(columns: sql, arguments: arguments, Rows.instanceWithLatest)
  }

  /// The instances `sql` selects (`instanceColumns`), each with its whole increment log
  /// (export; the rules read only the latest, `instancesWithLatest`). The ids go in as one
  /// JSON array: one fixed statement for any number of them and no cap on bound variables.
  static func instancesWithAllIncrements(
    _ db: Database, sql: String, _ arguments: StatementArguments
  ) throws -> [Instance] {
    var instances = try db.fetchAll(columns: sql, arguments: arguments, Rows.instance)
    guard !instances.isEmpty else { return [] }
    var increments: [Int64: [Increment]] = [:]
    let ids = "[" + instances.map { String($0.id) }.joined(separator: ",") + "]"
    let all =
      "SELECT instance_id, amount, source, at FROM increments WHERE instance_id IN (SELECT value FROM json_each(?)) ORDER BY id"
    for (instanceID, increment) in try db.fetchAll(
      columns: all, arguments: [ids],
      { row in
        (row.int64(0), try Rows.increment(row, from: 1))
      })
    {
      increments[instanceID, default: []].append(increment)
    }
    for index in instances.indices { instances[index].increments = increments[instances[index].id] ?? [] }
    return instances
  }
}
