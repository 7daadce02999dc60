import Foundation

/// A habit or a task (`kind`), with everything SPEC.md §1 gives it. Instances,
/// streaks and plans are derived from an item and its recurrence; occurrences are
/// computed, never stored as duplicate rows.
public struct Item: Sendable, Hashable, Codable, Identifiable {
  public var id: Int64
  public var kind: ItemKind
  public var name: String
  public var icon: String?
  public var category: String?
  public var color: String?
  public var unit: Unit
  public var target: Double
  public var period: Period
  public var step: Double
  public var recurrence: Recurrence
  /// The first day of a habit; a task's due date.
  public var startDate: LocalDay
  public var time: LocalTime?
  public var timeSlot: TimeSlot?
  public var notify: Bool
  public var tier: Tier
  public var groupID: Int64?
  public var habitPrompt: String?
  /// What a count counts, as said ("pages" in "read 20 pages"); nil for plain times.
  public var countLabel: String?
  public var archived: Bool
  public var createdAt: Date
  public var manualOrder: Int

  public init(
    id: Int64 = 0, kind: ItemKind, name: String, icon: String? = nil, category: String? = nil,
    color: String? = nil, unit: Unit = .count, target: Double = 1, period: Period = .day,
    step: Double = 1, recurrence: Recurrence? = nil, startDate: LocalDay, time: LocalTime? = nil,
    timeSlot: TimeSlot? = nil, notify: Bool = false, tier: Tier = .niceToDo, groupID: Int64? = nil,
    habitPrompt: String? = nil, countLabel: String? = nil, archived: Bool = false, createdAt: Date,
    manualOrder: Int = 0
  ) {
    self.id = id
    self.kind = kind
    self.name = name
    self.icon = icon
    self.category = category
    self.color = color
    self.unit = unit
    self.target = target
    self.period = period
    self.step = step
    self.recurrence = recurrence ?? (kind == .habit ? .daily : .once)
    self.startDate = startDate
    self.time = time
    self.timeSlot = timeSlot
    self.notify = notify
    self.tier = tier
    self.groupID = groupID
    self.habitPrompt = habitPrompt
    self.countLabel = unit == .count ? countLabel : nil
    self.archived = archived
    self.createdAt = createdAt
    self.manualOrder = manualOrder
  }

  /// The word after an amount of this item: "20 pages", "1 page", "20 min", "3 times".
  public func label(for amount: Double) -> String {
    unit.label(for: amount, counting: countLabel)
  }

  /// The public id (`i12`).
  public var publicID: String { PublicID.item.format(id) }

  /// A habit measured per week or month with no fixed days ("3 times a week"): it
  /// counts only in its own per-item streak (weeks that reached the target), never
  /// in the day streak.
  public var isFlexible: Bool {
    kind == .habit && period != .day && recurrence.freq == .daily
  }

  /// A habit with a target per week or month on fixed days ("10,000 steps a week on Mon,
  /// Wed & Fri"): what counts on a day is the period's progress so far, every log of the
  /// week or month up to that day, whatever day it was logged on.
  public var addsUpOverPeriod: Bool {
    kind == .habit && period != .day && !isFlexible
  }

  /// The first day of the period holding `day` (the day itself for a daily target).
  public func periodStart(containing day: LocalDay) -> LocalDay {
    switch period {
    case .day: day
    case .week: day.startOfWeek
    case .month: day.startOfMonth
    }
  }

  /// Checks a name as SPEC.md §1 requires (1–100 characters after trimming).
  public static func normalizedName(_ raw: String) -> String? {
    let trimmed = raw.trimmingWhitespace
    guard (1...100).contains(trimmed.count) else { return nil }
    return trimmed
  }
}

public enum ItemKind: String, Sendable, Hashable, Codable, CaseIterable { case habit, task }

public enum Period: String, Sendable, Hashable, Codable, CaseIterable { case day, week, month }

/// Must-dos are always daily; nice-to-dos may be grouped.
public enum Tier: String, Sendable, Hashable, Codable, CaseIterable {
  case mustDo = "must_do"
  case niceToDo = "nice_to_do"
}

/// Parts of the day, measured from the user's wake and bed times.
public enum TimeSlot: String, Sendable, Hashable, Codable, CaseIterable {
  case afterWake = "after_wake"
  case morning
  case duringTheDay = "during_the_day"
  case evening
  case beforeBed = "before_bed"

  /// The slot in words: "after wake", "during the day".
  public var words: String { rawValue.replacingOccurrences(of: "_", with: " ") }

  /// The slot's window `[start, end)` for the given wake and bed times.
  public func window(wake: LocalTime, bed: LocalTime) -> (start: LocalTime, end: LocalTime) {
    let noon = LocalTime(minutesSinceMidnight: 12 * 60)
    let five = LocalTime(minutesSinceMidnight: 17 * 60)
    let bedMinusOne = LocalTime(minutesSinceMidnight: bed.minutes - 60)
    switch self {
    case .afterWake: return (wake, LocalTime(minutesSinceMidnight: wake.minutes + 60))
    case .morning: return (LocalTime(minutesSinceMidnight: wake.minutes + 60), noon)
    case .duringTheDay: return (noon, five)
    case .evening: return (five, bedMinusOne)
    case .beforeBed: return (bedMinusOne, bed)
    }
  }
}
