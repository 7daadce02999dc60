import Foundation
import GRDB

extension StoreBasics {
  /// SQLite's full `PRAGMA integrity_check`: `["ok"]` for a sound file, else what is wrong.
  public func integrityCheck() throws -> [String] {
    try read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
  }
}
