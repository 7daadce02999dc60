import Foundation
import SherpaCoach
import SherpaCore

/// One run of the focus countdown over any clock and key source: it saves each round as
/// it starts, keeps its minutes current, closes it when it ends or is stopped, rings at
/// each transition and draws the countdown — on one line redrawn in place when `live`,
/// else one line per transition. The terminal and the real clock are wired in `sherpa/`.
public struct FocusRun {
  public var coach: Coach
  public var plan: FocusPlan
  public var itemID: Int64?
  public var label: String?
  public var style: RenderStyle
  public var live: Bool
  public var clock: () -> Date
  public var write: (String) -> Void
  /// Rings and notifies at a transition (the words are for a desktop notification).
  public var alert: (String) -> Void = { _ in }
  /// Checked between keys: a termination signal stops and saves the session.
  public var stopRequested: () -> Bool = { false }
  /// A session left open earlier, to continue where it stopped.
  public var resuming: FocusSession?

  public init(
    coach: Coach, plan: FocusPlan, itemID: Int64?, label: String?, style: RenderStyle, live: Bool,
    clock: @escaping () -> Date, write: @escaping (String) -> Void
  ) {
    self.coach = coach
    self.plan = plan
    self.itemID = itemID
    self.label = label
    self.style = style
    self.live = live
    self.clock = clock
    self.write = write
  }

  /// What the run did.
  public struct Report: Sendable {
    public var rounds: [FocusOutcome] = []
    public var stoppedEarly = false
    public var summary: FocusSummary?
  }

  /// Runs until the last round ends or a stop; store errors end it (the session then stays open).
  public func run(keys: inout some FocusKeySource) throws -> Report {
    var report = Report()
    var sessionID = resuming?.id
    var timer: FocusTimer
    if let resuming {
      timer = FocusTimer(
        plan: plan, start: clock(), alreadyWorked: Double(resuming.actualMinutes * 60),
        pausedBefore: resuming.pausedSeconds)
    } else {
      timer = FocusTimer(plan: plan, start: clock())
      try apply(timer.opening, &sessionID, &report)
    }
    var savedMinute = -1
    while !timer.isDone {
      let now = clock()
      if live { write(FocusCountdown.redraw + FocusCountdown.line(timer, at: now, label: label, style: style)) }
      let input = keys.next(waiting: live ? 200 : 1000)
      let moment = clock()
      var events: [FocusTimer.Event]
      switch input {
      case .key(let byte):
        events = FocusKeys.command(for: byte).map { timer.handle($0, at: moment) } ?? timer.advance(to: moment)
      case .none: events = timer.advance(to: moment)
      case .end: events = timer.handle(.stop, at: moment)
      }
      if stopRequested() && !timer.isDone { events += timer.handle(.stop, at: moment) }
      for event in events { try apply(event, &sessionID, &report) }
      if let sessionID, case .work = timer.phase {
        let worked = timer.elapsed(at: moment)
        let minute = Int(worked / 60)
        let pausing = events.contains { if case .paused = $0 { true } else { false } }
        if minute != savedMinute || pausing {
          savedMinute = minute
          try coach.focus.saveFocusProgress(
            id: sessionID, workedSeconds: worked, pausedSeconds: timer.pausedSeconds(at: moment))
        }
      }
    }
    if live { write(FocusCountdown.redraw) }
    report.summary = try coach.focus.focusSummary(at: clock(), plan: plan)
    return report
  }

  private func apply(_ event: FocusTimer.Event, _ sessionID: inout Int64?, _ report: inout Report) throws {
    switch event {
    case .workStarted(let round, let at):
      sessionID = try coach.focus.beginFocus(plan: plan, itemID: itemID, at: at).id
      if round > 1 {
        announce("Break over — focus round \(round) of \(plan.rounds): \(plan.workMinutes) min.")
      }
    case .workEnded(let round, let at, let paused):
      guard let id = sessionID else { return }
      report.rounds.append(
        try coach.focus.finishFocus(
          id: id, endedAt: at, workedSeconds: Double(plan.workMinutes * 60), pausedSeconds: paused))
      sessionID = nil
      if round < plan.rounds {
        announce("Round \(round) done: \(plan.workMinutes) min of focus.")
      }
    case .breakStarted(_, _):
      announce("Break: \(plan.breakMinutes) min — stand up, look away.")
    case .breakEnded, .paused, .resumed:
      return
    case .stopped(_, let at, let worked, let paused):
      report.stoppedEarly = true
      if let worked, let id = sessionID {
        report.rounds.append(
          try coach.focus.finishFocus(id: id, endedAt: at, workedSeconds: worked, pausedSeconds: paused))
        sessionID = nil
      }
    case .finished:
      announce("Focus done: \(plan.rounds * plan.workMinutes) min.")
    }
  }

  private func announce(_ text: String) {
    alert(text)
    if live { write(FocusCountdown.redraw) }
    write(text + "\n")
  }
}
