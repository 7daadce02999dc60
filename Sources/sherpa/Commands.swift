import ArgumentParser

extension SherpaCommand {
  /// Every subcommand, in the order `--help` lists them.
  static let commands: [any ParsableCommand.Type] = [Chat.self, Say.self, Parse.self, Recur.self, Today.self]
}
