import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// "my morning routine: make bed 2 min, stretch 10 min at 6:30" makes a routine; naming
/// one shows its steps; running one step by step is `sherpa routine run NAME`.
extension RoutineHandler {
  func routineTurn(_ parse: ParseResult, input: String) throws -> TurnOutcome {
    if input.contains(":") {
      let routine = try createRoutine(sentence: input)
      let text =
        "New routine: \(try describe(routine)). Run it step by step with `sherpa routine run \(routine.publicID)`."
      return reply(
        .routine, text, applied: [AppliedAction(type: .routineCreate, item: routine.name, id: routine.publicID)])
    }
    let routines = try data.routines()
    if routines.isEmpty {
      return reply(
        .routine,
        "No routines yet. Say one in a sentence: \"my morning routine: make bed 2 min, stretch 10 min at 6:30\".")
    }
    if let name = parse.slots.name, let routine = try routine(named: name) {
      return reply(
        .routine, "\(try describe(routine)). Run it step by step with `sherpa routine run \(routine.publicID)`.")
    }
    var outcome = reply(.routine, "Your routines (run one with `sherpa routine run r1`):")
    outcome.display = .lines(try routines.map { "\($0.publicID)  " + (try describe($0)) })
    return outcome
  }

  /// "Morning routine at 06:30 — Make bed 2 min, Stretch 10 min, Shower".
  public func describe(_ routine: Routine) throws -> String {
    let names = try stepNames(routine)
    let steps = zip(names, routine.steps).map { name, step in step.minutes > 0 ? "\(name) \(step.minutes) min" : name }
    let start = routine.start.map { " at \($0)" } ?? ""
    let total = routine.steps.reduce(0) { $0 + $1.minutes }
    return "\(routine.name)\(start) — " + steps.joined(separator: ", ") + " (\(total) min)"
  }
}
