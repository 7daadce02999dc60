import ArgumentParser
import Foundation
import SherpaCoach
import SherpaCore
import SherpaTerminal

/// `sherpa routine`: list, create from a sentence, run step by step, and edit steps.
struct RoutineCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "routine", abstract: "Routines: a named, ordered list of timed steps, run step by step.",
    subcommands: [List.self, New.self, Run.self, AddStep.self, RemoveStep.self, MoveStep.self],
    defaultSubcommand: List.self)

  /// The coach over the store for this launch, and the routine a name points to.
  static func open(_ global: GlobalOptions, moving: Bool = false) throws -> (Launch, Coach) {
    var launch = try global.launch()
    if moving {
      let start = launch.environment.now()
      let origin = ContinuousClock.now
      launch.environment.now = { start.addingTimeInterval((ContinuousClock.now - origin) / .seconds(1)) }
    }
    let store = try launch.openStore()
    return (launch, CoachFactory.make(launch: launch, store: store, llm: launch.liveLLM()))
  }

  static func find(_ name: String, _ coach: Coach) throws -> Routine {
    guard let routine = try Failure.wrapping({ try coach.routines.routine(named: name) }) else {
      let names = try Failure.wrapping { try coach.store.routines().map(\.name) }
      throw Failure.usage(
        "no routine called \"\(name)\"" + (names.isEmpty ? "" : "; yours: " + names.joined(separator: ", ")))
    }
    return routine
  }

  /// Coach refusals (bad input) are usage errors: exit 2, nothing written.
  static func attempt<T>(_ body: () throws -> T) throws -> T {
    do {
      return try Failure.wrapping(body)
    } catch let failure as Failure {
      throw failure
    } catch {
      throw Failure.usage(String(describing: error))
    }
  }

  static func show(_ routine: Routine, _ coach: Coach, json: Bool) throws {
    if json {
      try Output.json(RoutineJSON(routine, names: try coach.routines.stepNames(routine)))
    } else {
      let names = try coach.routines.stepNames(routine)
      var lines = [routine.publicID + "  " + Sanitizer.clean(try coach.routines.describe(routine), keepNewlines: false)]
      for (index, (name, step)) in zip(names, routine.steps).enumerated() {
        lines.append(
          "  \(index + 1). \(Sanitizer.clean(name, keepNewlines: false))"
            + (step.minutes > 0 ? " — \(step.minutes) min" : ""))
      }
      Output.text(lines.joined(separator: "\n"))
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Your routines and their steps.")
    @OptionGroup var global: GlobalOptions

    func run() throws {
      let (_, coach) = try RoutineCommand.open(global)
      let routines = try Failure.wrapping { try coach.store.routines() }
      if global.json {
        try Output.json(try routines.map { RoutineJSON($0, names: try coach.routines.stepNames($0)) })
        return
      }
      if routines.isEmpty {
        Output.text(
          "No routines yet. Try: sherpa routine new \"my morning routine: make bed 2 min, stretch 10 min at 6:30\"")
      }
      for routine in routines { try RoutineCommand.show(routine, coach, json: false) }
    }
  }

  struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "new",
      abstract: "Create a routine from a sentence: \"my morning routine: make bed 2 min, stretch 10 min at 6:30\".")
    @Argument(help: "The routine in one sentence.") var sentence: [String]
    @OptionGroup var global: GlobalOptions

    func run() throws {
      let (_, coach) = try RoutineCommand.open(global)
      let routine = try RoutineCommand.attempt {
        try coach.routines.createRoutine(sentence: sentence.joined(separator: " "))
      }
      try RoutineCommand.show(routine, coach, json: global.json)
    }
  }

  struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "run", abstract: "Run a routine step by step: Enter done, s skip, p pause, q or Ctrl-C stop.")
    @Argument(help: "The routine's name or id (r1).") var name: String
    @OptionGroup var global: GlobalOptions

    func run() throws {
      Platform.ignoreBrokenPipes()
      let (launch, coach) = try RoutineCommand.open(global, moving: true)
      let routine = try RoutineCommand.find(name, coach)
      guard !routine.steps.isEmpty else { throw Failure.usage("\(routine.name) has no steps yet; add one first") }
      let raw = Platform.stdinIsTTY && Platform.stdoutIsTTY ? Platform.RawMode(fd: 0) : nil
      defer { raw?.restore() }
      Platform.catchTermination()
      let write: (String) -> Void = { Platform.write(Array($0.utf8), to: 1) }
      let notifier = DesktopNotifier(path: launch.processEnvironment["PATH"])
      var loop = RoutineRunLoop(
        coach: coach, routine: routine, stepNames: try Failure.wrapping { try coach.routines.stepNames(routine) },
        style: global.style(launch), live: raw != nil, clock: coach.environment.now, write: write)
      loop.alert = { text in
        if raw != nil { write("\u{07}") }
        notifier.notify(text)
      }
      loop.stopRequested = { Platform.terminationRequested }
      // From a pipe the keys are read from stdin too (each byte a key; its end stops the run).
      var keys = TerminalKeys()
      let report = try Failure.wrapping { try loop.run(keys: &keys) }
      raw?.restore()
      Output.text(RoutineRunLoop.summary(report, routine: routine).joined(separator: "\n"))
    }
  }

  struct AddStep: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add-step", abstract: "Add a step (\"meditate 5 min\"), at the end or --at a position.")
    @Argument(help: "The routine's name or id.") var name: String
    @Argument(help: "The step with its minutes.") var step: String
    @Option(help: ArgumentHelp("Where it goes, 1 = first.", valueName: "n")) var at: Int?
    @OptionGroup var global: GlobalOptions

    func run() throws {
      let (_, coach) = try RoutineCommand.open(global)
      let routine = try RoutineCommand.find(name, coach)
      let changed = try RoutineCommand.attempt { try coach.routines.addRoutineStep(routine, step: step, at: at) }
      try RoutineCommand.show(changed, coach, json: global.json)
    }
  }

  struct RemoveStep: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "remove-step", abstract: "Remove the step at a position.")
    @Argument(help: "The routine's name or id.") var name: String
    @Argument(help: "The step's position, 1 = first.") var position: Int
    @OptionGroup var global: GlobalOptions

    func run() throws {
      let (_, coach) = try RoutineCommand.open(global)
      let routine = try RoutineCommand.find(name, coach)
      let changed = try RoutineCommand.attempt { try coach.routines.removeRoutineStep(routine, at: position) }
      try RoutineCommand.show(changed, coach, json: global.json)
    }
  }

  struct MoveStep: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "move-step", abstract: "Move a step to another position.")
    @Argument(help: "The routine's name or id.") var name: String
    @Argument(help: "The step's position now.") var from: Int
    @Argument(help: "Its new position.") var to: Int
    @OptionGroup var global: GlobalOptions

    func run() throws {
      let (_, coach) = try RoutineCommand.open(global)
      let routine = try RoutineCommand.find(name, coach)
      let changed = try RoutineCommand.attempt { try coach.routines.moveRoutineStep(routine, from: from, to: to) }
      try RoutineCommand.show(changed, coach, json: global.json)
    }
  }
}

/// A routine in `--json` output.
struct RoutineJSON: Encodable {
  var id: String
  var name: String
  var start: String?
  var steps: [Step]

  struct Step: Encodable {
    var name: String
    var minutes: Int
  }

  init(_ routine: Routine, names: [String]) {
    id = routine.publicID
    name = routine.name
    start = routine.start?.description
    steps = zip(names, routine.steps).map { Step(name: $0, minutes: $1.minutes) }
  }
}
