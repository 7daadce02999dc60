/// Lets the options every command takes go before or after the subcommand
/// (`sherpa --json today` is `sherpa today --json`): options written before the
/// subcommand's name are moved after it, values and all, before parsing.
public enum GlobalArguments {
  /// Global options that take a value.
  public static let valued: Set<String> = ["--home", "--now", "--tz", "--record"]
  /// Global flags.
  public static let flags: Set<String> = ["--offline", "--yes", "--json", "--no-color", "--ascii"]

  public static func reorder(_ arguments: [String], subcommands: Set<String>) -> [String] {
    var leading: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if subcommands.contains(argument) {
        return [argument] + Array(arguments[(index + 1)...]) + leading
      }
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      if valued.contains(name) {
        leading.append(argument)
        if !argument.contains("="), index + 1 < arguments.count {
          leading.append(arguments[index + 1])
          index += 1
        }
      } else if flags.contains(argument) {
        leading.append(argument)
      } else {
        return arguments
      }
      index += 1
    }
    return arguments
  }
}
