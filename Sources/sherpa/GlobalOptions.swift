import ArgumentParser
import Foundation
import SherpaCoach
import SherpaCore
import SherpaTerminal

/// The options every command takes (CLI.md), before or after the subcommand.
struct GlobalOptions: ParsableArguments {
  @Option(name: .long, help: ArgumentHelp("One folder for the store, config.toml and history.", valueName: "dir"))
  var home: String?

  @Option(name: .long, help: ArgumentHelp("A frozen wall clock (ISO 8601), read in --tz.", valueName: "iso8601"))
  var now: String?

  @Option(name: .long, help: ArgumentHelp("Your time zone, an IANA name (default: the system's).", valueName: "zone"))
  var tz: String?

  @Flag(name: .long, help: "Never call the LLM.")
  var offline = false

  @Flag(name: .long, help: "Confirm every proposal.")
  var yes = false

  @Flag(name: .long, help: "Machine-readable output.")
  var json = false

  @Flag(name: .customLong("no-color"), help: "No colour (also NO_COLOR).")
  var noColor = false

  @Flag(name: .long, help: "ASCII only (also chosen for a non-UTF-8 locale).")
  var ascii = false

  var launchOptions: LaunchOptions {
    LaunchOptions(
      home: home, now: now, tz: tz, offline: offline, yes: yes, json: json, noColor: noColor, ascii: ascii)
  }

  /// Resolves the clock, zone, home and config; a bad option is a usage error (exit 2).
  func launch() throws -> Launch {
    let launch: Launch
    do {
      launch = try Launch.resolve(
        launchOptions, processEnvironment: ProcessInfo.processInfo.environment, systemZone: TimeZone.current,
        liveNow: { Date() }, sleep: { try await Task.sleep(for: $0) },
        seed: UInt64(truncatingIfNeeded: Int(Date().timeIntervalSince1970 * 1000)))
    } catch {
      throw Failure.usage(error.description)
    }
    if !offline, launch.processEnvironment["SHERPA_LLM_TIMEOUT"] != nil {
      for line in CoachFactory.llmSettings(launch).ignored {
        FileHandle.standardError.write(Data("sherpa: warning: \(Sanitizer.clean(line))\n".utf8))
      }
    }
    return launch
  }
}

extension GlobalOptions {
  /// How output may look on this run's stdout.
  func style(_ launch: Launch) -> RenderStyle {
    TerminalCapabilities.style(
      environment: launch.processEnvironment, isTTY: Platform.stdoutIsTTY, noColor: noColor, ascii: ascii,
      ttyColumns: Platform.stdoutIsTTY ? Platform.stdoutColumns : nil)
  }
}
