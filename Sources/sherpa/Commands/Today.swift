import ArgumentParser
import SherpaCoach
import SherpaCore
import SherpaTerminal

/// `sherpa today [--date DATE]`: the plan for a day.
struct Today: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "today",
    abstract: "Show the plan for a day: habits, then tasks (or your own order), with progress.")

  @Option(help: ArgumentHelp("The day to show (default: today).", valueName: "yyyy-mm-dd"))
  var date: String?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let launch = try global.launch()
    let today = launch.environment.today
    var day = today
    if let date {
      guard let parsed = LocalDay(date) else { throw Failure.usage("--date \(date) is not a date like 2026-11-23") }
      day = parsed
    }
    let store = try launch.openStore(readOnly: true)
    let plan = try Failure.wrapping { try store.plan(for: day, today: today) }
    if global.json {
      try Output.json(plan)
    } else {
      let display = try Failure.wrapping {
        try Insights(store: store, environment: launch.environment).todayDisplay(plan)
      }
      Output.bytes(DisplayRenderer.renderBytes(display, style: global.style(launch)))
    }
  }
}
