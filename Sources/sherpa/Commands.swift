import ArgumentParser

extension SherpaCommand {
  /// Every subcommand, in the order `--help` lists them.
  static let commands: [any ParsableCommand.Type] = [
    Chat.self, Say.self, Today.self, Due.self, Focus.self, JournalCommand.self, RoutineCommand.self, Stats.self,
    League.self, AchievementsCommand.self, GoalsCommand.self, Parse.self, Recur.self, Export.self, Import.self,
    Replay.self, Reset.self,
  ]
}
