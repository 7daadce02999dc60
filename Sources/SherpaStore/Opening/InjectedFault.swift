import Foundation
import GRDB

/// A full disk on demand, for tests of what a person sees when the store cannot be
/// written: with `SHERPA_INJECT_DISK_FULL=1` every write transaction of a writable
/// connection fails at commit with SQLite's "database or disk is full" and is rolled
/// back, as on a disk with no space left.
enum InjectedFault {
  static let diskFull = ProcessInfo.processInfo.environment["SHERPA_INJECT_DISK_FULL"] == "1"

  /// Adds the fault to a writable connection when it is asked for.
  static func prepare(_ db: Database) {
    guard diskFull, !db.configuration.readonly else { return }
    db.add(transactionObserver: FullDisk(), extent: .databaseLifetime)
  }

  /// Fails the commit of a transaction that changed something; one that only read
  /// commits as on a full disk, where reading still works.
  private final class FullDisk: TransactionObserver {
    private var changed = false
    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
    func databaseDidChange(with event: DatabaseEvent) { changed = true }
    func databaseWillCommit() throws {
      guard changed else { return }
      throw DatabaseError(resultCode: .SQLITE_FULL, message: "database or disk is full")
    }
    func databaseDidCommit(_ db: Database) { changed = false }
    func databaseDidRollback(_ db: Database) { changed = false }
  }
}
