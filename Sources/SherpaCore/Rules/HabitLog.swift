import Foundation

/// The plain values the rules read: items, the instances of a day range and the
/// must-do groups. The store fills it; every rule is a pure function of it.
public struct HabitLog: Sendable {
  public let items: [Int64: Item]
  public let groups: [Int64: ItemGroup]
  /// Every instance given, in the order given.
  public let instances: [Instance]
  private let instancesByDay: [LocalDay: [Int64: Instance]]

  public init(items: [Item], instances: [Instance], groups: [ItemGroup] = []) {
    // Sized up front: every write re-evaluates its day through a fresh log.
    var itemMap = [Int64: Item](minimumCapacity: items.count)
    for item in items { itemMap[item.id] = item }
    var groupMap = [Int64: ItemGroup](minimumCapacity: groups.count)
    for group in groups { groupMap[group.id] = group }
    var byDay: [LocalDay: [Int64: Instance]] = [:]
    for instance in instances { byDay[instance.day, default: [:]][instance.itemID] = instance }
    self.items = itemMap
    self.groups = groupMap
    self.instancesByDay = byDay
    self.instances = instances
    self.habits = items.filter { $0.kind == .habit }.sorted { $0.id < $1.id }
  }

  /// The instance of `itemID` on `day`, if one was written.
  public func instance(of itemID: Int64, on day: LocalDay) -> Instance? {
    instancesByDay[day]?[itemID]
  }

  /// Habits in a stable order (by id).
  public let habits: [Item]

  /// Whether `item` is a habit its recurrence schedules on `day` that counts in the day streak.
  public func countsForDay(_ item: Item, on day: LocalDay) -> Bool {
    guard item.kind == .habit, !item.archived, !item.isFlexible, day >= item.startDate else { return false }
    return item.recurrence.occurs(on: day, start: item.startDate)
  }

  /// Whether `item` was completed on `day`. A weekly or monthly target on fixed days is
  /// met on a day when its period's logs up to that day reach it (the log must hold the
  /// period's earlier days for that; the store reads them).
  public func isCompleted(_ item: Item, on day: LocalDay) -> Bool {
    guard item.addsUpOverPeriod else {
      return instance(of: item.id, on: day)?.isCompleted(target: item.target) ?? false
    }
    let progress = periodProgress(item, through: day)
    return progress >= item.target && progress > 0
  }

  /// The item's progress from the start of its period through `day`.
  public func periodProgress(_ item: Item, through day: LocalDay) -> Double {
    var total = 0.0
    var cursor = item.periodStart(containing: day)
    while cursor <= day {
      total += instance(of: item.id, on: cursor)?.progress ?? 0
      cursor = cursor.adding(days: 1)
    }
    return total
  }

  /// Whether `item` was skipped with a non-empty note on `day` (excluded from counting).
  public func isExcused(_ item: Item, on day: LocalDay) -> Bool {
    guard let found = instance(of: item.id, on: day), found.skipped else { return false }
    return !(found.note ?? "").trimmingWhitespace.isEmpty
  }

  /// Whether `item` was skipped on `day`, with or without a note.
  public func isSkipped(_ item: Item, on day: LocalDay) -> Bool {
    instance(of: item.id, on: day)?.skipped ?? false
  }
}
