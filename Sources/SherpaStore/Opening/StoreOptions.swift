import Foundation

/// How a store is opened beyond its path and mode: what the executable resolves from its
/// environment (`Launch`) and passes in. The store itself reads no environment.
public struct StoreOptions: Sendable {
  /// SQL statements written to standard error as they run, for a person chasing a slow turn.
  public enum Trace: Sendable, Equatable {
    case off
    /// Every statement.
    case statements
    /// Every statement with the time it took.
    case profile
  }

  public var trace: Trace
  /// Every write transaction fails at commit as on a full disk, and is rolled back: for
  /// tests of what a person sees when the store cannot be written.
  public var injectDiskFull: Bool
  /// The machine's clock (never a frozen `--now`): the integrity check runs once a day.
  public var wallClock: @Sendable () -> Date
  /// Pages read through a mapping of the file (`StoreOpener.mappedBytes`), for a command
  /// that opens, reads and exits. A session of many writing turns keeps its pages in
  /// SQLite's own cache instead: with a map, every page it reads first looks itself up
  /// in the WAL's index (`sqlite3WalFindFrame`, 3% of a logging turn), and pages its
  /// cache already holds are read again (Benchmarks/RESULTS.md).
  public var mapsFile: Bool

  public init(
    trace: Trace = .off, injectDiskFull: Bool = false, wallClock: @escaping @Sendable () -> Date = { Date() },
    mapsFile: Bool = true
  ) {
    self.trace = trace
    self.mapsFile = mapsFile
    self.injectDiskFull = injectDiskFull
    self.wallClock = wallClock
  }
}
