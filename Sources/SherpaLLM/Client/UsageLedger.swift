import SherpaCore

/// Messages and tokens spent on one local day.
public struct DailyUsage: Sendable, Equatable {
  public var messages: Int
  public var tokens: Int

  public init(messages: Int = 0, tokens: Int = 0) {
    self.messages = messages
    self.tokens = tokens
  }
}

/// Counts what the LLM cost per local day, so the daily budget holds across processes
/// (the store-backed one) or within one (the in-memory one).
public protocol UsageLedger: Sendable {
  func usage(on day: LocalDay) async throws -> DailyUsage
  func record(messages: Int, tokens: Int, on day: LocalDay) async throws
  /// The sum over `first...last`, for `/usage` (the day and the month).
  func usage(from first: LocalDay, through last: LocalDay) async throws -> DailyUsage
}

extension UsageLedger {
  public func usage(from first: LocalDay, through last: LocalDay) async throws -> DailyUsage {
    var total = DailyUsage()
    var day = first
    while day <= last {
      let spent = try await usage(on: day)
      total.messages += spent.messages
      total.tokens += spent.tokens
      day = day.adding(days: 1)
    }
    return total
  }
}

/// A ledger in memory, for one process and for tests.
public actor InMemoryUsageLedger: UsageLedger {
  private var days: [LocalDay: DailyUsage] = [:]

  public init(_ days: [LocalDay: DailyUsage] = [:]) { self.days = days }

  public func usage(on day: LocalDay) async throws -> DailyUsage { days[day] ?? DailyUsage() }

  public func record(messages: Int, tokens: Int, on day: LocalDay) async throws {
    var usage = days[day] ?? DailyUsage()
    usage.messages += messages
    usage.tokens += tokens
    days[day] = usage
  }
}
