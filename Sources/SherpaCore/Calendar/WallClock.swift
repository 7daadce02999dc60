import Foundation

/// Reads the `--now` and `--tz` options exactly as CLI.md defines them: an IANA zone
/// (a leading `:` dropped), and an ISO 8601 instant that is either a local wall-clock
/// time in that zone or carries its own offset. A local time that does not exist in
/// the zone (a DST gap) is refused rather than silently moved.
public enum WallClock {
  /// Why a clock or zone option was refused.
  public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownZone(String)
    case unreadableInstant(String)
    case inDSTGap(String, zone: String)

    public var description: String {
      switch self {
      case .unknownZone(let name):
        return "unknown time zone \"\(name)\": use an IANA name such as Europe/London or America/New_York"
      case .unreadableInstant(let text):
        return "cannot read the time \"\(text)\": use ISO 8601, e.g. 2026-11-23T08:00:00 or 2026-11-23T08:00:00+01:00"
      case .inDSTGap(let text, let zone):
        return "\(text) does not exist in \(zone) (the clocks skip it for daylight saving): pick a time outside the gap"
      }
    }
  }

  /// The zone named `name` (IANA), with the leading `:` of a `TZ` value dropped.
  public static func zone(named name: String) throws(Problem) -> TimeZone {
    var trimmed = name.trimmingSpaces
    if trimmed.hasPrefix(":") { trimmed.removeFirst() }
    guard !trimmed.isEmpty, let zone = TimeZone(identifier: trimmed) else { throw .unknownZone(name) }
    // A zone that names itself back is a real one. Anything Foundation merely interprets
    // (an offset such as "GMT+5") must be on the known list, which is slow to build, so
    // it is consulted only then.
    if zone.identifier == trimmed || trimmed == "UTC" || trimmed == "GMT" { return zone }
    guard TimeZone.knownTimeZoneIdentifiers.contains(trimmed) else { throw .unknownZone(name) }
    return zone
  }

  /// Reads `text` (`2026-11-23T08:00`, `…T08:00:00`, `… 08:00`, `2026-11-23`, with an optional
  /// `Z` or `±HH:MM` offset) as an instant; without an offset it is a wall-clock time in `zone`.
  public static func instant(_ text: String, in zone: TimeZone) throws(Problem) -> Date {
    let trimmed = text.trimmingSpaces
    let scalars = Array(trimmed.unicodeScalars)
    guard scalars.count >= 10, let day = LocalDay(String(String.UnicodeScalarView(scalars[0..<10]))) else {
      throw .unreadableInstant(text)
    }
    var rest = String(String.UnicodeScalarView(scalars[10...]))
    var offsetSeconds: Int?
    if rest.hasSuffix("Z") || rest.hasSuffix("z") {
      offsetSeconds = 0
      rest.removeLast()
    } else if let signIndex = rest.lastIndex(where: { $0 == "+" || $0 == "-" }) {
      let offsetText = String(rest[rest.index(after: signIndex)...])
      guard
        let offset = LocalTime(
          offsetText.count == 4 ? String(offsetText.prefix(2)) + ":" + offsetText.suffix(2) : offsetText)
      else { throw .unreadableInstant(text) }
      offsetSeconds = (rest[signIndex] == "-" ? -1 : 1) * offset.minutes * 60
      rest = String(rest[..<signIndex])
    }
    var hour = 0
    var minute = 0
    var second = 0.0
    if !rest.isEmpty {
      guard rest.first == "T" || rest.first == "t" || rest.first == " " else { throw .unreadableInstant(text) }
      let fields = rest.dropFirst().split(separator: ":", omittingEmptySubsequences: false)
      guard (2...3).contains(fields.count), fields[0].count == 2, fields[1].count == 2,
        let h = Int(fields[0]), let m = Int(fields[1]), (0..<24).contains(h), (0..<60).contains(m)
      else { throw .unreadableInstant(text) }
      hour = h
      minute = m
      if fields.count == 3 {
        guard let s = Double(fields[2]), (0..<60).contains(s) else { throw .unreadableInstant(text) }
        second = s
      }
    }
    if let offsetSeconds {
      let utcMidnight = Double(day.ordinal) * 86_400
      let local = utcMidnight + Double(hour * 3600 + minute * 60) + second
      return Date(timeIntervalSince1970: local - Double(offsetSeconds))
    }
    let wall = Double(day.ordinal) * 86_400 + Double(hour * 3600 + minute * 60) + second
    guard let instant = fromWallClock(wall, in: zone) else { throw .inDSTGap(text, zone: zone.identifier) }
    return instant
  }

  /// The instant whose wall-clock reading in `zone` is `wall` (seconds since 1970 as if the
  /// zone were UTC): the earlier of two in the hour repeated in autumn, nil in the hour
  /// skipped in spring. From the zone's offsets alone, without building a calendar (ICU's
  /// calendar took half a millisecond of every start given `--now`).
  static func fromWallClock(_ wall: Double, in zone: TimeZone) -> Date? {
    // The offsets half a day either side cover any change of offset near `wall`.
    let offsets = [wall - 43_200, wall + 43_200].map { zone.secondsFromGMT(for: Date(timeIntervalSince1970: $0)) }
    return offsets.map { Date(timeIntervalSince1970: wall - Double($0)) }
      .filter { abs(Double(zone.secondsFromGMT(for: $0)) + $0.timeIntervalSince1970 - wall) < 0.001 }
      .min()
  }
}
