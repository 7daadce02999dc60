import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// "start focus" and "stop focus" as turns: in a pipe the clock marks the start and the
/// end (`@now` lines move it); the live countdown is `sherpa focus`.
extension FocusHandler {
  func startFocusTurn(_ parse: ParseResult) throws -> TurnOutcome {
    try startFocusTurn(minutes: parse.slots.minutes, itemID: parse.itemID, title: parse.slots.title)
  }

  /// `/focus 50`: the minutes are the rest of the line.
  func startFocusSlash(_ rest: String) throws -> TurnOutcome {
    let words = rest.split(separator: " ")
    guard let first = words.first else { return try startFocusTurn(minutes: nil, itemID: nil, title: nil) }
    guard let minutes = Int(first) else {
      return failure(.startFocus, code: .invalidInput, "/focus takes minutes, 1 to 240: /focus 25")
    }
    var outcome = try startFocusTurn(minutes: minutes, itemID: nil, title: nil)
    outcome.source = .command
    return outcome
  }

  func startFocusTurn(minutes: Int?, itemID: Int64?, title: String?) throws -> TurnOutcome {
    if let open = try unfinishedFocus() {
      return failure(
        .startFocus, code: .invalidInput,
        "A \(open.intendedMinutes)-minute focus from \(clockTime(open.startedAt)) is still running — "
          + "say \"stop focus\" to close it first.")
    }
    let plan: FocusPlan
    switch FocusPlan.checked(workMinutes: minutes ?? 25) {
    case .success(let checked): plan = checked
    case .failure(let problem): return failure(.startFocus, code: .invalidInput, problem.description)
    }
    let item = try itemID.flatMap { try data.item(id: $0) }
    let session = try beginFocus(plan: plan, itemID: item?.id, at: now)
    var text = "Focus started: \(plan.workMinutes) min"
    if let item { text += " on \(item.name)" } else if let title { text += " on \(title)" }
    text += " at \(clockTime(session.startedAt)). Say \"stop focus\" when you're done."
    return reply(
      .startFocus, text,
      applied: [
        AppliedAction(
          type: .startFocus, item: item?.name, id: "f\(session.id)", amount: Double(plan.workMinutes), unit: "min")
      ])
  }

  /// Ends the open session by the clock, at most its intended minutes (the timer ends there).
  func stopFocusTurn() throws -> TurnOutcome {
    guard let open = try unfinishedFocus() else {
      return failure(
        .stopFocus, code: .notFound, "No focus session is running — say \"focus 25 minutes\" to start one.")
    }
    let intended = Double(open.intendedMinutes * 60)
    let ran = max(0, now.timeIntervalSince(open.startedAt) - open.pausedSeconds)
    let worked = min(ran, intended)
    let end = ran > intended ? open.startedAt.addingTimeInterval(intended + open.pausedSeconds) : now
    let outcome = try finishFocus(id: open.id, endedAt: end, workedSeconds: worked, pausedSeconds: open.pausedSeconds)
    let summary = try focusSummary(at: now)
    var text = "Focus done: \(outcome.session.actualMinutes) min"
    if ran > intended { text += " (the timer ended at \(open.intendedMinutes) min)" }
    text += "."
    if outcome.xp > 0 { text += " (+\(outcome.xp) XP)" }
    if let name = outcome.itemName, let logged = outcome.logged, let unit = outcome.unit {
      text +=
        logged > 0
        ? " Logged \(Amounts.quantity(logged, unit)) to \(name)."
        : " \(name) already had those minutes logged by hand, so nothing was added."
    }
    text += " Today \(summary.minutesToday) min, this week \(summary.minutesWeek) min. \(summary.suggestion)"
    return reply(
      .stopFocus, text,
      applied: [
        AppliedAction(
          type: .stopFocus, item: outcome.itemName, id: "f\(open.id)", amount: Double(outcome.session.actualMinutes),
          unit: "min")
      ])
  }

  /// Said when the REPL starts while a session was left open by a closed terminal or a crash.
  public func unfinishedFocusReminder() -> String? {
    guard let open = try? unfinishedFocus() else { return nil }
    return "A \(open.intendedMinutes)-minute focus from \(clockTime(open.startedAt)) was left open after "
      + "\(open.actualMinutes) min — `sherpa focus` offers to resume it; \"stop focus\" closes it by the clock."
  }

  func pauseInPipe(_ intent: Intent) -> TurnOutcome {
    reply(
      TurnIntent(intent),
      "Pausing and resuming work in the live countdown (`sherpa focus`, keys p and space); "
        + "here, \"stop focus\" ends the session by the clock.")
  }

  /// "14:05" in the person's zone.
  public func clockTime(_ instant: Date) -> String {
    let parts = environment.calendar.dateComponents([.hour, .minute], from: instant)
    return LocalTime(minutesSinceMidnight: (parts.hour ?? 0) * 60 + (parts.minute ?? 0)).description
  }
}

extension FocusHandler {
  /// A log by hand while the item's focus timer runs waits for a yes: the timer logs what
  /// it measures when it stops, less what was logged by hand meanwhile, so nothing counts twice.
  func proposeLogDuringFocus(_ item: Item, amount: Double, day: LocalDay, source: Increment.Source, since: Date)
    throws -> TurnOutcome
  {
    try items.proposeLogByHand(
      item, amount: amount, day: day, source: source,
      saying: "Your focus timer on \(item.name) has been running since \(clockTime(since)) and logs what it measures "
        + "when it stops. Log \(Amounts.quantity(amount, of: item)) by hand now? The timer then adds only the rest. "
        + "Say yes or no.")
  }
}
