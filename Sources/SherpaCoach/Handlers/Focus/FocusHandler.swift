import Foundation
import SherpaCore
import SherpaStore

/// Focus sessions in the store: saved when a round starts, its minutes kept up to date as
/// it runs (so a crash leaves what really elapsed), and closed once with its +20 XP and
/// the minutes logged to its time-unit item.
public struct FocusHandler: CoachHandler {
  let context: CoachContext

  /// A session left open by a closed terminal or a crash, if any.
  public func unfinishedFocus() throws -> FocusSession? { try data.runningFocusSession() }

  /// Saves a round as it starts.
  public func beginFocus(plan: FocusPlan, itemID: Int64?, at instant: Date) throws -> FocusSession {
    try write("start focus") {
      try data.startFocus(
        FocusSession(
          itemID: itemID, intendedMinutes: plan.workMinutes, breakMinutes: plan.breakMinutes, startedAt: instant))
    }
  }

  /// Keeps a running round's minutes and pause time, so a crash loses at most the last minute.
  public func saveFocusProgress(id: Int64, workedSeconds: Double, pausedSeconds: Double) throws {
    guard var session = try data.focusSession(id: id), session.endedAt == nil else { return }
    let minutes = Int(workedSeconds / 60)
    guard minutes != session.actualMinutes || abs(pausedSeconds - session.pausedSeconds) >= 1 else { return }
    session.actualMinutes = minutes
    session.pausedSeconds = pausedSeconds
    try data.updateFocus(session)
  }

  /// Closes a round with the minutes it ran: +20 XP once for 25 minutes or more, and its
  /// minutes logged to a time-unit item, less what was logged by hand since it started.
  public func finishFocus(id: Int64, endedAt: Date, workedSeconds: Double, pausedSeconds: Double) throws
    -> FocusOutcome
  {
    try write("stop focus") {
      let minutes = max(0, Int((workedSeconds / 60).rounded(.down)))
      let session = try data.stopFocus(
        id: id, endedAt: endedAt, actualMinutes: minutes, pausedSeconds: pausedSeconds)
      var outcome = FocusOutcome(session: session, xp: 0)
      let ref = "f\(session.id)"
      let day = LocalDay(containing: session.startedAt, in: environment.calendar)
      let earlier = try data.xpEvents(from: day, to: day).contains { $0.reason == .focusSession && $0.ref == ref }
      if !earlier {
        for event in XPRules.focus(session, calendar: environment.calendar).add {
          _ = try data.addXPEvent(event)
          outcome.xp += event.amount
        }
      }
      if let itemID = session.itemID, let item = try data.item(id: itemID), let perMinute = item.unit.perMinute {
        let byHand = try manualAmount(itemID: itemID, day: day, since: session.startedAt)
        let measured = Double(minutes) * perMinute
        let amount = max(0, measured - byHand)
        outcome.itemName = item.name
        outcome.unit = item.unit
        outcome.logged = amount
        if amount > 0 { try data.logProgress(itemID: itemID, day: day, amount: amount, source: .timer, at: endedAt) }
      }
      return outcome
    }
  }

  /// A session left open, closed with the minutes saved before it stopped.
  public func closeUnfinishedFocus(_ session: FocusSession) throws -> FocusOutcome {
    let worked = Double(session.actualMinutes * 60)
    let end = session.startedAt.addingTimeInterval(worked + session.pausedSeconds)
    return try finishFocus(id: session.id, endedAt: end, workedSeconds: worked, pausedSeconds: session.pausedSeconds)
  }

  /// Minutes today and this week, and the next session to try.
  public func focusSummary(at instant: Date, plan: FocusPlan? = nil) throws -> FocusSummary {
    FocusSummary(sessions: try data.focusSessions(), now: instant, calendar: environment.calendar, lastPlan: plan)
  }

  /// What was logged by hand (typed, spoken, by the LLM) to the item's instance since `start`.
  func manualAmount(itemID: Int64, day: LocalDay, since start: Date) throws -> Double {
    guard let instance = try instance(itemID, on: day) else { return 0 }
    return try data.increments(instanceID: instance.id)
      .filter { $0.source != .timer && $0.at >= start && $0.amount > 0 }
      .reduce(0) { $0 + $1.amount }
  }
}
