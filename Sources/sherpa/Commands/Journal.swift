import ArgumentParser
import SherpaCoach
import SherpaCore
import SherpaTerminal

/// `sherpa journal [--days N]`: past end-of-day notes and reflections, newest first.
struct JournalCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "journal",
    abstract: "Past end-of-day notes and reflections, newest first, with the fulfilment trend.")

  @Option(help: ArgumentHelp("How many days back, 1 to 366 (default 14).", valueName: "n"))
  var days: Int = JournalHandler.journalDays

  @OptionGroup var global: GlobalOptions

  func run() throws {
    guard (1...366).contains(days) else { throw Failure.usage("--days runs from 1 to 366, not \(days)") }
    let launch = try global.launch()
    let store = try launch.openStore(readOnly: true)
    let coach = CoachFactory.make(launch: launch, store: store, llm: launch.liveLLM())
    let page = try Failure.wrapping { try coach.journal.page(days: days) }
    if global.json {
      try Output.json(page)
    } else {
      Output.text(
        DisplayRenderer.render(.journal(page, today: launch.environment.today), style: global.style(launch)))
    }
  }
}
