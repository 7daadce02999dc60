import ArgumentParser
import Foundation
import SherpaCoach

let arguments = GlobalArguments.reorder(
  Array(CommandLine.arguments.dropFirst()), subcommands: SherpaCommand.subcommandNames)
do {
  var command = try SherpaCommand.parseAsRoot(arguments)
  if var asyncCommand = command as? any AsyncParsableCommand {
    try await asyncCommand.run()
  } else {
    try command.run()
  }
} catch {
  Failure.exit(for: error)
}
