/// A repeat rule with RFC 5545 semantics and Monday as the week start. The engine
/// (occurrences, membership, summaries) lives in extensions beside this file.
///
/// JSON keys follow CLI.md: `freq`, `interval`, `by_weekdays` (1 = Mon … 7 = Sun),
/// `by_month_days` (1…31, -1 = last day), `by_nth_weekday` (n = 1…5, -1, -2),
/// `after_completion`, `end`.
public struct Recurrence: Sendable, Hashable, Codable {
  public enum Frequency: String, Sendable, Hashable, Codable, CaseIterable {
    case none, daily, weekly, monthly
  }

  public var freq: Frequency
  public var interval: Int
  public var byWeekdays: [Int]
  public var byMonthDays: [Int]
  public var byNthWeekday: [NthWeekday]
  public var afterCompletion: Bool
  public var end: RecurrenceEnd

  public init(
    freq: Frequency, interval: Int = 1, byWeekdays: [Int] = [], byMonthDays: [Int] = [],
    byNthWeekday: [NthWeekday] = [], afterCompletion: Bool = false, end: RecurrenceEnd = .never
  ) {
    self.freq = freq
    self.interval = interval
    self.byWeekdays = byWeekdays
    self.byMonthDays = byMonthDays
    self.byNthWeekday = byNthWeekday
    self.afterCompletion = afterCompletion
    self.end = end
  }

  /// Does not repeat (a task's default).
  public static let once = Recurrence(freq: .none)
  /// Every day (a habit's default).
  public static let daily = Recurrence(freq: .daily)

  enum CodingKeys: String, CodingKey {
    case freq, interval, end
    case byWeekdays = "by_weekdays"
    case byMonthDays = "by_month_days"
    case byNthWeekday = "by_nth_weekday"
    case afterCompletion = "after_completion"
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    freq = try c.decode(Frequency.self, forKey: .freq)
    interval = try c.decodeIfPresent(Int.self, forKey: .interval) ?? 1
    byWeekdays = try c.decodeIfPresent([Int].self, forKey: .byWeekdays) ?? []
    byMonthDays = try c.decodeIfPresent([Int].self, forKey: .byMonthDays) ?? []
    byNthWeekday = try c.decodeIfPresent([NthWeekday].self, forKey: .byNthWeekday) ?? []
    afterCompletion = try c.decodeIfPresent(Bool.self, forKey: .afterCompletion) ?? false
    end = try c.decodeIfPresent(RecurrenceEnd.self, forKey: .end) ?? .never
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(freq, forKey: .freq)
    try c.encode(interval, forKey: .interval)
    if !byWeekdays.isEmpty { try c.encode(byWeekdays, forKey: .byWeekdays) }
    if !byMonthDays.isEmpty { try c.encode(byMonthDays, forKey: .byMonthDays) }
    if !byNthWeekday.isEmpty { try c.encode(byNthWeekday, forKey: .byNthWeekday) }
    if afterCompletion { try c.encode(afterCompletion, forKey: .afterCompletion) }
    try c.encode(end, forKey: .end)
  }
}

/// "The 3rd Friday" (n = 3, weekday = 5), "the last Friday" (n = -1).
public struct NthWeekday: Sendable, Hashable, Codable {
  public var n: Int
  public var weekday: Int
  public init(n: Int, weekday: Int) {
    self.n = n
    self.weekday = weekday
  }
}

/// When a rule stops: never, on a date (inclusive) or after a number of occurrences.
public enum RecurrenceEnd: Sendable, Hashable, Codable {
  case never
  case onDate(LocalDay)
  case afterCount(Int)

  enum CodingKeys: String, CodingKey { case type, date, count }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    switch try c.decode(String.self, forKey: .type) {
    case "never": self = .never
    case "on_date": self = .onDate(try c.decode(LocalDay.self, forKey: .date))
    case "after_count": self = .afterCount(try c.decode(Int.self, forKey: .count))
    case let other:
      throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "unknown end type \(other)")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .never: try c.encode("never", forKey: .type)
    case .onDate(let day):
      try c.encode("on_date", forKey: .type)
      try c.encode(day, forKey: .date)
    case .afterCount(let count):
      try c.encode("after_count", forKey: .type)
      try c.encode(count, forKey: .count)
    }
  }
}
