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

  private final class FullDisk: TransactionObserver {
    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
    func databaseDidChange(with event: DatabaseEvent) {}
    func databaseWillCommit() throws {
      throw DatabaseError(resultCode: .SQLITE_FULL, message: "database or disk is full")
    }
    func databaseDidCommit(_ db: Database) {}
    func databaseDidRollback(_ db: Database) {}
  }
}
