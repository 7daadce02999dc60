import SherpaCore

@testable import SherpaIntent

/// The fixed context and item list the corpus and the unit tests are written against:
/// Monday 2026-11-23, 08:00, wake 07:00, bed 23:00.
enum Fixtures {
  static let today = LocalDay(year: 2026, month: 11, day: 23)!
  static let context = ParseContext(today: today, time: LocalTime(hour: 8, minute: 0)!)

  static let items: [ItemRef] = [
    ItemRef(id: 1, name: "Read", kind: .habit, unit: .min),
    ItemRef(id: 2, name: "Brush teeth", kind: .habit, unit: .count),
    ItemRef(id: 3, name: "Walk", kind: .habit, unit: .steps),
    ItemRef(id: 4, name: "Drink water", kind: .habit, unit: .ml),
    ItemRef(id: 5, name: "Run", kind: .habit, unit: .km),
    ItemRef(id: 6, name: "Meditate", kind: .habit, unit: .min),
    ItemRef(id: 7, name: "Taxes", kind: .task, unit: .count),
    ItemRef(id: 8, name: "Gym", kind: .habit, unit: .count),
    ItemRef(id: 9, name: "Floss", kind: .habit, unit: .count),
    ItemRef(id: 10, name: "Call mom", kind: .task, unit: .count),
    ItemRef(id: 11, name: "Journal", kind: .habit, unit: .count),
    ItemRef(id: 12, name: "Stretch", kind: .habit, unit: .min),
    ItemRef(id: 13, name: "Write report", kind: .task, unit: .count),
    ItemRef(id: 14, name: "Read news", kind: .habit, unit: .min),
    ItemRef(id: 15, name: "Vitamins", kind: .habit, unit: .count),
    ItemRef(id: 16, name: "Yoga", kind: .habit, unit: .min),
    ItemRef(id: 17, name: "Practice guitar", kind: .habit, unit: .min),
    ItemRef(id: 18, name: "Clean kitchen", kind: .task, unit: .count),
    ItemRef(id: 19, name: "Walk the dog", kind: .habit, unit: .count),
    ItemRef(id: 20, name: "Pay rent", kind: .task, unit: .count),
    ItemRef(id: 21, name: "Morning pages", kind: .habit, unit: .count),
    ItemRef(id: 22, name: "Evening pages", kind: .habit, unit: .count),
  ]

  static let parser = IntentParser(items: items)

  static func parse(_ text: String) -> ParseResult { parser.parse(text, context: context) }

  /// The sentence's slots read as `intent`, whatever the model decides: for tests of a
  /// reader, not of the model.
  static func parse(_ text: String, as intent: Intent) -> ParseResult {
    parser.parse(text, context: context, as: intent)
  }
}
