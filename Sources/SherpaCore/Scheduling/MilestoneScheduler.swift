/// Places a goal's milestones on the calendar, the part of decomposition sherpa does
/// itself rather than trusting the LLM: each milestone becomes 60–90 minute blocks
/// inside its window, after its dependencies' last block, between wake and bed, with
/// never more than 3 hours of goal work on one day. Pure: same inputs, same blocks.
public enum MilestoneScheduler {
  /// The shortest and longest block, and the most goal work a day holds, in minutes.
  public static let blockMinutes = 60...90
  public static let dailyGoalMinutes = 180

  /// What the scheduler needs to know about one milestone; `dependsOn` holds indexes
  /// of earlier milestones.
  public struct Request: Sendable, Hashable {
    public var estHours: Double
    public var window: DayWindow
    public var dependsOn: [Int]

    public init(estHours: Double, window: DayWindow, dependsOn: [Int] = []) {
      self.estHours = estHours
      self.window = window
      self.dependsOn = dependsOn
    }
  }

  /// Either every milestone's blocks (in milestone order; the first block of each is
  /// the milestone's `ScheduledBlock`), or the first milestone that does not fit.
  public enum Outcome: Sendable, Hashable {
    case placed([[ScheduledBlock]])
    case cannotFit(milestone: Int, reason: Reason)
  }

  public enum Reason: Sendable, Hashable, CustomStringConvertible {
    /// The window holds too little free time under the daily cap.
    case windowTooTight(neededMinutes: Int, placedMinutes: Int)
    /// A dependency ends after this milestone's window closes.
    case dependencyEndsAfterWindow(dependency: Int)
    /// A dependency is not an earlier milestone.
    case badDependency(Int)
    /// The window closes before today.
    case windowInPast

    public var description: String {
      switch self {
      case .windowTooTight(let needed, let placed):
        return "its window has room for \(placed) of the \(needed) minutes it needs"
      case .dependencyEndsAfterWindow(let dependency):
        return "milestone \(dependency + 1), which it waits for, ends after its window closes"
      case .badDependency(let index): return "it depends on \(index), which is not an earlier milestone"
      case .windowInPast: return "its window has already passed"
      }
    }
  }

  /// Places `milestones` in order. `booked` are blocks of goal work already on the
  /// calendar: they take their time and count towards each day's 3-hour cap. With
  /// `now`, nothing is placed earlier today than `now` (rounded up to 5 minutes).
  public static func schedule(
    _ milestones: [Request], wake: LocalTime, bed: LocalTime, today: LocalDay, now: LocalTime? = nil,
    booked: [ScheduledBlock] = []
  ) -> Outcome {
    let startToday = now.map { (($0.minutes + 4) / 5) * 5 } ?? 0
    var calendar = DayLoad(booked: booked, wake: wake, bed: bed)
    var result: [[ScheduledBlock]] = []
    for (index, milestone) in milestones.enumerated() {
      let firstDay = max(today, milestone.window.start)
      var earliest = Moment(day: firstDay, minute: firstDay == today ? startToday : 0)
      for dependency in milestone.dependsOn {
        guard (0..<index).contains(dependency) else {
          return .cannotFit(milestone: index, reason: .badDependency(dependency))
        }
        if let last = result[dependency].last {
          let end = Moment(day: last.date, minute: last.start.minutes + last.minutes)
          if end > earliest { earliest = end }
          if last.date > milestone.window.end {
            return .cannotFit(milestone: index, reason: .dependencyEndsAfterWindow(dependency: dependency))
          }
        }
      }
      guard earliest.day <= milestone.window.end else {
        return .cannotFit(milestone: index, reason: .windowInPast)
      }
      let sizes = blockSizes(forHours: milestone.estHours)
      var blocks: [ScheduledBlock] = []
      var day = earliest.day
      while blocks.count < sizes.count, day <= milestone.window.end {
        let after = day == earliest.day ? earliest.minute : 0
        if let block = calendar.place(minutes: sizes[blocks.count], on: day, notBefore: after) {
          blocks.append(block)
        } else {
          day = day.adding(days: 1)
        }
      }
      guard blocks.count == sizes.count else {
        let needed = sizes.reduce(0, +)
        let placed = blocks.reduce(0) { $0 + $1.minutes }
        return .cannotFit(milestone: index, reason: .windowTooTight(neededMinutes: needed, placedMinutes: placed))
      }
      result.append(blocks)
    }
    return .placed(result)
  }

  /// Splits an estimate into blocks of 60–90 minutes: the fewest blocks that hold
  /// it, rounded up so each is at least an hour, in 5-minute steps.
  public static func blockSizes(forHours hours: Double) -> [Int] {
    let raw = max(1, Int((hours * 60).rounded(.up)))
    let total = ((raw + 4) / 5) * 5
    let count = max(1, (total + blockMinutes.upperBound - 1) / blockMinutes.upperBound)
    let padded = max(total, count * blockMinutes.lowerBound)
    let steps = padded / 5
    let base = steps / count
    let extra = steps % count
    return (0..<count).map { ($0 < extra ? base + 1 : base) * 5 }
  }
}
