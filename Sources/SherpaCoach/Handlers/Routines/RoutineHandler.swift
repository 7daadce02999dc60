import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// Routines: made from one sentence, each step an item (found by name or added as a daily
/// habit), steps reordered, added and removed, and runs recorded with the steps done.
public struct RoutineHandler: CoachHandler {
  let context: CoachContext

  /// A routine by its id (`r2`) or name, with or without the word "routine".
  public func routine(named text: String) throws -> Routine? {
    let key = text.lowercased().trimmingCharacters(in: .whitespaces)
    let routines = try data.routines()
    if let id = PublicID.routine.parse(key), let found = routines.first(where: { $0.id == id }) { return found }
    let bare = { (name: String) in
      name.lowercased().replacingOccurrences(of: " routine", with: "").trimmingCharacters(in: .whitespaces)
    }
    return routines.first { $0.name.lowercased() == key }
      ?? routines.first { bare($0.name) == bare(key) }
  }

  /// Creates the routine a sentence describes; nothing is written when it cannot be read
  /// or when a routine of that name exists.
  public func createRoutine(sentence: String) throws -> Routine {
    let draft: RoutineSentence.Draft
    switch RoutineSentence.read(sentence) {
    case .success(let read): draft = read
    case .failure(let problem): throw CoachError.invalid(intent: .routine, message: problem.description)
    }
    if try routine(named: draft.name) != nil {
      throw CoachError.invalid(
        intent: .routine, message: "You already have a routine called \(draft.name); add or remove its steps instead.")
    }
    return try write("add routine \(draft.name)") {
      var steps: [RoutineStep] = []
      for step in draft.steps {
        steps.append(RoutineStep(itemID: try stepItem(step, time: draft.start).id, minutes: step.minutes))
      }
      return try data.createRoutine(Routine(name: draft.name, start: draft.start, steps: steps, createdAt: now))
    }
  }

  /// Adds a step ("meditate 5 min") at a 1-based position, or at the end.
  @discardableResult
  public func addRoutineStep(_ routine: Routine, step text: String, at position: Int? = nil) throws -> Routine {
    let step: RoutineSentence.Step
    switch RoutineSentence.step(text) {
    case .success(let read): step = read
    case .failure(let problem): throw CoachError.invalid(intent: .routine, message: problem.description)
    }
    let index = position.map { $0 - 1 } ?? routine.steps.count
    guard (0...routine.steps.count).contains(index) else {
      throw CoachError.invalid(
        intent: .routine,
        message: "\(routine.name) has \(routine.steps.count) steps; a new one goes at 1 to \(routine.steps.count + 1).")
    }
    return try write("add a step to \(routine.name)") {
      var steps = routine.steps
      steps.insert(RoutineStep(itemID: try stepItem(step, time: routine.start).id, minutes: step.minutes), at: index)
      try data.replaceRoutineSteps(routineID: routine.id, with: steps)
      return try reloaded(routine)
    }
  }

  /// Removes the step at a 1-based position.
  @discardableResult
  public func removeRoutineStep(_ routine: Routine, at position: Int) throws -> Routine {
    try checkStep(routine, position)
    return try write("remove a step from \(routine.name)") {
      var steps = routine.steps
      steps.remove(at: position - 1)
      try data.replaceRoutineSteps(routineID: routine.id, with: steps)
      return try reloaded(routine)
    }
  }

  /// Moves the step at `from` to `to` (1-based).
  @discardableResult
  public func moveRoutineStep(_ routine: Routine, from: Int, to: Int) throws -> Routine {
    try checkStep(routine, from)
    try checkStep(routine, to)
    return try write("reorder \(routine.name)") {
      var steps = routine.steps
      let step = steps.remove(at: from - 1)
      steps.insert(step, at: to - 1)
      try data.replaceRoutineSteps(routineID: routine.id, with: steps)
      return try reloaded(routine)
    }
  }

  /// Saves a run with the steps done (0-based positions); each done step completes its item today.
  @discardableResult
  public func recordRoutineRun(_ routine: Routine, startedAt: Date, finishedAt: Date, done: [Int]) throws -> RoutineRun
  {
    try write("run \(routine.name)") {
      for position in done where routine.steps.indices.contains(position) {
        _ = try data.complete(itemID: routine.steps[position].itemID, day: today, source: .timer, at: finishedAt)
      }
      return try data.recordRoutineRun(
        RoutineRun(routineID: routine.id, startedAt: startedAt, finishedAt: finishedAt, doneSteps: done.sorted()))
    }
  }

  /// The item names of a routine's steps, in order.
  public func stepNames(_ routine: Routine) throws -> [String] {
    try routine.steps.map { try data.item(id: $0.itemID)?.name ?? "?" }
  }

  func checkStep(_ routine: Routine, _ position: Int) throws {
    guard routine.steps.indices.contains(position - 1) else {
      throw CoachError.invalid(
        intent: .routine,
        message: "\(routine.name) has steps 1 to \(routine.steps.count); there is no step \(position).")
    }
  }

  func reloaded(_ routine: Routine) throws -> Routine {
    try data.routines().first { $0.id == routine.id } ?? routine
  }

  /// The item for a step: one of that name, else a new daily habit of that many minutes.
  func stepItem(_ step: RoutineSentence.Step, time: LocalTime?) throws -> Item {
    if let found = try data.item(named: step.name) { return found }
    let timed = step.minutes > 0
    return try data.addItem(
      Item(
        kind: .habit, name: step.name, unit: timed ? .min : .count, target: timed ? Double(step.minutes) : 1,
        startDate: today, createdAt: now))
  }
}
