import ArgumentParser
import SherpaCore

/// `sherpa`: the coach, and the plain commands around it.
struct SherpaCommand: AsyncParsableCommand {
  static var configuration: CommandConfiguration { quickParse ? quickConfiguration : fullConfiguration }

  /// Before parsing, ArgumentParser parses the arguments twice more, as its own
  /// `--generate-completion-script` command with and without a value: about a seventh of
  /// a `sherpa today` start. It skips that for a command that names a super-command,
  /// which changes nothing else but the name in help and usage text. So a start first
  /// parses that way (`quickParse`) when no argument asks for a completion script, and
  /// anything that does not parse into a command (help, `--version`, an error) is parsed
  /// again with the plain configuration, whose messages it then prints.
  nonisolated(unsafe) static var quickParse = false

  /// The common lines are read by `QuickCommandLine` first; everything else, and
  /// anything it declines, by ArgumentParser.
  static func parse(_ arguments: [String]) throws -> any ParsableCommand {
    if let command = QuickCommandLine.parse(arguments) { return command }
    if !arguments.contains(where: { $0.hasPrefix("--generate-completion-script") }) {
      quickParse = true
      defer { quickParse = false }
      if let command = try? parseAsRoot(arguments) { return command }
    }
    return try parseAsRoot(arguments)
  }

  private static let quickConfiguration: CommandConfiguration = {
    var configuration = fullConfiguration
    configuration._superCommandName = "sherpa"
    return configuration
  }()

  private static let fullConfiguration = CommandConfiguration(
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
