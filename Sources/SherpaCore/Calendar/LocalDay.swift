import Foundation

/// A calendar day in the user's time zone, never a `Date` at midnight.
///
/// Stored as the number of days since 1970-01-01 (proleptic Gregorian), so adding
/// days, comparing and finding the weekday are integer arithmetic: a DST change can
/// never shift or duplicate a day. Written as `YYYY-MM-DD` in JSON and SQLite.
public struct LocalDay: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// Days since 1970-01-01.
  public let ordinal: Int

  public init(ordinal: Int) { self.ordinal = ordinal }

  /// A day from its parts; `nil` when the date does not exist (30 February).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...12).contains(month), day >= 1, day <= LocalDay.daysIn(month: month, year: year) else {
      return nil
    }
    self.ordinal = LocalDay.ordinal(year: year, month: month, day: day)
  }

  /// Reads `YYYY-MM-DD` strictly.
  public init?(_ text: String) {
    var text = text
    guard let day = text.withUTF8({ LocalDay(utf8: $0) }) else { return nil }
    self = day
  }

  /// Reads `YYYY-MM-DD` strictly from its UTF-8 bytes (a column SQLite hands over).
  public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count == 10, bytes[4] == 0x2D, bytes[7] == 0x2D else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        let byte = bytes[index]
        guard byte >= 0x30, byte <= 0x39 else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The local day that contains `instant` in `calendar`'s time zone.
  public init(containing instant: Date, in calendar: Calendar) {
    // In a Gregorian calendar the day is the zone's wall-clock seconds divided by a day:
    // one offset lookup instead of a calendar's field decomposition, several times a turn.
    if calendar.identifier == .gregorian, let ordinal = LocalDay.ordinal(containing: instant, in: calendar.timeZone) {
      self.ordinal = ordinal
      return
    }
    let parts = calendar.dateComponents([.year, .month, .day], from: instant)
    self.ordinal = LocalDay.ordinal(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
  }

  /// The local day that contains `instant` in `zone` (Gregorian).
  public init(containing instant: Date, in zone: TimeZone) {
    if let ordinal = LocalDay.ordinal(containing: instant, in: zone) {
      self.init(ordinal: ordinal)
    } else {
      self.init(containing: instant, in: Environment.calendar(in: zone))
    }
  }

  /// The day's ordinal from the zone's wall-clock seconds, for years 1900 to 9999.
  private static func ordinal(containing instant: Date, in zone: TimeZone) -> Int? {
    let seconds = instant.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: instant))
    guard seconds >= -2_208_988_800 && seconds < 253_402_300_800 else { return nil }
    return Int((seconds / 86_400).rounded(.down))
  }

  public var year: Int { civil.year }
  public var month: Int { civil.month }
  public var day: Int { civil.day }

  /// ISO weekday: 1 = Monday … 7 = Sunday.
  public var weekday: Int {
    // 1970-01-01 was a Thursday (4).
    let offset = (ordinal + 3) % 7
    return (offset < 0 ? offset + 7 : offset) + 1
  }

  /// The Monday that starts this day's week (weeks start on Monday).
  public var startOfWeek: LocalDay { adding(days: -(weekday - 1)) }

  /// The first day of this day's month.
  public var startOfMonth: LocalDay { LocalDay(ordinal: ordinal - (day - 1)) }

  /// The number of days in this day's month.
  public var daysInMonth: Int { LocalDay.daysIn(month: month, year: year) }

  public func adding(days: Int) -> LocalDay { LocalDay(ordinal: ordinal + days) }

  /// The same day of the month `months` later, clamped to the month's last day.
  public func adding(months: Int) -> LocalDay {
    let total = year * 12 + (month - 1) + months
    let newYear = total >= 0 ? total / 12 : (total - 11) / 12
    let newMonth = total - newYear * 12 + 1
    let newDay = min(day, LocalDay.daysIn(month: newMonth, year: newYear))
    return LocalDay(ordinal: LocalDay.ordinal(year: newYear, month: newMonth, day: newDay))
  }

  /// Whole days from `self` to `other` (positive when `other` is later).
  public func days(until other: LocalDay) -> Int { other.ordinal - ordinal }

  /// The instant this day starts in `calendar`'s zone (the first existing minute on a DST day).
  public func start(in calendar: Calendar) -> Date {
    let parts = DateComponents(year: year, month: month, day: day, hour: 0, minute: 0)
    if let date = calendar.date(from: parts) { return date }
    return Date(timeIntervalSince1970: TimeInterval(ordinal) * 86_400)
  }

  /// `YYYY-MM-DD`. Written digit by digit into one small string: it goes into nearly
  /// every statement the store runs.
  public var description: String {
    let parts = civil
    guard (0...9999).contains(parts.year) else {
      return LocalDay.pad(parts.year, 4) + "-" + LocalDay.pad(parts.month, 2) + "-" + LocalDay.pad(parts.day, 2)
    }
    return String(unsafeUninitializedCapacity: 10) { bytes in
      func put(_ value: Int, at index: Int) { bytes[index] = UInt8(ascii: "0") + UInt8(value % 10) }
      put(parts.year / 1000, at: 0)
      put(parts.year / 100, at: 1)
      put(parts.year / 10, at: 2)
      put(parts.year, at: 3)
      bytes[4] = UInt8(ascii: "-")
      put(parts.month / 10, at: 5)
      put(parts.month, at: 6)
      bytes[7] = UInt8(ascii: "-")
      put(parts.day / 10, at: 8)
      put(parts.day, at: 9)
      return 10
    }
  }

  public static func < (lhs: LocalDay, rhs: LocalDay) -> Bool { lhs.ordinal < rhs.ordinal }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let day = LocalDay(text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a YYYY-MM-DD date: \(text)")
    }
    self = day
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  // MARK: - Civil calendar arithmetic (H. Hinnant's days_from_civil / civil_from_days)

  public static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  static func ordinal(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = (month + 9) % 12
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// Year, month and day in one computation.
  var civil: (year: Int, month: Int, day: Int) {
    let z = ordinal + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
  }
}
