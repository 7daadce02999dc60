import Foundation
import GRDB
import SherpaCore

extension StoreBasics {
  /// The plan for `day` (see `DayPlanner`), read in one snapshot; `qualifies` comes from
  /// the day record when there is one.
  public func plan(for day: LocalDay, today: LocalDay) throws -> DayPlan {
    try read { db in
      let items = try cachedItems(db, includeArchived: false)
      let instances = try Self.instancesWithLatest(db, where: "day = ?", order: "item_id", [day.description])
      var periodProgress: [Int64: Double] = [:]
      var lastCompletions: [Int64: LocalDay] = [:]
      for item in items where item.isFlexible || item.addsUpOverPeriod || item.recurrence.afterCompletion {
        if item.isFlexible || item.addsUpOverPeriod {
          let range = StoreTransaction.period(of: item, containing: day)
          periodProgress[item.id] =
            try Double.fetchOne(
              cached: db,
              sql: "SELECT coalesce(sum(progress), 0) FROM instances WHERE item_id = ? AND day BETWEEN ? AND ?",
              arguments: [item.id, range.lowerBound.description, range.upperBound.description]) ?? 0
        } else if let text = try String.fetchOne(
          cached: db,
          sql: "SELECT max(day) FROM instances WHERE item_id = ? AND day < ? AND progress >= ? AND progress > 0",
          arguments: [item.id, day.description, item.target])
        {
          lastCompletions[item.id] = LocalDay(text)
        }
      }
      // Only a one-off task from before today carries over, unless done; with none, no
      // task's completions need reading (a join over every item: 7 M instructions of
      // an add to a list of 2,000 tasks, 7% of it).
      let carries =
        day == today && items.contains { $0.kind == .task && $0.recurrence.freq == .none && $0.startDate < today }
      let doneTasks =
        !carries
        ? []
        : try Int64.fetchAll(
          cached: db,
          sql: """
            SELECT DISTINCT items.id FROM items JOIN instances ON instances.item_id = items.id
            WHERE items.archived = 0 AND items.kind = 'task' AND instances.progress >= items.target
              AND instances.progress > 0
            """)
      let qualifies =
        try Bool.fetchOne(
          cached: db, sql: "SELECT qualifies FROM day_records WHERE day = ?", arguments: [day.description])
        ?? false
      return DayPlanner().plan(
        day: day, today: today, items: items, instances: instances, periodProgress: periodProgress,
        lastCompletions: lastCompletions, doneTaskIDs: Set(doneTasks), qualifies: qualifies)
    }
  }
}
