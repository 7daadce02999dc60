import Foundation
import SherpaCore
import SherpaStore

/// Fills a store with at least one record of every kind, for round-trip and undo tests.
public enum FilledStore {
  public static let day = LocalDay(year: 2026, month: 11, day: 23) ?? LocalDay(ordinal: 20_415)
  public static let at = Date(timeIntervalSince1970: 1_795_430_000.25)

  /// Adds the records and returns the store.
  @discardableResult
  public static func fill(_ store: SherpaStore) throws -> SherpaStore {
    let group = try store.addGroup(ItemGroup(name: "Move a little", required: 1))
    let read = try store.addItem(
      Item(
        kind: .habit, name: "Read", icon: "📚", category: "learning", color: "blue", unit: .min, target: 30,
        step: 10, startDate: day.adding(days: -30), time: LocalTime(hour: 21, minute: 30), timeSlot: .evening,
        notify: true, tier: .mustDo, habitPrompt: "Read one page", createdAt: at))
    let walk = try store.addItem(
      Item(
        kind: .habit, name: "Walk", unit: .steps, target: 10_000, period: .week, step: 1000,
        startDate: day.adding(days: -10), groupID: group.id, createdAt: at))
    let gym = try store.addItem(
      Item(
        kind: .habit, name: "Gym", recurrence: Recurrence(freq: .weekly, byWeekdays: [1, 3, 5], end: .afterCount(20)),
        startDate: day.adding(days: -14), createdAt: at))
    let taxes = try store.addItem(Item(kind: .task, name: "File taxes", startDate: day.adding(days: -2), createdAt: at))
    let old = try store.addItem(Item(kind: .habit, name: "Old habit", startDate: day.adding(days: -100), createdAt: at))
    try store.archiveItem(id: old.id)

    try store.logProgress(itemID: read.id, day: day.adding(days: -1), amount: 30, source: .voice, at: at)
    try store.logProgress(itemID: read.id, day: day, amount: 12.5, source: .typed, at: at)
    try store.logProgress(itemID: walk.id, day: day, amount: 4000, source: .timer, at: at)
    try store.skip(itemID: gym.id, day: day, note: "sore knee")
    try store.complete(itemID: taxes.id, day: day, source: .llm, at: at)
    try store.reorder(day: day, itemIDs: [taxes.id, read.id])

    let marathon = try store.createGoal(
      Goal(
        title: "Run a marathon", details: "Spring race", progress: 10, priority: .now,
        targetDate: day.adding(days: 120),
        linkedItemIDs: [walk.id], createdAt: at))
    let base = try store.createGoal(Goal(title: "Build a base", parentID: marathon.id, createdAt: at))
    _ = base
    let window = DayWindow(start: day, end: day.adding(days: 6))
    try store.replaceMilestones(
      goalID: marathon.id,
      with: [
        Milestone(
          goalID: 0, title: "Run 5 km", estHours: 4, successCriteria: "5 km in one go", window: window, position: 0),
        Milestone(
          goalID: 0, title: "Run 10 km", estHours: 6.5, dependsOn: [0], successCriteria: "10 km",
          window: DayWindow(start: day.adding(days: 7), end: day.adding(days: 13)),
          block: ScheduledBlock(date: day.adding(days: 8), start: LocalTime(minutesSinceMidnight: 7 * 60), minutes: 90),
          status: .inProgress, position: 0),
      ])

    try store.addReflection(Reflection(day: day, kind: .morning, note: "Slept well", sleepQuality: 4, createdAt: at))
    try store.addReflection(Reflection(day: day, kind: .night, note: nil, createdAt: at))
    try store.setEndOfDayNote(EndOfDayNote(day: day, note: "Good day", fulfilment: 8, updatedAt: at), today: day)
    let focus = try store.startFocus(FocusSession(itemID: read.id, intendedMinutes: 25, startedAt: at))
    try store.stopFocus(id: focus.id, endedAt: at.addingTimeInterval(1560), actualMinutes: 26, pausedSeconds: 30)
    let routine = try store.createRoutine(
      Routine(
        name: "Morning", start: LocalTime(hour: 6, minute: 30),
        steps: [RoutineStep(itemID: read.id, minutes: 10), RoutineStep(itemID: gym.id, minutes: 45)], createdAt: at))
    try store.recordRoutineRun(
      RoutineRun(routineID: routine.id, startedAt: at, finishedAt: at.addingTimeInterval(3300), doneSteps: [0, 1]))
    try store.addXPEvent(XPEvent(day: day, reason: .focusSession, ref: "focus\(focus.id)", at: at))
    try store.addXPEvent(XPEvent(day: day, reason: .morningReflection, ref: day.description, at: at))
    try store.recordDay(DayRecord(day: day.adding(days: -1), counted: 2, completed: 1, qualifies: true, locked: true))
    try store.recordStanding(StoredStanding(weekStart: day.startOfWeek, tier: "base_camp", rank: 7, xp: 260))
    try store.recordAchievement(StoredAchievement(key: "first_step", unlockedAt: at, progress: 1))
    try store.recordAchievement(StoredAchievement(key: "week_warrior", unlockedAt: nil, progress: 0.43))
    try store.setMeta("joined_at", "2026-10-01T08:00:00.000Z")
    return store
  }
}
