import Foundation
import SherpaCore
import SherpaStore

/// The VTIMEZONE of the user's zone, from the system's zone data: one STANDARD or
/// DAYLIGHT observance per transition over the years the calendar covers (so a calendar
/// that does not know the IANA name still places every event at the right instant), or
/// a single STANDARD observance for a zone without transitions.
struct ICSTimeZone {
  var zone: TimeZone

  /// The component's content lines (unfolded) for the years `first...last`.
  func lines(years: ClosedRange<Int>) -> [String] {
    var lines = ["BEGIN:VTIMEZONE", "TZID:" + ICSText.escape(zone.identifier)]
    let transitions = self.transitions(years: years)
    if transitions.isEmpty {
      let offset = ICSText.offset(zone.secondsFromGMT(for: instant(year: years.lowerBound)))
      lines += [
        "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:" + offset, "TZOFFSETTO:" + offset,
        "END:STANDARD",
      ]
    }
    for transition in transitions {
      let from = zone.secondsFromGMT(for: transition.addingTimeInterval(-1))
      let to = zone.secondsFromGMT(for: transition)
      let kind = zone.isDaylightSavingTime(for: transition) ? "DAYLIGHT" : "STANDARD"
      let wall = transition.addingTimeInterval(TimeInterval(from))
      let local = String(ICSText.utc(wall).dropLast())
      lines += ["BEGIN:" + kind, "DTSTART:" + local, "TZOFFSETFROM:" + ICSText.offset(from)]
      lines.append("TZOFFSETTO:" + ICSText.offset(to))
      if let name = zone.abbreviation(for: transition) { lines.append("TZNAME:" + ICSText.escape(name)) }
      lines.append("END:" + kind)
    }
    return lines + ["END:VTIMEZONE"]
  }

  /// Every offset change from 1 January of the first year to the end of the last.
  func transitions(years: ClosedRange<Int>) -> [Date] {
    let end = instant(year: years.upperBound + 1)
    var cursor = instant(year: years.lowerBound)
    var found: [Date] = []
    while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < end, found.count < 1000 {
      if zone.secondsFromGMT(for: next.addingTimeInterval(-1)) != zone.secondsFromGMT(for: next) {
        found.append(next)
      }
      cursor = next
    }
    return found
  }

  private func instant(year: Int) -> Date {
    let day = LocalDay(year: year, month: 1, day: 1) ?? LocalDay(ordinal: 0)
    return Date(timeIntervalSince1970: TimeInterval(day.ordinal) * 86_400)
  }
}
