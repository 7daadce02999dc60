import Foundation
import GRDB

extension SherpaStore {
  /// The identifiers of the store's migrations, in order.
  @_spi(Testing) public static var migrationIdentifiers: [String] { Schema.migrator.migrations }

  /// Writes a new store file as an older build left it: the migrations up to
  /// `identifier` only, in WAL mode, then `sql` (its records, in that version's columns).
  /// For tests of what an upgrade keeps, and of a kill in the middle of one.
  @_spi(Testing) public static func writeOldStore(at url: URL, upTo identifier: String, then sql: String) throws {
    let queue = try DatabaseQueue(
      path: url.path, configuration: StoreOpener.configuration(readOnly: false, newFile: true))
    try Schema.migrator.migrate(queue, upTo: identifier)
    try queue.write { db in try db.execute(sql: sql) }
    try queue.close()
  }
}
