import Foundation
import SherpaCore

extension JournalAccess {
  @discardableResult
  public func createGoal(_ goal: Goal) throws -> Goal {
    try write("create goal") { try $0.goalWrites.createGoal(goal) }
  }

  @discardableResult
  public func editGoal(_ goal: Goal) throws -> Goal { try write("edit goal") { try $0.goalWrites.editGoal(goal) } }

  /// See `StoreTransaction.replaceMilestones(goalID:with:)`: `dependsOn` holds indexes.
  @discardableResult
  public func replaceMilestones(goalID: Int64, with milestones: [Milestone]) throws -> [Milestone] {
    try write("replace milestones") { try $0.goalWrites.replaceMilestones(goalID: goalID, with: milestones) }
  }

  @discardableResult
  public func addMilestones(goalID: Int64, _ milestones: [Milestone]) throws -> [Milestone] {
    try write("add milestones") { try $0.goalWrites.addMilestones(goalID: goalID, milestones) }
  }

  @discardableResult
  public func updateMilestone(_ milestone: Milestone) throws -> Milestone {
    try write("update milestone") { try $0.goalWrites.updateMilestone(milestone) }
  }

  @discardableResult
  public func addReflection(_ reflection: Reflection) throws -> Reflection {
    try write("reflection") { try $0.addReflection(reflection) }
  }

  @discardableResult
  public func setEndOfDayNote(_ note: EndOfDayNote, today: LocalDay) throws -> EndOfDayNote {
    try write("end of day") { try $0.setEndOfDayNote(note, today: today) }
  }

  @discardableResult
  public func startFocus(_ session: FocusSession) throws -> FocusSession {
    try write("start focus") { try $0.startFocus(session) }
  }

  @discardableResult
  public func updateFocus(_ session: FocusSession) throws -> FocusSession {
    try write("update focus") { try $0.updateFocus(session) }
  }

  @discardableResult
  public func stopFocus(id: Int64, endedAt: Date, actualMinutes: Int, pausedSeconds: Double? = nil) throws
    -> FocusSession
  {
    try write("stop focus") {
      try $0.stopFocus(id: id, endedAt: endedAt, actualMinutes: actualMinutes, pausedSeconds: pausedSeconds)
    }
  }

  @discardableResult
  public func createRoutine(_ routine: Routine) throws -> Routine {
    try write("create routine") { try $0.createRoutine(routine) }
  }

  @discardableResult
  public func replaceRoutineSteps(routineID: Int64, with steps: [RoutineStep]) throws -> [RoutineStep] {
    try write("routine steps") { try $0.replaceRoutineSteps(routineID: routineID, with: steps) }
  }

  @discardableResult
  public func recordRoutineRun(_ run: RoutineRun) throws -> RoutineRun {
    try write("routine run") { try $0.recordRoutineRun(run) }
  }

  @discardableResult
  public func addXPEvent(_ event: XPEvent) throws -> XPEvent {
    try write("xp", oneStatement: true) { try $0.addXPEvent(event) }
  }

  public func removeXPEvents(reason: XPEvent.Reason, ref: String) throws {
    try write("remove xp") { try $0.removeXPEvents(reason: reason, ref: ref) }
  }

  public func recordDay(_ record: DayRecord) throws {
    try write("day record", oneStatement: true) { try $0.recordDay(record) }
  }

  public func removeDayRecord(day: LocalDay) throws { try write("day record") { try $0.removeDayRecord(day: day) } }

  public func recordStanding(_ standing: StoredStanding) throws {
    try write("league") { try $0.recordStanding(standing) }
  }

  public func recordAchievement(_ achievement: StoredAchievement) throws {
    try write("achievement") { try $0.recordAchievement(achievement) }
  }
}
