import ArgumentParser
import SherpaCoach

/// The command lines sherpa starts with most often (`sherpa` with only global options,
/// `sherpa today [--date DAY]`, `sherpa say WORDS…`), read without ArgumentParser.
///
/// ArgumentParser learns a command's options by reflecting over its properties, and the
/// Swift runtime answers each first cast of a new property-wrapper type by scanning every
/// protocol conformance in the binary: about a quarter of a `sherpa today` start. This
/// reader fills in the same command values by hand, and only for lines it reads exactly
/// as ArgumentParser would (`QuickCommandLineTests` compares the two over generated
/// lines). Anything else — help, `--version`, an unknown or repeated option, `--`, a
/// value that looks like an option, an empty one — returns nil and goes to ArgumentParser,
/// which stays the one definition of the command line, its help and its errors.
enum QuickCommandLine {
  /// The options each command read here takes beside the global ones (nil: not one of
  /// them). A switch rather than a dictionary: a dictionary keyed by an optional name is
  /// one more generic type whose first use scans the binary's conformance records.
  private static func ownOptions(_ name: String?) -> Set<String>? {
    switch name {
    case nil, "chat": ["--record"]
    case "today": ["--date"]
    case "say": []
    default: nil
    }
  }

  /// `arguments` as `GlobalArguments.reorder` leaves them: the command's name first.
  static func parse(_ arguments: [String]) -> (any ParsableCommand)? {
    var rest = arguments[...]
    var name: String?
    if let first = rest.first, !first.hasPrefix("-") {
      guard ownOptions(first) != nil else { return nil }
      name = first
      rest = rest.dropFirst()
    }
    guard let ownOptions = ownOptions(name) else { return nil }
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var words: [String] = []
    while let argument = rest.popFirst() {
      guard argument.hasPrefix("-") else {
        words.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let key = String(parts[0])
      if GlobalArguments.flags.contains(key) {
        guard parts.count == 1, flags.insert(key).inserted else { return nil }
      } else if ownOptions.contains(key) || (GlobalArguments.valued.contains(key) && key != "--record") {
        // (`--record` is the coach's own; GlobalArguments lists it so that it may also be
        // written before the command.)
        let value = parts.count == 2 ? String(parts[1]) : rest.popFirst()
        guard let value, !value.isEmpty, !value.hasPrefix("-"), values[key] == nil else { return nil }
        values[key] = value
      } else {
        return nil
      }
    }

    var global = GlobalOptions()
    global.home = values["--home"]
    global.now = values["--now"]
    global.tz = values["--tz"]
    global.offline = flags.contains("--offline")
    global.yes = flags.contains("--yes")
    global.json = flags.contains("--json")
    global.noColor = flags.contains("--no-color")
    global.ascii = flags.contains("--ascii")
    switch name {
    case nil, "chat":
      guard words.isEmpty else { return nil }
      var chat = Chat()
      chat.record = values["--record"]
      chat.global = global
      return chat
    case "today":
      guard words.isEmpty else { return nil }
      var today = Today()
      today.date = values["--date"]
      today.global = global
      return today
    default:
      guard !words.isEmpty else { return nil }
      var say = Say()
      say.text = words
      say.global = global
      return say
    }
  }
}
