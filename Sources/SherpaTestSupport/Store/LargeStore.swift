import Foundation
import GRDB
import SherpaCore
@_spi(Seeding) import SherpaStore

/// "The large store" benchmarks and tests measure against: deterministic for a seed and
/// a today — 50 habits with 5 years of history (≈ 90,000 instances), 50 tasks and 100
/// archived items, with increments and the XP completions earn.
public enum LargeStore {
  /// What was generated.
  public struct Summary: Sendable, Hashable {
    public var items: Int
    public var instances: Int
    public var xpEvents: Int
  }

  public static let habitCount = 50
  public static let taskCount = 50
  public static let archivedCount = 100
  public static let historyDays = 5 * 365 + 1

  /// Writes the large store at `url`, replacing any file there.
  @discardableResult
  public static func generate(at url: URL, today: LocalDay, seed: UInt64 = 42) throws -> Summary {
    let files = FileManager.default
    for suffix in ["", "-wal", "-shm"] { try? files.removeItem(atPath: url.path + suffix) }
    let store = try SherpaStore.open(at: url)
    return try store.seedingWrite { db in try fill(db, today: today, seed: seed) }
  }

  static func fill(_ db: Database, today: LocalDay, seed: UInt64) throws -> Summary {
    var random = SeededRandom(seed: seed)
    let first = today.adding(days: -(historyDays - 1))
    let created = first.start(in: Environment.calendar(in: TimeZone(identifier: "UTC") ?? .gmt))
    let units: [(SherpaCore.Unit, Double)] = [(.count, 1), (.min, 30), (.steps, 10_000), (.ml, 2000), (.km, 5)]
    let insertItem = try SherpaStore.seedingItemInsert(db)
    var items: [Item] = []
    for index in 0..<(habitCount + taskCount + archivedCount) {
      let (unit, target) = units[index % units.count]
      let isHabit = index < habitCount || index >= habitCount + taskCount
      let recurrence: Recurrence =
        switch index {
        case 7: Recurrence(freq: .weekly, byWeekdays: [1, 3, 5])
        case 9: Recurrence(freq: .monthly, byMonthDays: [1, 15])
        default: .daily
        }
      let start = isHabit ? first : today.adding(days: Int(random.next() % 20) - 10)
      let item = Item(
        id: Int64(index + 1), kind: isHabit ? .habit : .task, name: "\(isHabit ? "Habit" : "Task") \(index + 1)",
        unit: unit, target: target, recurrence: isHabit ? recurrence : .once, startDate: start,
        time: index % 3 == 0 ? LocalTime(minutesSinceMidnight: 360 + index * 7) : nil,
        archived: index >= habitCount + taskCount, createdAt: created, manualOrder: index + 1)
      try insertItem.execute(arguments: [item.id] + (try SherpaStore.seedingArguments(item)))
      items.append(item)
    }
    let insertInstance = try db.makeStatement(
      sql: "INSERT INTO instances (id, item_id, day, progress, skipped, note) VALUES (?, ?, ?, ?, ?, ?)")
    let insertIncrement = try db.makeStatement(
      sql: "INSERT INTO increments (instance_id, amount, source, at) VALUES (?, ?, ?, ?)")
    let insertXP = try db.makeStatement(
      sql: "INSERT INTO xp_events (day, reason, amount, ref, at) VALUES (?, ?, 10, ?, ?)")
    var instanceID: Int64 = 0
    var xp = 0
    func add(_ item: Item, _ day: LocalDay, skip: Bool) throws {
      instanceID += 1
      let roll = random.next() % 100
      let progress = skip ? 0 : (roll < 70 ? item.target : Double(roll % 10) * item.target / 10)
      try insertInstance.execute(arguments: [
        instanceID, item.id, day.description, progress, skip, skip ? "travelling" : nil,
      ])
      guard progress > 0 else { return }
      let at = SherpaStore.seedingInstant(
        created.addingTimeInterval(Double(first.days(until: day)) * 86_400 + 19 * 3600))
      try insertIncrement.execute(arguments: [instanceID, progress, "typed", at])
      if progress >= item.target {
        let reason = item.kind == .habit ? "habit_completed" : "task_completed"
        try insertXP.execute(arguments: [day.description, reason, PublicID.instance.format(instanceID), at])
        xp += 1
      }
    }
    for offset in 0..<historyDays {
      let day = first.adding(days: offset)
      for item in items.prefix(habitCount) where item.recurrence.occurs(on: day, start: item.startDate) {
        let roll = random.next() % 100
        if roll < 1 { continue }
        try add(item, day, skip: roll < 3)
      }
    }
    for item in items[habitCount..<(habitCount + taskCount)] where item.startDate <= today && random.next() % 2 == 0 {
      try add(item, item.startDate, skip: false)
    }
    return Summary(items: items.count, instances: Int(instanceID), xpEvents: xp)
  }
}
