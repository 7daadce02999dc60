import Foundation
import SherpaCore
import Testing

@testable import SherpaStore

/// Instants as stored: UTC text with milliseconds, read back exactly, anything else refused.
struct InstantTests {
  @Test(arguments: [0.0, 1_795_000_000.123, 951_782_400.999, -86_400.5, 4_102_444_799.0])
  func aStoredInstantReadsBackExactly(_ seconds: Double) throws {
    let date = Date(timeIntervalSince1970: seconds)
    let text = Instant.text(date)
    let back = try #require(Instant.date(text), "\(text)")
    #expect(abs(back.timeIntervalSince1970 - seconds) < 0.0005, "\(text)")
    #expect(Instant.text(back) == text)
  }

  @Test func theLeapDayAndTheLastMillisecondOfAYear() {
    #expect(Instant.date("2028-02-29T23:59:59.999Z")?.timeIntervalSince1970 == 1_835_481_599.999)
    #expect(Instant.text(Date(timeIntervalSince1970: 1_798_761_599.999)) == "2026-12-31T23:59:59.999Z")
  }

  /// The text is the ISO form Foundation writes for the same instant in UTC, over
  /// seeded random instants from 1900 to 2100 (midnights and the last millisecond of a
  /// day included).
  @Test func theTextIsFoundationsISOFormInUTC() throws {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    var random = SeededRandom(seed: 23)
    var millis: [Int64] = [0, -1, 86_399_999, -2_208_988_800_000, 4_102_444_799_999]
    for _ in 0..<5_000 { millis.append(Int64.random(in: -2_208_988_800_000...4_102_444_799_999, using: &random)) }
    for value in millis {
      let date = Date(timeIntervalSince1970: Double(value) / 1000)
      #expect(Instant.text(date) == formatter.string(from: date), "\(value)")
    }
  }

  @Test(arguments: [
    "", "2026-11-23", "2026-11-23T08:00:00Z", "2026-11-23T08:00:00.000", "2026-11-23 08:00:00.000Z",
    "2026-11-23T08-00-00.000Z", "2026-11-23T08:00:00,000Z", "2026-13-01T08:00:00.000Z", "2026-02-30T08:00:00.000Z",
    "2026-11-23T0a:00:00.000Z", "2026-11-23T08:00:00.000Z ", "２026-11-23T08:00:00.000Z",
  ])
  func anythingElseIsRefused(_ text: String) {
    #expect(Instant.date(text) == nil, "\(text)")
  }
}
