import Foundation
import GRDB
import SherpaCore

extension SherpaStore {
  public func item(id: Int64) throws -> Item? {
    try read { db in
      try db.fetchOne(columns: "SELECT \(Rows.itemSelect) FROM items WHERE id = ?", arguments: [id], Rows.item)
    }
  }

  /// The active item with this name, case-insensitively.
  public func item(named name: String) throws -> Item? {
    try read { db in try StoreTransaction(db: db).item(named: name) }
  }

  /// An instance's whole increment log, oldest first (other reads carry only the latest).
  public func increments(instanceID: Int64) throws -> [Increment] {
    try read { db in
      try Row.fetchAll(
        cached: db, sql: "SELECT * FROM increments WHERE instance_id = ? ORDER BY id", arguments: [instanceID]
      ).map(Rows.increment)
    }
  }

  public func groups() throws -> [ItemGroup] {
    try read { db in
      try Row.fetchAll(cached: db, sql: "SELECT * FROM item_groups ORDER BY id").map {
        ItemGroup(id: $0["id"], name: $0["name"], required: $0["required"])
      }
    }
  }

  /// Every instance on `day`, with its increments.
  public func instances(day: LocalDay) throws -> [Instance] {
    try read { db in
      try Self.instancesWithLatest(db, where: "day = ?", order: "item_id", [day.description])
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
      for row in try Row.fetchAll(
        cached: db,
        sql: """
          SELECT increments.* FROM increments JOIN instances ON instances.id = increments.instance_id
          WHERE instances.day BETWEEN ? AND ? ORDER BY increments.id
          """, arguments: arguments)
      {
        increments[row["instance_id"], default: []].append(try Rows.increment(row))
      }
      return try db.fetchAll(columns: sql, arguments: arguments) { row in
        var instance = try Rows.instance(row)
        instance.increments = increments[instance.id] ?? []
        return instance
      }
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

  /// How much of each instance's increment log a read brings back: the rules only read
  /// the time of the latest, and a habit logged hundreds of times a day must not cost
  /// hundreds of rows on every turn; export takes the whole log.
  enum IncrementLog { case latest, all }

  /// The instances `condition` picks (on the instances table's own columns), each with
  /// its latest increment, in `order`: one statement, one index probe per instance for the
  /// newest increment id (a GROUP BY would walk every increment, and a habit logged all
  /// day long has thousands).
  static func instancesWithLatest(
    _ db: Database, where condition: String, order: String, _ arguments: StatementArguments
  ) throws -> [Instance] {
    let columns = Rows.instanceColumns.split(separator: ", ").map { "instances.\($0)" }.joined(separator: ", ")
    let sql = """
      SELECT \(columns), increments.amount, increments.source, increments.at FROM instances
      LEFT JOIN increments ON increments.id = (SELECT max(id) FROM increments WHERE instance_id = instances.id)
      WHERE \(condition) ORDER BY \(order)
      """
    return try db.fetchAll(columns: sql, arguments: arguments, Rows.instanceWithLatest)
  }

  static func instances(
    _ db: Database, sql: String, _ arguments: StatementArguments, increments log: IncrementLog = .latest
  ) throws -> [Instance] {
    var instances = try db.fetchAll(columns: sql, arguments: arguments, Rows.instance)
    guard !instances.isEmpty else { return [] }
    var increments: [Int64: [Increment]] = [:]
    // The ids go in as one JSON array: one fixed statement for any number of them (the
    // statement cache keeps it compiled) and no cap on bound variables.
    let ids = "[" + instances.map { String($0.id) }.joined(separator: ",") + "]"
    let sql =
      switch log {
      case .all:
        "SELECT \(Rows.incrementColumns) FROM increments WHERE instance_id IN (SELECT value FROM json_each(?)) ORDER BY id"
      case .latest:
        // One index probe per instance (the newest id under its instance_id): a GROUP BY
        // would walk every increment, and a habit logged all day long has thousands.
        """
        SELECT \(Rows.incrementColumns.split(separator: ", ").map { "increments.\($0)" }.joined(separator: ", "))
        FROM json_each(?) AS wanted
        JOIN increments ON increments.id = (SELECT max(id) FROM increments WHERE instance_id = wanted.value)
        ORDER BY increments.id
        """
      }
    for (instanceID, increment) in try db.fetchAll(columns: sql, arguments: [ids], Rows.incrementOfInstance) {
      increments[instanceID, default: []].append(increment)
    }
    for index in instances.indices { instances[index].increments = increments[instances[index].id] ?? [] }
    return instances
  }
}
