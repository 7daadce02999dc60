/// One of the five daily reminders (wake, 11:00, 17:00, bed − 2 h, bed − 1 h), what it
/// says and which parts of the day it covers. Times come from the user's wake and bed.
public struct SmartReminder: Sendable, Hashable, Encodable {
  public enum Kind: String, Sendable, Hashable, Encodable, CaseIterable {
    case wake
    case lateMorning = "late_morning"
    case afternoon
    case windDown = "wind_down"
    case lastCall = "last_call"
  }

  public var kind: Kind
  public var time: LocalTime

  public init(kind: Kind, time: LocalTime) {
    self.kind = kind
    self.time = time
  }

  /// The day's five reminders in time order.
  public static func schedule(wake: LocalTime, bed: LocalTime) -> [SmartReminder] {
    let reminders = [
      SmartReminder(kind: .wake, time: wake),
      SmartReminder(kind: .lateMorning, time: LocalTime(minutesSinceMidnight: 11 * 60)),
      SmartReminder(kind: .afternoon, time: LocalTime(minutesSinceMidnight: 17 * 60)),
      SmartReminder(kind: .windDown, time: LocalTime(minutesSinceMidnight: max(0, bed.minutes - 120))),
      SmartReminder(kind: .lastCall, time: LocalTime(minutesSinceMidnight: max(0, bed.minutes - 60))),
    ]
    return reminders.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }

  /// The reminder in effect at `time`: the latest one at or before it (nil before the first).
  public static func current(at time: LocalTime, wake: LocalTime, bed: LocalTime) -> SmartReminder? {
    schedule(wake: wake, bed: bed).last { $0.time <= time }
  }

  /// The last part of the day this reminder asks about; it also covers the earlier ones.
  public var reach: TimeSlot {
    switch kind {
    case .wake: .afterWake
    case .lateMorning: .morning
    case .afternoon: .duringTheDay
    case .windDown: .evening
    case .lastCall: .beforeBed
    }
  }

  /// What the reminder says, given how many habits it is about.
  public func headline(habitsLeft: Int, morningHabitsLeft: Int) -> String {
    func habits(_ n: Int, _ adjective: String = "") -> String {
      "\(n) \(adjective)habit\(n == 1 ? "" : "s")"
    }
    switch kind {
    case .wake: return "Good morning! Write any tasks for today and start your morning habits."
    case .lateMorning:
      return morningHabitsLeft == 0
        ? "Morning reminder: your morning habits are done."
        : "Morning reminder: you still have \(habits(morningHabitsLeft, "morning ")) left."
    case .afternoon: return "Afternoon check-in: get your daytime habits done."
    case .windDown:
      return habitsLeft == 0
        ? "Evening wind-down: every habit is done today."
        : "Evening wind-down: you have \(habits(habitsLeft)) left today."
    case .lastCall: return "Last call: finish up these final habits before bed."
    }
  }
}
