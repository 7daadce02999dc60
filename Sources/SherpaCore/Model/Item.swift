import Foundation

/// A habit or a task (`kind`), with everything SPEC.md §1 gives it. Instances,
/// streaks and plans are derived from an item and its recurrence; occurrences are
/// computed, never stored as duplicate rows.
///
/// The fields live in one shared, immutable box: copying an item (into a plan, a
/// filter's result, the streak's catch-up) retains the box instead of copying 22 fields
/// and retaining each string among them, and an array of items holds a pointer each. A
/// change makes a new box. Copying and releasing the fields inline were a tenth of the
/// instructions of `today` on 2,000 tasks, and the arrays of 200-byte items were large
/// enough to come as fresh pages from the kernel (Benchmarks/RESULTS.md).
public struct Item: Sendable, Hashable, Codable, Identifiable {
  private var storage: Storage

  public init(
    id: Int64 = 0, kind: ItemKind, name: String, icon: String? = nil, category: String? = nil,
    color: String? = nil, unit: Unit = .count, target: Double = 1, period: Period = .day,
    step: Double = 1, recurrence: Recurrence? = nil, startDate: LocalDay, time: LocalTime? = nil,
    timeSlot: TimeSlot? = nil, notify: Bool = false, tier: Tier = .niceToDo, groupID: Int64? = nil,
    habitPrompt: String? = nil, countLabel: String? = nil, archived: Bool = false, createdAt: Date,
    manualOrder: Int = 0
  ) {
    storage = Storage(
      Fields(
        id: id, kind: kind, name: name, icon: icon, category: category, color: color, unit: unit,
        target: target, period: period, step: step, recurrence: recurrence ?? (kind == .habit ? .daily : .once),
        startDate: startDate, time: time, timeSlot: timeSlot, notify: notify, tier: tier, groupID: groupID,
        habitPrompt: habitPrompt, countLabel: unit == .count ? countLabel : nil, archived: archived,
        createdAt: createdAt, manualOrder: manualOrder))
  }

  public var id: Int64 {
    get { storage.fields.id }
    set { update { $0.id = newValue } }
  }
  public var kind: ItemKind {
    get { storage.fields.kind }
    set { update { $0.kind = newValue } }
  }
  public var name: String {
    get { storage.fields.name }
    set { update { $0.name = newValue } }
  }
  public var icon: String? {
    get { storage.fields.icon }
    set { update { $0.icon = newValue } }
  }
  public var category: String? {
    get { storage.fields.category }
    set { update { $0.category = newValue } }
  }
  public var color: String? {
    get { storage.fields.color }
    set { update { $0.color = newValue } }
  }
  public var unit: Unit {
    get { storage.fields.unit }
    set { update { $0.unit = newValue } }
  }
  public var target: Double {
    get { storage.fields.target }
    set { update { $0.target = newValue } }
  }
  public var period: Period {
    get { storage.fields.period }
    set { update { $0.period = newValue } }
  }
  public var step: Double {
    get { storage.fields.step }
    set { update { $0.step = newValue } }
  }
  public var recurrence: Recurrence {
    get { storage.fields.recurrence }
    set { update { $0.recurrence = newValue } }
  }
  /// The first day of a habit; a task's due date.
  public var startDate: LocalDay {
    get { storage.fields.startDate }
    set { update { $0.startDate = newValue } }
  }
  public var time: LocalTime? {
    get { storage.fields.time }
    set { update { $0.time = newValue } }
  }
  public var timeSlot: TimeSlot? {
    get { storage.fields.timeSlot }
    set { update { $0.timeSlot = newValue } }
  }
  public var notify: Bool {
    get { storage.fields.notify }
    set { update { $0.notify = newValue } }
  }
  public var tier: Tier {
    get { storage.fields.tier }
    set { update { $0.tier = newValue } }
  }
  public var groupID: Int64? {
    get { storage.fields.groupID }
    set { update { $0.groupID = newValue } }
  }
  public var habitPrompt: String? {
    get { storage.fields.habitPrompt }
    set { update { $0.habitPrompt = newValue } }
  }
  /// What a count counts, as said ("pages" in "read 20 pages"); nil for plain times.
  public var countLabel: String? {
    get { storage.fields.countLabel }
    set { update { $0.countLabel = newValue } }
  }
  public var archived: Bool {
    get { storage.fields.archived }
    set { update { $0.archived = newValue } }
  }
  public var createdAt: Date {
    get { storage.fields.createdAt }
    set { update { $0.createdAt = newValue } }
  }
  public var manualOrder: Int {
    get { storage.fields.manualOrder }
    set { update { $0.manualOrder = newValue } }
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

extension Item {
  /// The stored fields; the same names and coding keys the item had as a plain struct.
  fileprivate struct Fields: Sendable, Hashable, Codable {
    var id: Int64
    var kind: ItemKind
    var name: String
    var icon: String?
    var category: String?
    var color: String?
    var unit: Unit
    var target: Double
    var period: Period
    var step: Double
    var recurrence: Recurrence
    var startDate: LocalDay
    var time: LocalTime?
    var timeSlot: TimeSlot?
    var notify: Bool
    var tier: Tier
    var groupID: Int64?
    var habitPrompt: String?
    var countLabel: String?
    var archived: Bool
    var createdAt: Date
    var manualOrder: Int
  }

  /// One item's fields, shared by its copies and never changed in place.
  fileprivate final class Storage: Sendable {
    let fields: Fields

    init(_ fields: Fields) { self.fields = fields }
  }

  /// Changes a copy of the fields and keeps it in a box of its own.
  private mutating func update(_ change: (inout Fields) -> Void) {
    var fields = storage.fields
    change(&fields)
    storage = Storage(fields)
  }

  public static func == (lhs: Item, rhs: Item) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

  public init(from decoder: any Decoder) throws { storage = Storage(try Fields(from: decoder)) }

  public func encode(to encoder: any Encoder) throws { try storage.fields.encode(to: encoder) }
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
