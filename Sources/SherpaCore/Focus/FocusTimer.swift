import Foundation

/// The pomodoro clock, pure: work rounds and breaks, pause, resume, skip break and stop,
/// driven only by the instants it is given. Every transition lands on the exact instant
/// the phase ran out, however late `advance(to:)` is called, so a fixed clock tests it.
public struct FocusTimer: Sendable, Hashable {
  /// Where the run is.
  public enum Phase: Sendable, Hashable {
    case work(round: Int)
    case rest(round: Int)
    case done
  }

  /// What a key press asks for.
  public enum Command: Sendable, Hashable {
    case togglePause, skipBreak, stop
  }

  /// What happened, in order; the caller saves, rings and notifies from these.
  public enum Event: Sendable, Hashable {
    /// A work round began (a session is saved from here).
    case workStarted(round: Int, at: Date)
    /// A work round ran its full length.
    case workEnded(round: Int, at: Date, pausedSeconds: Double)
    case breakStarted(round: Int, at: Date)
    case breakEnded(round: Int, at: Date, skipped: Bool)
    case paused(at: Date)
    case resumed(at: Date, pausedSeconds: Double)
    /// Stopped early; `workedSeconds` is nil when it stopped during a break.
    case stopped(round: Int, at: Date, workedSeconds: Double?, pausedSeconds: Double)
    /// Every round and break ran out.
    case finished(at: Date)
  }

  public let plan: FocusPlan
  public private(set) var phase: Phase
  /// When the current phase began, moved back by the time worked before a resume.
  public private(set) var phaseStart: Date
  /// Paused time within the current phase, pauses that ended.
  public private(set) var phasePaused: Double = 0
  public private(set) var pausedAt: Date?

  /// A timer whose first round starts at `start`, `alreadyWorked` seconds into it (a resumed session).
  public init(plan: FocusPlan, start: Date, alreadyWorked: Double = 0, pausedBefore: Double = 0) {
    self.plan = plan
    self.phase = .work(round: 1)
    self.phaseStart = start.addingTimeInterval(-max(0, alreadyWorked))
    self.phasePaused = 0
    self.carriedPause = max(0, pausedBefore)
  }

  /// Pause carried over from before a resume, reported with the first round.
  private var carriedPause: Double = 0

  public var isPaused: Bool { pausedAt != nil }
  public var isDone: Bool { phase == .done }

  /// The length of the current phase in seconds.
  public var phaseLength: Double {
    switch phase {
    case .work: Double(plan.workMinutes * 60)
    case .rest: Double(plan.breakMinutes * 60)
    case .done: 0
    }
  }

  /// Seconds the current phase has really run (pauses left out).
  public func elapsed(at now: Date) -> Double {
    guard phase != .done else { return 0 }
    let until = pausedAt ?? now
    return max(0, min(phaseLength, until.timeIntervalSince(phaseStart) - phasePaused))
  }

  public func remaining(at now: Date) -> Double { max(0, phaseLength - elapsed(at: now)) }

  /// 0…1 through the current phase.
  public func progress(at now: Date) -> Double {
    phaseLength > 0 ? elapsed(at: now) / phaseLength : 1
  }

  /// Paused seconds of the current phase up to `now`, the running pause included.
  public func pausedSeconds(at now: Date) -> Double {
    let running = pausedAt.map { max(0, now.timeIntervalSince($0)) } ?? 0
    return phasePaused + running + (phase == .work(round: 1) ? carriedPause : 0)
  }

  /// The opening event: the first round's start.
  public var opening: Event { .workStarted(round: 1, at: phaseStart) }

  /// Runs the clock forward to `now`, through as many phases as ran out.
  public mutating func advance(to now: Date) -> [Event] {
    guard pausedAt == nil else { return [] }
    var events: [Event] = []
    while phase != .done {
      let end = phaseStart.addingTimeInterval(phaseLength + phasePaused)
      guard now >= end else { break }
      events += next(at: end, skipped: false)
    }
    return events
  }

  /// Applies a key's command at `now` (the clock is advanced first).
  public mutating func handle(_ command: Command, at now: Date) -> [Event] {
    var events = advance(to: now)
    guard phase != .done else { return events }
    switch command {
    case .togglePause:
      if let pausedAt {
        let length = max(0, now.timeIntervalSince(pausedAt))
        phasePaused += length
        self.pausedAt = nil
        events.append(.resumed(at: now, pausedSeconds: length))
      } else {
        pausedAt = now
        events.append(.paused(at: now))
      }
    case .skipBreak:
      guard case .rest = phase else { return events }
      if let pausedAt {
        phasePaused += max(0, now.timeIntervalSince(pausedAt))
        self.pausedAt = nil
      }
      events += next(at: now, skipped: true)
    case .stop:
      let round: Int
      var worked: Double?
      switch phase {
      case .work(let r):
        round = r
        worked = elapsed(at: now)
      case .rest(let r): round = r
      case .done: return events
      }
      let paused = pausedSeconds(at: now)
      events.append(.stopped(round: round, at: now, workedSeconds: worked, pausedSeconds: paused))
      phase = .done
      pausedAt = nil
    }
    return events
  }

  private mutating func next(at instant: Date, skipped: Bool) -> [Event] {
    var events: [Event] = []
    switch phase {
    case .work(let round):
      events.append(.workEnded(round: round, at: instant, pausedSeconds: pausedSeconds(at: instant)))
      carriedPause = 0
      if round >= plan.rounds {
        phase = .done
        events.append(.finished(at: instant))
      } else if plan.breakMinutes > 0 {
        phase = .rest(round: round)
        events.append(.breakStarted(round: round, at: instant))
      } else {
        phase = .work(round: round + 1)
        events.append(.workStarted(round: round + 1, at: instant))
      }
    case .rest(let round):
      events.append(.breakEnded(round: round, at: instant, skipped: skipped))
      phase = .work(round: round + 1)
      events.append(.workStarted(round: round + 1, at: instant))
    case .done:
      return []
    }
    phaseStart = instant
    phasePaused = 0
    return events
  }
}
