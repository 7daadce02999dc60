import Foundation
import SherpaCore
import Testing

/// Month ends, February in leap and common years, and DST weeks: the calendar edges a
/// repeat rule crosses.
@Suite struct RecurrenceCalendarTests {
  typealias F = RecurrenceFixture

  @Test func aMonthWithoutTheDayHasNoOccurrence() {
    let thirtyFirst = Recurrence(freq: .monthly, byMonthDays: [31])
    #expect(
      F.dates(thirtyFirst, start: "2027-01-01", count: 5) == [
        "2027-01-31", "2027-03-31", "2027-05-31", "2027-07-31", "2027-08-31",
      ])
    let thirtieth = Recurrence(freq: .monthly, byMonthDays: [30])
    #expect(F.dates(thirtieth, start: "2028-01-01", count: 3) == ["2028-01-30", "2028-03-30", "2028-04-30"])
    let startOn31 = Recurrence(freq: .monthly)
    #expect(F.dates(startOn31, start: "2027-01-31", count: 3) == ["2027-01-31", "2027-03-31", "2027-05-31"])
  }

  @Test func the29thOfFebruaryOnlyInLeapYears() {
    let twentyNinth = Recurrence(freq: .monthly, byMonthDays: [29])
    #expect(F.dates(twentyNinth, start: "2027-01-01", count: 2) == ["2027-01-29", "2027-03-29"])
    #expect(F.dates(twentyNinth, start: "2028-01-01", count: 3) == ["2028-01-29", "2028-02-29", "2028-03-29"])
    #expect(F.dates(twentyNinth, start: "2100-01-01", count: 2) == ["2100-01-29", "2100-03-29"], "2100 is not leap")
    #expect(F.dates(twentyNinth, start: "2000-01-01", count: 3) == ["2000-01-29", "2000-02-29", "2000-03-29"])
  }

  @Test func theLastDayOfFebruary() {
    let lastDay = Recurrence(freq: .monthly, interval: 12, byMonthDays: [-1])
    #expect(F.dates(lastDay, start: "2027-02-01", count: 3) == ["2027-02-28", "2028-02-29", "2029-02-28"])
    #expect(F.dates(lastDay, start: "2099-02-01", count: 3) == ["2099-02-28", "2100-02-28", "2101-02-28"])
  }

  @Test func aLeapDayRuleWaitsForTheNextLeapYear() {
    let yearly = Recurrence(freq: .monthly, interval: 12)
    #expect(F.dates(yearly, start: "2028-02-29", count: 3) == ["2028-02-29", "2032-02-29", "2036-02-29"])
    #expect(F.dates(yearly, start: "2096-02-29", count: 2) == ["2096-02-29", "2104-02-29"], "2100 has no 29 February")
  }

  @Test func dailyRulesCrossFebruary() {
    #expect(F.dates(.daily, start: "2028-02-28", count: 3) == ["2028-02-28", "2028-02-29", "2028-03-01"])
    #expect(F.dates(.daily, start: "2100-02-28", count: 2) == ["2100-02-28", "2100-03-01"])
    #expect(F.dates(.daily, start: "2027-02-28", count: 2) == ["2027-02-28", "2027-03-01"])
  }

  @Test func weeksCrossTheYearEnd() {
    let rule = Recurrence(freq: .weekly, interval: 2, byWeekdays: [1])
    #expect(F.dates(rule, start: "2026-12-28", count: 3) == ["2026-12-28", "2027-01-11", "2027-01-25"])
    let fifth = Recurrence(freq: .monthly, byNthWeekday: [NthWeekday(n: 5, weekday: 4)])
    #expect(F.dates(fifth, start: "2026-12-01", count: 2) == ["2026-12-31", "2027-04-29"])
  }

  /// The weeks the clocks change: 29 March and 25 October 2026 in London, 8 March and
  /// 1 November 2026 in New York.
  @Test(arguments: [
    ("Europe/London", "2026-03-23"), ("Europe/London", "2026-10-19"),
    ("America/New_York", "2026-03-02"), ("America/New_York", "2026-10-26"),
  ])
  func aDSTWeekHasSevenDaysNoneShiftedOrDuplicated(_ zone: String, _ monday: String) throws {
    let calendar = Environment.calendar(in: try #require(TimeZone(identifier: zone)))
    let days = Recurrence.daily.occurrences(start: F.day(monday), from: F.day(monday), count: 7)
    #expect(days.map(\.weekday) == [1, 2, 3, 4, 5, 6, 7])
    #expect(Set(days).count == 7)
    let starts = (days + [days[6].adding(days: 1)]).map { $0.start(in: calendar) }
    for (day, start) in zip(days, starts) {
      #expect(LocalDay(containing: start, in: calendar) == day, "\(day) starts inside itself in \(zone)")
      #expect(calendar.component(.hour, from: start) == 0)
    }
    let lengths = zip(starts, starts.dropFirst()).map { Int($1.timeIntervalSince($0) / 3600) }
    #expect(lengths.filter { $0 == 24 }.count == 6, "\(lengths)")
    #expect(lengths.filter { $0 == 23 || $0 == 25 }.count == 1, "\(lengths)")
    let sundays = Recurrence(freq: .weekly, byWeekdays: [7])
    let around = sundays.occurrences(start: F.day(monday).adding(days: -7), from: F.day(monday), count: 3)
    #expect(around == [days[6], days[6].adding(days: 7), days[6].adding(days: 14)])
  }
}
