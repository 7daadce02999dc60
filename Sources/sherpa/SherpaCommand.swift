import ArgumentParser
import SherpaCore

/// `sherpa`: the coach, and the plain commands around it.
struct SherpaCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sherpa",
    abstract: "A terminal coach: plan the day, log habits, break goals into milestones.",
    discussion: """
      With no command, sherpa is the coach: a chat REPL in a terminal, or one utterance per \
      line when stdin is a pipe (voice transcripts). Global options go before or after the command.
      """,
    version: Sherpa.version,
    subcommands: SherpaCommand.commands,
    defaultSubcommand: Chat.self
  )

  /// Every command names itself in its configuration (`commandName:`): deriving a name
  /// from the type, ArgumentParser's fallback, costs a reflection and a runtime
  /// conformance scan on every start (about 1.5 ms).
  static var subcommandNames: Set<String> {
    Set(commands.map { $0.configuration.commandName ?? $0._commandName }).union(["help"])
  }
}
