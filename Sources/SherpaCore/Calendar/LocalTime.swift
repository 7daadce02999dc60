/// A wall-clock time of day, minute precision, written `HH:MM`.
public struct LocalTime: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// Minutes since midnight, 0 ..< 1440.
  public let minutes: Int

  public init?(hour: Int, minute: Int) {
    guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
    minutes = hour * 60 + minute
  }

  /// Minutes since midnight, wrapped into one day.
  public init(minutesSinceMidnight: Int) {
    let wrapped = minutesSinceMidnight % 1440
    minutes = wrapped < 0 ? wrapped + 1440 : wrapped
  }

  /// Reads `H:MM` or `HH:MM`.
  public init?(_ text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      let hour = Int(parts[0]), let minute = Int(parts[1])
    else { return nil }
    self.init(hour: hour, minute: minute)
  }

  public var hour: Int { minutes / 60 }
  public var minute: Int { minutes % 60 }

  public var description: String {
    (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
  }

  public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool { lhs.minutes < rhs.minutes }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let time = LocalTime(text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an HH:MM time: \(text)")
    }
    self = time
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
