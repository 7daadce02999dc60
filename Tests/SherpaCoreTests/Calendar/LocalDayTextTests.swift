import Foundation
import SherpaCore
import Testing

/// A day's text is `YYYY-MM-DD` for every day a store can hold, and reads back.
struct LocalDayTextTests {
  @Test func everyDayOfFourCenturiesWritesAndReadsBack() {
    guard let first = LocalDay(year: 1900, month: 1, day: 1), let last = LocalDay(year: 2300, month: 12, day: 31)
    else {
      Issue.record("no days")
      return
    }
    var day = first
    while day <= last {
      let text = day.description
      #expect(text.utf8.count == 10)
      #expect(LocalDay(text) == day, "\(text)")
      day = day.adding(days: 1)
    }
    #expect(LocalDay(year: 2024, month: 2, day: 29)?.description == "2024-02-29")
    #expect(LocalDay(year: 987, month: 3, day: 4)?.description == "0987-03-04")
  }
}
