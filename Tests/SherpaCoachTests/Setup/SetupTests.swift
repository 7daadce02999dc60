import Foundation
import SherpaCore
import Testing

@testable import SherpaCoach

@Suite struct HomeLayoutTests {
  @Test func homePutsEverythingInOneFolder() {
    let layout = HomeLayout.resolve(home: "/tmp/h", environment: ["SHERPA_HOME": "/elsewhere"])
    #expect(layout.store.path == "/tmp/h/sherpa.sqlite")
    #expect(layout.config.path == "/tmp/h/config.toml")
    #expect(layout.history.path == "/tmp/h/history")
  }

  @Test func sherpaHomeIsTheFallbackForTheOption() {
    let layout = HomeLayout.resolve(home: nil, environment: ["SHERPA_HOME": "~/coach", "HOME": "/home/ann"])
    #expect(layout.store.path == "/home/ann/coach/sherpa.sqlite")
  }

  @Test func xdgFoldersWhenNoHomeIsGiven() {
    let layout = HomeLayout.resolve(
      home: nil, environment: ["HOME": "/home/ann", "XDG_DATA_HOME": "/data", "XDG_STATE_HOME": "relative/ignored"])
    #expect(layout.store.path == "/data/sherpa/sherpa.sqlite")
    #expect(layout.config.path == "/home/ann/.config/sherpa/config.toml")
    #expect(layout.history.path == "/home/ann/.local/state/sherpa/history")
  }
}

@Suite struct ConfigFileTests {
  @Test func readsEverySetting() throws {
    let config = try ConfigFile.parse(
      """
      # sherpa settings
      [llm]
      base_url = "http://127.0.0.1:8080/v1"  # a local model
      model = "llama3"
      timeout = 2.5
      [budget]
      messages = 20
      tokens = 50_000
      [privacy]
      send_notes = true
      [day]
      wake = "06:30"
      bed = "22:45"
      """)
    #expect(config.baseURL == "http://127.0.0.1:8080/v1")
    #expect(config.model == "llama3")
    #expect(config.timeoutSeconds == 2.5)
    #expect(config.budgetMessages == 20)
    #expect(config.budgetTokens == 50_000)
    #expect(config.sendNotes == true)
    #expect(config.wake?.description == "06:30")
    #expect(config.bed?.description == "22:45")
  }

  @Test func anEmptyFileIsTheDefault() throws {
    #expect(try ConfigFile.parse("") == ConfigFile())
  }

  @Test(arguments: [
    ("[llm]\nmodle = \"x\"", 2, "unknown setting llm.modle"),
    ("[day]\nwake = \"7am\"", 2, "day.wake must be"),
    ("[llm]\ntimeout = -1", 2, "llm.timeout must be"),
    ("[llm]\nmodel = llama", 2, "strings need quotes"),
    ("[llm\n", 1, "section"),
    ("just words", 1, "expected key = value"),
    ("[budget]\nmessages = 2.5", 2, "whole number"),
  ])
  func badLinesAreNamed(_ text: String, _ line: Int, _ fragment: String) {
    do {
      _ = try ConfigFile.parse(text)
      Issue.record("accepted \(text)")
    } catch {
      #expect(error.line == line)
      #expect(error.description.contains(fragment), "\(error.description)")
    }
  }
}

@Suite struct GlobalArgumentsTests {
  let commands: Set<String> = ["today", "say", "recur"]

  @Test func optionsBeforeTheCommandMoveAfterIt() {
    #expect(
      GlobalArguments.reorder(["--json", "--home", "/h", "today", "--date", "2026-11-23"], subcommands: commands)
        == ["today", "--date", "2026-11-23", "--json", "--home", "/h"])
    #expect(GlobalArguments.reorder(["--tz=UTC", "say", "hi"], subcommands: commands) == ["say", "hi", "--tz=UTC"])
  }

  @Test func argumentsWithoutACommandStayAsTheyAre() {
    #expect(GlobalArguments.reorder(["--json", "--offline"], subcommands: commands) == ["--json", "--offline"])
    #expect(GlobalArguments.reorder(["--version"], subcommands: commands) == ["--version"])
  }

  @Test func aValueThatLooksLikeACommandIsAValue() {
    #expect(
      GlobalArguments.reorder(["--home", "today", "say", "x"], subcommands: commands) == [
        "say", "x", "--home", "today",
      ])
  }
}

@Suite struct LaunchTests {
  func resolve(_ options: LaunchOptions, env: [String: String] = [:]) throws -> Launch {
    try Launch.resolve(
      options, processEnvironment: env, systemZone: TimeZone(identifier: "UTC")!,
      liveNow: { Date(timeIntervalSince1970: 0) },
      sleep: { _ in }, seed: 1)
  }

  /// A home of spaces and tabs (any width of space) would mean the current folder: it
  /// is refused; any other character makes it a folder's name.
  @Test(arguments: ["", " ", "\t \t", "\u{00A0}", "\u{2003}\u{3000}"])
  func aBlankHomeIsRefused(_ home: String) throws {
    #expect(throws: Launch.Problem.self) { try resolve(LaunchOptions(home: home)) }
  }

  @Test(arguments: [" x", "\u{00A0}home", "./ ", "\n"])
  func aHomeWithAnythingElseIsAFolder(_ home: String) throws {
    #expect(try resolve(LaunchOptions(home: home)).layout.store.lastPathComponent == "sherpa.sqlite")
  }

  @Test func nowIsReadInTheGivenZone() throws {
    let launch = try resolve(LaunchOptions(home: "/nonexistent", now: "2026-11-23T08:00", tz: "America/New_York"))
    #expect(launch.isFrozen)
    #expect(launch.environment.now().timeIntervalSince1970 == 1_795_438_800)
    #expect(launch.environment.today.description == "2026-11-23")
  }

  @Test func environmentVariablesStandInForOptions() throws {
    let launch = try resolve(
      LaunchOptions(home: "/nonexistent"), env: ["TZ": ":Asia/Tokyo", "SHERPA_NOW": "2026-01-01T00:30"])
    #expect(launch.environment.timeZone.identifier == "Asia/Tokyo")
    #expect(launch.environment.today.description == "2026-01-01")
    #expect(launch.wake.description == "07:00")
    #expect(launch.bed.description == "23:00")
  }

  @Test func aBadZoneOrGapTimeIsAProblem() {
    #expect(throws: Launch.Problem.self) { try resolve(LaunchOptions(home: "/x", tz: "Nowhere/City")) }
    #expect(throws: Launch.Problem.self) {
      try resolve(LaunchOptions(home: "/x", now: "2026-03-29T01:30", tz: "Europe/London"))
    }
  }
}
