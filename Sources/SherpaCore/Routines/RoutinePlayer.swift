import Foundation

/// A routine run step by step, pure and clock-driven: a timed step counts down and is
/// done when its minutes run out (or earlier, on request); an untimed step waits to be
/// marked done; any step may be skipped; the run may pause and stop.
public struct RoutinePlayer: Sendable, Hashable {
  public enum Command: Sendable, Hashable {
    case done, skip, togglePause, stop
  }

  public enum Event: Sendable, Hashable {
    case stepStarted(index: Int, at: Date)
    /// `timeUp` when its timer ran out rather than a key.
    case stepDone(index: Int, at: Date, timeUp: Bool)
    case stepSkipped(index: Int, at: Date)
    case paused(at: Date)
    case resumed(at: Date)
    case finished(at: Date)
    case stopped(at: Date)
  }

  /// Minutes of each step; 0 is untimed.
  public let minutes: [Int]
  /// The step under way; `minutes.count` once the run is over.
  public private(set) var index = 0
  public private(set) var done: [Int] = []
  public private(set) var stepStart: Date
  public private(set) var stepPaused: Double = 0
  public private(set) var pausedAt: Date?
  public private(set) var isOver = false

  public init(minutes: [Int], start: Date) {
    self.minutes = minutes
    self.stepStart = start
    self.isOver = minutes.isEmpty
  }

  public var opening: [Event] { isOver ? [.finished(at: stepStart)] : [.stepStarted(index: 0, at: stepStart)] }
  public var isPaused: Bool { pausedAt != nil }
  public var isTimed: Bool { !isOver && minutes[index] > 0 }

  /// Seconds the current step has run, pauses left out.
  public func elapsed(at now: Date) -> Double {
    guard !isOver else { return 0 }
    return max(0, (pausedAt ?? now).timeIntervalSince(stepStart) - stepPaused)
  }

  /// Seconds left of a timed step; nil for an untimed one.
  public func remaining(at now: Date) -> Double? {
    guard isTimed else { return nil }
    return max(0, Double(minutes[index] * 60) - elapsed(at: now))
  }

  public func progress(at now: Date) -> Double {
    guard isTimed else { return 0 }
    return min(1, elapsed(at: now) / Double(minutes[index] * 60))
  }

  /// Timed steps whose minutes ran out are done, at the instant they ran out.
  public mutating func advance(to now: Date) -> [Event] {
    guard pausedAt == nil else { return [] }
    var events: [Event] = []
    while isTimed {
      let end = stepStart.addingTimeInterval(Double(minutes[index] * 60) + stepPaused)
      guard now >= end else { break }
      done.append(index)
      events.append(.stepDone(index: index, at: end, timeUp: true))
      events += next(at: end)
    }
    return events
  }

  public mutating func handle(_ command: Command, at now: Date) -> [Event] {
    var events = advance(to: now)
    guard !isOver else { return events }
    switch command {
    case .togglePause:
      if let pausedAt {
        stepPaused += max(0, now.timeIntervalSince(pausedAt))
        self.pausedAt = nil
        events.append(.resumed(at: now))
      } else {
        pausedAt = now
        events.append(.paused(at: now))
      }
    case .done:
      pausedAt = nil
      done.append(index)
      events.append(.stepDone(index: index, at: now, timeUp: false))
      events += next(at: now)
    case .skip:
      pausedAt = nil
      events.append(.stepSkipped(index: index, at: now))
      events += next(at: now)
    case .stop:
      pausedAt = nil
      isOver = true
      events.append(.stopped(at: now))
    }
    return events
  }

  private mutating func next(at instant: Date) -> [Event] {
    index += 1
    stepStart = instant
    stepPaused = 0
    if index >= minutes.count {
      isOver = true
      return [.finished(at: instant)]
    }
    return [.stepStarted(index: index, at: instant)]
  }
}
