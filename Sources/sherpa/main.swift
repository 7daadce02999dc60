import ArgumentParser
import Foundation
import SherpaCoach

/// Runs an async command's `run() async` (not the synchronous default that prints help).
func runAsync<Command: AsyncParsableCommand>(_ command: inout Command) async throws {
  try await command.run()
}

let arguments = GlobalArguments.reorder(
  Array(CommandLine.arguments.dropFirst()), subcommands: SherpaCommand.subcommandNames)
do {
  var command = try SherpaCommand.parse(arguments)
  if var asyncCommand = command as? any AsyncParsableCommand {
    try await runAsync(&asyncCommand)
  } else {
    try command.run()
  }
  OpenStores.closeAll()
} catch {
  OpenStores.closeAll()
  Failure.exit(for: error)
}
