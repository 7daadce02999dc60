import Foundation
import Synchronization

/// Everything the domain may know about the world: the frozen or live wall clock,
/// the user's time zone and a Monday-first Gregorian calendar, how to wait, and a
/// seeded source of chance. Built once at the edge (`sherpa/`); nothing else calls
/// `Date()`, `TimeZone.current` or a real sleep, so tests and replay are exact.
public struct Environment: Sendable {
  public var now: @Sendable () -> Date
  public var timeZone: TimeZone { didSet { calendars = Calendars(timeZone) } }
  /// Built the first time it is asked for: ICU's calendar costs a start a fifth of a
  /// millisecond, and today and the time of day need only the zone's offset.
  public var calendar: Calendar { calendars.calendar }
  private var calendars: Calendars
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
    self.calendars = Calendars(timeZone)
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
  public var today: LocalDay { LocalDay(containing: now(), in: timeZone) }

  /// The wall-clock time now in the user's zone.
  public var timeOfDay: LocalTime {
    let instant = now()
    let seconds = instant.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: instant))
    return LocalTime(minutesSinceMidnight: Int((seconds / 60).rounded(.down)))
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

/// The environment's calendar, made once when first asked for (the environment is a value
/// copied freely; its copies share the one calendar of their zone).
private final class Calendars: Sendable {
  let zone: TimeZone
  private let made = Mutex<Calendar?>(nil)

  init(_ zone: TimeZone) { self.zone = zone }

  var calendar: Calendar {
    made.withLock { made in
      if let made { return made }
      let calendar = Environment.calendar(in: zone)
      made = calendar
      return calendar
    }
  }
}
