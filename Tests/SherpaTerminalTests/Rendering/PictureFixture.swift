import Foundation
import SherpaCore

/// A fixed, made-up history for the pictures: four habits and a task over 200 days.
enum PictureFixture {
  static let today = LocalDay(year: 2026, month: 3, day: 11) ?? LocalDay(ordinal: 0)
  static let created = Date(timeIntervalSince1970: 1_760_000_000)
  static let calendar = Environment.calendar(in: TimeZone(identifier: "UTC") ?? .gmt)

  static let items: [Item] = [
    Item(id: 1, kind: .habit, name: "Run", startDate: today.adding(days: -200), createdAt: created),
    Item(
      id: 2, kind: .habit, name: "Meditate", unit: .min, target: 10, startDate: today.adding(days: -150),
      createdAt: created),
    Item(
      id: 3, kind: .habit, name: "Read", recurrence: Recurrence(freq: .weekly, byWeekdays: [1, 3, 5]),
      startDate: today.adding(days: -20), createdAt: created),
    Item(id: 4, kind: .task, name: "Call the bank", startDate: today.adding(days: -2), createdAt: created),
  ]

  static var instances: [Instance] {
    var random = SeededRandom(seed: 7)
    var result: [Instance] = []
    for offset in 1...200 {
      let day = today.adding(days: -offset)
      let at = day.start(in: calendar).addingTimeInterval(Double(6 + offset % 5) * 3600)
      for item in items where item.kind == .habit && day >= item.startDate {
        guard item.recurrence.occurs(on: day, start: item.startDate) else { continue }
        let roll = random.next() % 10
        if roll < 6 || (offset < 10 && roll < 9) {
          result.append(
            Instance(
              itemID: item.id, day: day, progress: item.target,
              increments: [Increment(amount: item.target, source: .typed, at: at)]))
        } else if roll == 9 {
          result.append(Instance(itemID: item.id, day: day, skipped: true, note: offset % 2 == 0 ? "ill" : nil))
        }
      }
    }
    result.append(Instance(itemID: 2, day: today, progress: 4))
    return result
  }

  static var log: HabitLog { HabitLog(items: items, instances: instances) }

  static var records: [DayRecord] { (0...200).map { DayEvaluator.evaluate(today.adding(days: -$0), log: log) } }

  static var shares: [LocalDay: Double] {
    var result: [LocalDay: Double] = [:]
    for record in records where !record.isNeutral {
      result[record.day] = Double(record.completed) / Double(record.counted)
    }
    return result
  }
}
