import GRDB
import SherpaCore

extension StoreBasics {
  /// Records evaluated days in one transaction outside any turn: a catch-up of past days
  /// is bookkeeping, and "undo" must never take it back instead of the person's change.
  public func recordDays(_ records: [DayRecord]) throws {
    guard !records.isEmpty else { return }
    try writeOutsideTurns { db in
      let transaction = StoreTransaction(db: db)
      for record in records { try transaction.recordDay(record) }
    }
  }

  /// Records closed league weeks outside any turn (a season rollover happens once).
  public func recordStandings(_ standings: [StoredStanding]) throws {
    guard !standings.isEmpty else { return }
    try writeOutsideTurns { db in
      let transaction = StoreTransaction(db: db)
      for standing in standings { try transaction.recordStanding(standing) }
    }
  }
}
