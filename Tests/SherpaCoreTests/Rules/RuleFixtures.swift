import Foundation
import SherpaCore

enum Fixture {
  static let created = Date(timeIntervalSince1970: 1_700_000_000)
  /// Monday 2026-03-02.
  static let monday = LocalDay(year: 2026, month: 3, day: 2) ?? LocalDay(ordinal: 0)

  static func habit(
    _ id: Int64, _ name: String = "h", start: LocalDay = monday.adding(days: -60), recurrence: Recurrence? = nil,
    target: Double = 1, period: Period = .day, group: Int64? = nil
  ) -> Item {
    Item(
      id: id, kind: .habit, name: name + String(id), target: target, period: period, recurrence: recurrence,
      startDate: start, groupID: group, createdAt: created)
  }

  static func task(_ id: Int64, due: LocalDay = monday) -> Item {
    Item(id: id, kind: .task, name: "task\(id)", startDate: due, createdAt: created)
  }

  static func done(_ itemID: Int64, _ day: LocalDay, amount: Double = 1) -> Instance {
    Instance(
      itemID: itemID, day: day, progress: amount,
      increments: [
        Increment(amount: amount, source: .typed, at: day.start(in: utcCalendar).addingTimeInterval(8 * 3600))
      ])
  }

  static func skip(_ itemID: Int64, _ day: LocalDay, note: String?) -> Instance {
    Instance(itemID: itemID, day: day, skipped: true, note: note)
  }

  static let utcCalendar = Environment.calendar(in: TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .gmt)

  static func record(_ day: LocalDay, _ kind: Character) -> DayRecord {
    switch kind {
    case "q": DayRecord(day: day, counted: 1, completed: 1, qualifies: true, locked: true)
    case "n": DayRecord(day: day, counted: 0, completed: 0, qualifies: false, locked: false)
    default: DayRecord(day: day, counted: 2, completed: 0, qualifies: false, locked: false)
    }
  }

  /// Records from a pattern ending on `last`: q = qualifies, x = missed, n = neutral.
  static func records(_ pattern: String, endingOn last: LocalDay) -> [DayRecord] {
    let chars = Array(pattern)
    return chars.enumerated().map { index, kind in record(last.adding(days: index - chars.count + 1), kind) }
  }
}
