import Foundation
import SherpaCoach
import SherpaCore

/// Runs a routine step by step over any clock and key source: a countdown per timed step
/// (redrawn on one line when `live`), Enter or d for done, s to skip, p to pause, q or
/// Ctrl-C to stop. The run is recorded when it ends, stopped or not.
public struct RoutineRunLoop {
  public var coach: Coach
  public var routine: Routine
  public var stepNames: [String]
  public var style: RenderStyle
  public var live: Bool
  public var clock: () -> Date
  public var write: (String) -> Void
  public var alert: (String) -> Void = { _ in }
  public var stopRequested: () -> Bool = { false }

  public init(
    coach: Coach, routine: Routine, stepNames: [String], style: RenderStyle, live: Bool,
    clock: @escaping () -> Date, write: @escaping (String) -> Void
  ) {
    self.coach = coach
    self.routine = routine
    self.stepNames = stepNames
    self.style = style
    self.live = live
    self.clock = clock
    self.write = write
  }

  /// What the run did.
  public struct Report: Sendable {
    public var run: RoutineRun
    public var stopped: Bool
    public var steps: Int
    /// Badges this run unlocked.
    public var unlocked: [String]
  }

  public static func command(for byte: UInt8) -> RoutinePlayer.Command? {
    switch byte {
    case 0x0D, 0x0A, UInt8(ascii: "d"), UInt8(ascii: "D"): .done
    case UInt8(ascii: "s"), UInt8(ascii: "S"): .skip
    case UInt8(ascii: "p"), UInt8(ascii: "P"), UInt8(ascii: " "): .togglePause
    case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03, 0x04, 0x1B: .stop
    default: nil
    }
  }

  public func run(keys: inout some FocusKeySource) throws -> Report {
    let insights = Insights(store: coach.store, environment: coach.environment)
    let before = Set(try insights.achievements().filter(\.unlocked).map(\.key))
    let start = clock()
    var player = RoutinePlayer(minutes: routine.steps.map(\.minutes), start: start)
    var stopped = false
    var finishedAt = start
    var events = player.opening
    while true {
      for event in events {
        switch event {
        case .stepStarted(let index, _): announce(stepLine(index))
        case .stepDone(let index, _, let timeUp):
          if timeUp { alert("\(name(index)): time's up.") }
          if live { write(RoutineRunLoop.redraw) }
          write((style.unicode ? "✓ " : "* ") + Sanitizer.clean(name(index), keepNewlines: false) + "\n")
        case .stepSkipped(let index, _):
          if live { write(RoutineRunLoop.redraw) }
          write((style.unicode ? "– " : "- ") + Sanitizer.clean(name(index), keepNewlines: false) + " (skipped)\n")
        case .finished(let at):
          finishedAt = at
          alert("\(routine.name) done.")
        case .stopped(let at):
          finishedAt = at
          stopped = true
        case .paused, .resumed: break
        }
      }
      if player.isOver { break }
      if live { write(RoutineRunLoop.redraw + line(player, at: clock())) }
      let input = keys.next(waiting: live ? 200 : 1000)
      let now = clock()
      switch input {
      case .key(let byte):
        events = RoutineRunLoop.command(for: byte).map { player.handle($0, at: now) } ?? player.advance(to: now)
      case .none: events = player.advance(to: now)
      case .end: events = player.handle(.stop, at: now)
      }
      if stopRequested() && !player.isOver { events += player.handle(.stop, at: now) }
    }
    if live { write(RoutineRunLoop.redraw) }
    let run = try coach.routines.recordRoutineRun(routine, startedAt: start, finishedAt: finishedAt, done: player.done)
    let after = try insights.achievements().filter { $0.unlocked && !before.contains($0.key) }.map(\.title)
    return Report(run: run, stopped: stopped, steps: routine.steps.count, unlocked: after)
  }

  static let redraw = "\r\u{1B}[2K"

  func name(_ index: Int) -> String { stepNames.indices.contains(index) ? stepNames[index] : "Step \(index + 1)" }

  func stepLine(_ index: Int) -> String {
    let minutes = routine.steps[index].minutes
    return "Step \(index + 1)/\(routine.steps.count): \(Sanitizer.clean(name(index), keepNewlines: false))"
      + (minutes > 0 ? ", \(minutes) min" : "")
  }

  func line(_ player: RoutinePlayer, at now: Date) -> String {
    var parts = [Paint.clip(Sanitizer.clean(name(player.index), keepNewlines: false), 24, style)]
    if let left = player.remaining(at: now) {
      parts.append(FocusCountdown.clock(left))
      parts.append(Charts.bar(player.progress(at: now), columns: 16, style: style))
    }
    if player.isPaused { parts.append("paused") }
    parts.append(Paint.color("Enter done · s skip · p pause · q stop", Paint.grey, style))
    return FocusCountdown.fit(parts.joined(separator: "  "), columns: max(20, style.width - 1))
  }

  func announce(_ text: String) {
    if live { write(RoutineRunLoop.redraw) }
    write(text + "\n")
  }

  /// The lines after a run.
  public static func summary(_ report: Report, routine: Routine) -> [String] {
    var lines = [
      "\(Sanitizer.clean(routine.name, keepNewlines: false)): \(Set(report.run.doneSteps).count) of \(report.steps) steps done"
        + (report.stopped ? " (stopped)." : ".")
    ]
    for title in report.unlocked { lines.append("Achievement unlocked: \(title)!") }
    return lines
  }
}
