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

  public init(
    trace: Trace = .off, injectDiskFull: Bool = false, wallClock: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.trace = trace
    self.injectDiskFull = injectDiskFull
    self.wallClock = wallClock
  }
}
