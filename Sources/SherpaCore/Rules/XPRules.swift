import Foundation

/// Which XP events a change earns or takes back (SPEC.md §2), and weekly totals.
/// The caller writes `add` and deletes the events matching `remove` in the same
/// transaction as the change itself.
public enum XPRules {
  /// Identifies an event so an undo can take it back.
  public struct Key: Sendable, Hashable {
    public var reason: XPEvent.Reason
    public var ref: String
    public init(reason: XPEvent.Reason, ref: String) {
      self.reason = reason
      self.ref = ref
    }
  }

  /// Events to write and keys of events to delete.
  public struct Change: Sendable, Hashable {
    public var add: [XPEvent] = []
    public var remove: [Key] = []
    public init(add: [XPEvent] = [], remove: [Key] = []) {
      self.add = add
      self.remove = remove
    }
    public static func + (lhs: Change, rhs: Change) -> Change {
      Change(add: lhs.add + rhs.add, remove: lhs.remove + rhs.remove)
    }
  }

  /// Minimum focus minutes for the focus bonus.
  public static let focusMinimumMinutes = 25

  /// An instance crossing its target: +10 when it becomes complete, taken back when it stops.
  public static func completion(
    item: Item, instance: Instance, wasCompleted: Bool, at: Date
  ) -> Change {
    let reason: XPEvent.Reason = item.kind == .habit ? .habitCompleted : .taskCompleted
    let isCompleted = instance.isCompleted(target: item.target)
    if isCompleted && !wasCompleted {
      return Change(add: [XPEvent(day: instance.day, reason: reason, ref: instance.publicID, at: at)])
    }
    if wasCompleted && !isCompleted {
      return Change(remove: [Key(reason: reason, ref: instance.publicID)])
    }
    return Change()
  }

  /// A day record changing: +50 when the day starts to qualify, taken back when it stops.
  public static func day(before: DayRecord?, after: DayRecord, at: Date) -> Change {
    let was = before?.qualifies ?? false
    let ref = after.day.description
    if after.qualifies && !was {
      return Change(add: [XPEvent(day: after.day, reason: .qualifyingDay, ref: ref, at: at)])
    }
    if was && !after.qualifies { return Change(remove: [Key(reason: .qualifyingDay, ref: ref)]) }
    return Change()
  }

  /// A reflection: +10 for the first of its kind that day, nothing after.
  public static func reflection(_ reflection: Reflection, existing: [XPEvent], at: Date) -> Change {
    let reason: XPEvent.Reason = reflection.kind == .morning ? .morningReflection : .nightReflection
    guard !existing.contains(where: { $0.reason == reason && $0.day == reflection.day }) else { return Change() }
    return Change(add: [XPEvent(day: reflection.day, reason: reason, ref: reflection.day.description, at: at)])
  }

  /// Removing a reflection takes its points back.
  public static func reflectionRemoved(kind: Reflection.Kind, day: LocalDay) -> Change {
    Change(remove: [Key(reason: kind == .morning ? .morningReflection : .nightReflection, ref: day.description)])
  }

  /// A finished focus session of at least 25 minutes: +20, on the day it started.
  public static func focus(_ session: FocusSession, calendar: Calendar) -> Change {
    guard let ended = session.endedAt, session.actualMinutes >= focusMinimumMinutes else { return Change() }
    let day = LocalDay(containing: session.startedAt, in: calendar)
    return Change(add: [XPEvent(day: day, reason: .focusSession, ref: "f\(session.id)", at: ended)])
  }

  /// XP earned in the league week (Monday–Sunday) containing `day`.
  public static func weekTotal(_ events: [XPEvent], containing day: LocalDay) -> Int {
    let start = day.startOfWeek
    let end = start.adding(days: 6)
    return events.filter { $0.day >= start && $0.day <= end }.reduce(0) { $0 + $1.amount }
  }

  /// All XP ever earned.
  public static func total(_ events: [XPEvent]) -> Int { events.reduce(0) { $0 + $1.amount } }
}
