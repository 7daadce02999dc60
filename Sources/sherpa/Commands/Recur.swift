import ArgumentParser
import Foundation
import SherpaCore
import SherpaIntent
import SherpaTerminal

/// `sherpa recur "RULE" --start DATE --count N`: the summary and next dates of a rule in English.
struct Recur: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "recur",
    abstract: "Read a recurrence written in English and list its next dates.",
    discussion: """
      Examples: "every 2 weeks on tue and thu", "the last friday of every month", \
      "every day except sunday", "every 3 days after I do it", "every month on the 1st until march 31st".
      """)

  @Argument(help: "The rule, in English.")
  var rule: String

  @Option(help: ArgumentHelp("The first day to list from (default: today).", valueName: "yyyy-mm-dd"))
  var start: String?

  @Option(help: "How many dates to list.")
  var count = 14

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let launch = try global.launch()
    guard (1...10_000).contains(count) else { throw Failure.usage("--count must be between 1 and 10000") }
    var anchor = launch.environment.today
    if let start {
      guard let day = LocalDay(start) else { throw Failure.usage("--start \(start) is not a date like 2026-11-23") }
      anchor = day
    }
    let reading: RecurrenceReader.Reading
    do { reading = try RecurrenceReader.read(rule, today: anchor) } catch {
      throw Failure.usage(error.description)
    }
    let ruleStart = reading.start ?? anchor
    do { try reading.recurrence.validate(start: ruleStart) } catch { throw Failure.usage(String(describing: error)) }
    let dates = reading.recurrence.occurrences(start: ruleStart, from: max(anchor, ruleStart), count: count)
    let summary = reading.recurrence.summary(start: ruleStart)
    if global.json {
      try Output.json(RecurOutput(summary: summary, dates: dates.map(\.description)))
    } else {
      Output.text(RecurView.plain(summary: summary, dates: dates))
    }
  }

  struct RecurOutput: Encodable {
    var summary: String
    var dates: [String]
  }
}
