import Foundation
import GRDB
import SherpaCore

extension StoreBasics {
  /// XP events whose day lies from `from` to `to`, inclusive, oldest first.
  public func xpEvents(from: LocalDay, to: LocalDay) throws -> [XPEvent] {
    try read { db in
      try Row.fetchAll(
        cached: db, sql: "SELECT * FROM xp_events WHERE day BETWEEN ? AND ? ORDER BY day, id",
        arguments: [from.description, to.description]
      ).map(Rows.xpEvent)
    }
  }

  /// The XP earned from `from` to `to`, summed where it is stored.
  public func xpSum(from: LocalDay, to: LocalDay) throws -> Int {
    try read { db in
      let sql = "SELECT coalesce(sum(amount), 0) FROM xp_events WHERE day BETWEEN ? AND ?"
      return Int(try db.fetchInt64(columns: sql, arguments: [from.description, to.description]) ?? 0)
    }
  }

  /// The sum of every XP event.
  public func totalXP() throws -> Int {
    try read { db in
      try Int.fetchOne(cached: db, sql: "SELECT coalesce(sum(amount), 0) FROM xp_events") ?? 0
    }
  }

  public func dayRecords(from: LocalDay, to: LocalDay) throws -> [DayRecord] {
    try read { db in
      try db.fetchAll(
        columns: "SELECT \(Rows.dayRecordColumns) FROM day_records WHERE day BETWEEN ? AND ? ORDER BY day",
        arguments: [from.description, to.description], Rows.dayRecord)
    }
  }
}
