import Foundation

extension AchievementInput {
  /// The figures from the store's plain values: the log, the day records, the routines
  /// and their runs, and the calendar of the user's zone (for clock hours).
  public static func gather(
    log: HabitLog, records: [DayRecord], routines: [Routine] = [], runs: [RoutineRun] = [], today: LocalDay,
    calendar: Calendar
  ) -> AchievementInput {
    var input = AchievementInput()
    var activeDays = Set<LocalDay>()
    for instance in log.instances {
      guard let item = log.items[instance.itemID], instance.isCompleted(target: item.target) else { continue }
      input.completions += 1
      if item.kind == .task { input.tasksDone += 1 }
      activeDays.insert(instance.day)
    }
    input.activeDays = activeDays.count
    input.longestStreak = StreakCalculator(records: records).longest(today: today)
    input.longestPerfectRun = perfectRun(records)
    input.longestSameHourRun = longestSameHourRun(log: log, calendar: calendar)
    var stepsByRoutine: [Int64: Int] = [:]
    for routine in routines { stepsByRoutine[routine.id] = routine.steps.count }
    var finishedRoutines = Set<Int64>()
    for run in runs {
      guard let finished = run.finishedAt, let steps = stepsByRoutine[run.routineID], steps > 0,
        Set(run.doneSteps).count >= steps
      else { continue }
      input.fullRoutineRuns += 1
      finishedRoutines.insert(run.routineID)
      let parts = calendar.dateComponents([.hour, .minute], from: finished)
      let minute = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
      input.earliestRoutineFinish = min(input.earliestRoutineFinish ?? minute, minute)
      input.latestRoutineFinish = max(input.latestRoutineFinish ?? minute, minute)
    }
    input.distinctRoutines = finishedRoutines.count
    return input
  }

  /// Longest run of consecutive days on which every counted habit was done; neutral days
  /// are skipped, a missing day breaks.
  static func perfectRun(_ records: [DayRecord]) -> Int {
    var best = 0
    var run = 0
    var previous: LocalDay?
    for record in records.sorted(by: { $0.day < $1.day }) {
      if let previous, previous.adding(days: 1) != record.day { run = 0 }
      previous = record.day
      if record.isNeutral { continue }
      run = record.completed >= record.counted ? run + 1 : 0
      best = max(best, run)
    }
    return best
  }

  /// The longest run of days one habit was completed within the same clock hour (the
  /// hour of its latest increment), over the log's instances.
  public static func longestSameHourRun(log: HabitLog, calendar: Calendar) -> Int {
    var hoursByItem: [Int64: [LocalDay: Int]] = [:]
    for instance in log.instances {
      guard let item = log.items[instance.itemID], item.kind == .habit, instance.isCompleted(target: item.target),
        let at = instance.increments.last?.at
      else { continue }
      hoursByItem[item.id, default: [:]][instance.day] = calendar.component(.hour, from: at)
    }
    return hoursByItem.values.map(sameHourRun).max() ?? 0
  }

  /// Longest run of consecutive days completed within the same clock hour.
  static func sameHourRun(_ hours: [LocalDay: Int]) -> Int {
    var best = 0
    var run = 0
    var previous: (day: LocalDay, hour: Int)?
    for day in hours.keys.sorted() {
      guard let hour = hours[day] else { continue }
      if let previous, previous.day.adding(days: 1) == day, previous.hour == hour {
        run += 1
      } else {
        run = 1
      }
      best = max(best, run)
      previous = (day, hour)
    }
    return best
  }
}
