import ArgumentParser
import SherpaCoach
import SherpaCore
import SherpaTerminal

/// `sherpa due [--at HH:MM]`: what is due now and next, with the smart reminder in effect.
struct Due: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "due",
    abstract: "What is due now and next (overdue tasks first), with the smart reminder for that time.")

  @Option(help: ArgumentHelp("The time of day to look from (default: now), e.g. 17:00.", valueName: "hh:mm"))
  var at: String?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let launch = try global.launch()
    var time = launch.environment.timeOfDay
    if let at {
      guard let parsed = LocalTime(at) else { throw Failure.usage("--at \(at) is not a time like 17:00") }
      time = parsed
    }
    let store = try launch.openStore(readOnly: true)
    let list = try Failure.wrapping {
      try Insights(store: store, environment: launch.environment).due(at: time, wake: launch.wake, bed: launch.bed)
    }
    if global.json {
      try Output.json(list)
    } else {
      Output.text(DisplayRenderer.render(.due(list), style: global.style(launch)))
    }
  }
}
