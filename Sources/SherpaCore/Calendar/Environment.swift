import Foundation

/// Everything the domain may know about the world: the frozen or live wall clock,
/// the user's time zone and a Monday-first Gregorian calendar, how to wait, and a
/// seeded source of chance. Built once at the edge (`sherpa/`); nothing else calls
/// `Date()`, `TimeZone.current` or a real sleep, so tests and replay are exact.
public struct Environment: Sendable {
  public var now: @Sendable () -> Date
  public var timeZone: TimeZone
  public var calendar: Calendar
  public var sleep: @Sendable (Duration) async throws -> Void
  public var random: SeededRandom

  public init(
    now: @escaping @Sendable () -> Date,
    timeZone: TimeZone,
    sleep: @escaping @Sendable (Duration) async throws -> Void,
    random: SeededRandom
  ) {
    self.now = now
    self.timeZone = timeZone
    self.calendar = Environment.calendar(in: timeZone)
    self.sleep = sleep
    self.random = random
  }

  /// A frozen clock at `instant` that never really waits: for tests and replay.
  public static func fixed(_ instant: Date, timeZone: TimeZone, seed: UInt64 = 42) -> Environment {
    Environment(now: { instant }, timeZone: timeZone, sleep: { _ in }, random: SeededRandom(seed: seed))
  }

  /// The same environment with the wall clock moved to `instant` (the `@now` line).
  public func frozen(at instant: Date) -> Environment {
    var copy = self
    copy.now = { instant }
    return copy
  }

  /// Today in the user's zone.
  public var today: LocalDay { LocalDay(containing: now(), in: calendar) }

  /// The wall-clock time now in the user's zone.
  public var timeOfDay: LocalTime {
    let parts = calendar.dateComponents([.hour, .minute], from: now())
    return LocalTime(hour: parts.hour ?? 0, minute: parts.minute ?? 0) ?? LocalTime(minutesSinceMidnight: 0)
  }

  /// A Gregorian calendar, weeks starting on Monday, in `timeZone`.
  public static func calendar(in timeZone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.firstWeekday = 2
    calendar.minimumDaysInFirstWeek = 4
    calendar.locale = Locale(identifier: "en_US_POSIX")
    return calendar
  }
}
