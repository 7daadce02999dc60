import Foundation
import GRDB
import SherpaCore

/// Writes an export into the store inside one transaction. Without merge the store
/// must be empty and every id is kept; with merge, ids the store already uses are
/// renumbered and every reference follows them.
struct StoreImporter {
  let db: Database
  let merge: Bool
  var report = ImportReport()
  private var maps: [String: [Int64: Int64]] = [:]
  private var next: [String: Int64] = [:]

  init(db: Database, merge: Bool) {
    self.db = db
    self.merge = merge
  }

  /// The id a record gets: its own, or when taken (merge), the next free one.
  mutating func assign(_ table: String, _ id: Int64, letter: PublicID?, claimed: [Int64]) throws -> Int64 {
    if maps[table]?[id] != nil {
      throw StoreError.invalid("The file holds \(letter?.format(id) ?? "\(table) \(id)") twice.")
    }
    let taken = try Bool.fetchOne(cached: db, sql: "SELECT 1 FROM \(table) WHERE id = ?", arguments: [id]) != nil
    guard taken else {
      maps[table, default: [:]][id] = id
      return id
    }
    guard merge else { throw StoreError.notEmpty }
    if next[table] == nil {
      let stored = try Int64.fetchOne(cached: db, sql: "SELECT max(id) FROM \(table)") ?? 0
      next[table] = max(stored, claimed.max() ?? 0) + 1
    }
    let fresh = next[table] ?? id
    next[table] = fresh + 1
    maps[table, default: [:]][id] = fresh
    if let letter { report.renumbered[letter.format(id)] = letter.format(fresh) }
    return fresh
  }

  func mapped(_ table: String, _ id: Int64) -> Int64 { maps[table]?[id] ?? id }

  func parse(_ text: String, _ letter: PublicID) throws -> Int64 {
    guard let id = letter.parse(text) else { throw StoreError.badImport("\(text) is not a \(letter.rawValue) id") }
    return id
  }

  func mappedRef(_ ref: String) -> String {
    if let id = PublicID.instance.parse(ref) { return PublicID.instance.format(mapped("instances", id)) }
    let parts = ref.split(separator: "@", maxSplits: 1)
    if parts.count == 2, let id = PublicID.item.parse(String(parts[0])) {
      return PublicID.item.format(mapped("items", id)) + "@" + parts[1]
    }
    return ref
  }

  mutating func count(_ key: String) { report.added[key, default: 0] += 1 }

  /// Inserts a keyed row unless the key exists (merge keeps the store's).
  mutating func insertKeyed(_ table: String, key: String, sql: String, arguments: StatementArguments) throws {
    let keyColumn = table == "league_standings" ? "week_start" : (table == "achievements" ? "key" : "day")
    if try Bool.fetchOne(cached: db, sql: "SELECT 1 FROM \(table) WHERE \(keyColumn) = ?", arguments: [key]) != nil {
      guard merge else { throw StoreError.notEmpty }
      report.kept.append("\(table) \(key)")
      return
    }
    try db.execute(cached: sql, arguments: arguments)
    count(table)
  }
}
