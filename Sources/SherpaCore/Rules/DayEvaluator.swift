/// Decides what a day comes to for the streak (SPEC.md §2): completed habits ÷
/// max(1, counted habits) ≥ 40 %, where skips with a note are excluded, tasks and
/// flexible habits never count, and a must-do group counts once.
public enum DayEvaluator {
  /// The share of counted habits that makes a day qualify.
  public static let threshold = 0.40

  /// What changed since the stored record was written.
  public enum Change: Sendable, Hashable {
    /// Something was added or completed, or the plan grew: a locked day stays qualified.
    case added
    /// A completion was undone or unchecked: the day is evaluated afresh.
    case completionRemoved
  }

  /// The day as the log shows it now, ignoring any stored lock.
  public static func evaluate(_ day: LocalDay, log: HabitLog) -> DayRecord {
    var counted = 0
    var completed = 0
    var groupMembers: [Int64: (scheduled: Int, excused: Int, done: Int)] = [:]
    for item in log.habits where log.countsForDay(item, on: day) {
      if let groupID = item.groupID, log.groups[groupID] != nil {
        var entry = groupMembers[groupID] ?? (0, 0, 0)
        entry.scheduled += 1
        if log.isExcused(item, on: day) { entry.excused += 1 }
        if log.isCompleted(item, on: day) { entry.done += 1 }
        groupMembers[groupID] = entry
        continue
      }
      if log.isExcused(item, on: day) { continue }
      counted += 1
      if log.isCompleted(item, on: day) { completed += 1 }
    }
    for (groupID, entry) in groupMembers {
      guard entry.excused < entry.scheduled, let group = log.groups[groupID] else { continue }
      counted += 1
      let needed = max(1, min(group.required, entry.scheduled - entry.excused))
      if entry.done >= needed { completed += 1 }
    }
    let qualifies = counted > 0 && Double(completed) / Double(max(1, counted)) >= threshold
    return DayRecord(day: day, counted: counted, completed: completed, qualifies: qualifies, locked: qualifies)
  }

  /// The record to store after `change`, given the stored one: a locked qualifying day
  /// stays qualified when the plan grows, and is re-evaluated when a completion is undone.
  public static func update(_ stored: DayRecord?, day: LocalDay, log: HabitLog, change: Change) -> DayRecord {
    let fresh = evaluate(day, log: log)
    guard let stored, stored.locked, stored.qualifies, change == .added else { return fresh }
    return DayRecord(
      day: day, counted: fresh.counted, completed: fresh.completed, qualifies: true, locked: true)
  }

  /// Records for every day in `[start, end]`: a stored locked qualifying record is kept,
  /// any other day is evaluated from the log, so the streak never meets a gap. The caller
  /// stores the result and passes only days it has not closed yet.
  public static func backfill(
    from start: LocalDay, through end: LocalDay, log: HabitLog, stored: [DayRecord]
  ) -> [DayRecord] {
    var byDay: [LocalDay: DayRecord] = [:]
    for record in stored { byDay[record.day] = record }
    var result: [DayRecord] = []
    var day = start
    while day <= end {
      if let kept = byDay[day], kept.locked, kept.qualifies {
        result.append(kept)
      } else {
        result.append(evaluate(day, log: log))
      }
      day = day.adding(days: 1)
    }
    return result
  }
}
