import Foundation
import GRDB

/// A full disk on demand (`StoreOptions.injectDiskFull`), for tests of what a person sees
/// when the store cannot be written: every write transaction of a writable connection
/// fails at commit with SQLite's "database or disk is full" and is rolled back, as on a
/// disk with no space left.
enum InjectedFault {
  /// Adds the fault to a writable connection.
  static func prepare(_ db: Database) {
    guard !db.configuration.readonly else { return }
    db.add(transactionObserver: FullDisk(db), extent: .databaseLifetime)
  }

  /// Fails the commit of a transaction that changed something; one that only read
  /// commits as on a full disk, where reading still works. Changes are told by SQLite's
  /// count of changed rows (the store steps its row writes itself, past GRDB's events).
  private final class FullDisk: TransactionObserver {
    private unowned let db: Database
    private var committed: Int

    init(_ db: Database) {
      self.db = db
      committed = db.totalChangesCount
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { false }
    func databaseDidChange(with event: DatabaseEvent) {}
    func databaseWillCommit() throws {
      guard db.totalChangesCount != committed else { return }
      throw DatabaseError(resultCode: .SQLITE_FULL, message: "database or disk is full")
    }
    func databaseDidCommit(_ db: Database) { committed = db.totalChangesCount }
    func databaseDidRollback(_ db: Database) { committed = db.totalChangesCount }
  }
}
