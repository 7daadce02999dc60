import ArgumentParser
import Foundation
import SherpaCoach
import SherpaLineEditor
import SherpaTerminal

/// `sherpa` with no command: the coach. A TTY gets the libedit REPL; a pipe is read one
/// utterance per line (voice transcripts), each answered and committed before the next.
struct Chat: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "chat",
    abstract: "Talk to the coach (the default): a REPL in a terminal, one utterance per line from a pipe.")

  @Option(help: ArgumentHelp("Record this session as a transcript.", valueName: "file"))
  var record: String?

  @OptionGroup var global: GlobalOptions

  func run() async throws {
    Platform.ignoreBrokenPipes()
    let launch = try global.launch()
    let store = try launch.openStore(settleLeague: false, session: true)
    let interactive = Platform.stdinIsTTY
    let style = interactive ? global.style(launch) : RenderStyle(color: false, unicode: global.style(launch).unicode)
    let console = Console(style: style, capture: record != nil)
    var live = Live(launch: launch, store: store, console: console)
    try await live.runChat(interactive: interactive, json: global.json, yes: global.yes, record: record)
  }
}

/// `sherpa say "TEXT"`: one utterance, one reply. A proposal stays pending for ten
/// minutes, so `sherpa say yes` confirms it.
struct Say: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "say", abstract: "Say one thing to the coach and print its reply.")

  @Argument(help: "What you would say, in plain English.")
  var text: [String]

  @OptionGroup var global: GlobalOptions

  func run() async throws {
    Platform.ignoreBrokenPipes()
    let launch = try global.launch()
    let store = try launch.openStore(settleLeague: false)
    let console = Console(style: global.style(launch))
    var live = Live(launch: launch, store: store, console: console)
    try await live.say(text.joined(separator: " "), json: global.json, yes: global.yes)
  }
}
