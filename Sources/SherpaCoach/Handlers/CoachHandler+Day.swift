import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// The day record behind the streak, kept up to date after every change.
extension CoachHandler {
  /// Re-evaluates a day's streak record after a change, locking a qualifying day and
  /// writing or taking back its +50 XP. Once a turn, after its writes; a reply that
  /// speaks of the streak is handed the record this returns.
  @discardableResult
  func refreshDay(_ day: LocalDay) throws -> DayRecord {
    // A day's record counts habits only (DayEvaluator): a store of 2,000 tasks need not
    // copy them into the log (5% of an add to the bench's 2,000 tasks).
    let items = try data.activeHabits()
    // The day's progress, skips and notes: the rule needs no increments, so none are read.
    // A weekly or monthly target on fixed days also needs its period's earlier days.
    let from = items.filter(\.addsUpOverPeriod).map { $0.periodStart(containing: day) }.min() ?? day
    let instances = try data.instances(from: min(from, day), to: day)
    let log = HabitLog(items: items, instances: instances, groups: try data.groups(of: items))
    let stored = try data.dayRecords(from: day, to: day).first
    let fresh = DayEvaluator.evaluate(day, log: log)
    var record = fresh
    if let stored, stored.locked, stored.qualifies, fresh.completed >= stored.completed {
      record.qualifies = true
      record.locked = true
    }
    guard record != stored else { return record }
    try data.recordDay(record)
    let ref = day.description
    if record.qualifies && stored?.qualifies != true {
      _ = try data.addXPEvent(XPEvent(day: day, reason: .qualifyingDay, ref: ref, at: now))
    } else if !record.qualifies && stored?.qualifies == true {
      try data.removeXPEvents(reason: .qualifyingDay, ref: ref)
    }
    return record
  }
}
