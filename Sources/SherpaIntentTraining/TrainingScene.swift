import SherpaCore
import SherpaIntent

/// The moment and the store every corpus line is read against: Monday 2026-11-23,
/// 08:00, wake 07:00, bed 23:00, and 22 everyday items (the same the corpus writers
/// were given), so a sentence that names one of them is matched as it would be in use.
public enum TrainingScene {
  public static let today = LocalDay(year: 2026, month: 11, day: 23) ?? LocalDay(ordinal: 0)
  public static let context = ParseContext(today: today, time: LocalTime(minutesSinceMidnight: 8 * 60))

  public static let items: [ItemRef] = [
    ("Read", ItemKind.habit, Unit.min), ("Brush teeth", .habit, .count), ("Walk", .habit, .steps),
    ("Drink water", .habit, .ml), ("Run", .habit, .km), ("Meditate", .habit, .min), ("Taxes", .task, .count),
    ("Gym", .habit, .count), ("Floss", .habit, .count), ("Call mom", .task, .count), ("Journal", .habit, .count),
    ("Stretch", .habit, .min), ("Write report", .task, .count), ("Read news", .habit, .min),
    ("Vitamins", .habit, .count), ("Yoga", .habit, .min), ("Practice guitar", .habit, .min),
    ("Clean kitchen", .task, .count), ("Walk the dog", .habit, .count), ("Pay rent", .task, .count),
    ("Morning pages", .habit, .count), ("Evening pages", .habit, .count),
  ].enumerated().map { ItemRef(id: Int64($0.offset + 1), name: $0.element.0, kind: $0.element.1, unit: $0.element.2) }
}
