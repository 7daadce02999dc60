import Foundation
import SherpaCoach
import SherpaCore
import SherpaLLM
import SherpaStore
import SherpaTerminal

/// Replays a transcript through the real pipeline: a store in the replay's fresh home,
/// the coach with the recorded clock, zone and options, the cassette in place of the
/// network, and the same session loop the pipe uses, its output captured per turn.
public struct CoachTurnRunner: TurnRunner {
  var session: CoachSession
  let console: Console

  public init(context: ReplayContext) throws {
    let flags = Set(context.options)
    let options = LaunchOptions(
      home: context.home.path, now: ISO8601DateFormatter().string(from: context.clock),
      tz: context.timeZone.identifier, offline: flags.contains("--offline"), yes: flags.contains("--yes"),
      json: flags.contains("--json"), noColor: true, ascii: flags.contains("--ascii"))
    let launch: Launch
    do {
      launch = try Launch.resolve(
        options, processEnvironment: [:],
        systemZone: context.timeZone, liveNow: { Date() }, sleep: { _ in },
        seed: 7)
    } catch {
      throw TranscriptError.cannotReplay(file: context.transcript.file, reason: error.description)
    }
    try FileManager.default.createDirectory(at: context.home, withIntermediateDirectories: true)
    let store = try SherpaStore.open(at: launch.layout.store, options: launch.storeOptions)
    // The cassette answers in place of the network, under the settings a recording had
    // (a local server, so no key is needed).
    var settings = CoachFactory.llmSettings(launch)
    settings.baseURL = CoachTurnRunner.cassetteBaseURL
    let coach = CoachFactory.make(
      launch: launch, store: store, llm: LLMLink(settings: settings, transport: context.transport))
    console = Console(style: RenderStyle(color: false, unicode: !options.ascii), capture: true, stdout: false)
    session = CoachSession(
      coach: coach, console: console, json: options.json, autoConfirm: options.yes, clockLines: true, voice: true)
  }

  public mutating func run(line: String) async -> String {
    _ = await session.handle(line: line)
    return console.takeCaptured()
  }

  public mutating func advanceClock(to instant: Date) {
    session.coach.moveClock(to: instant)
  }

  /// A loopback base URL, so the client asks for no key: the cassette answers, never a server.
  static let cassetteBaseURL = "http://127.0.0.1:9/v1"

  /// The factory `Replayer` calls for each transcript.
  public static let factory: TurnRunnerFactory = { context in try CoachTurnRunner(context: context) }
}
