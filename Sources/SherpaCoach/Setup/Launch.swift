import Foundation
import SherpaCore
import SherpaStore

/// The options every command takes (CLI.md), as the executable parsed them.
public struct LaunchOptions: Sendable, Equatable {
  public var home: String?
  public var now: String?
  public var tz: String?
  public var offline = false
  public var yes = false
  public var json = false
  public var noColor = false
  public var ascii = false

  public init(
    home: String? = nil, now: String? = nil, tz: String? = nil, offline: Bool = false, yes: Bool = false,
    json: Bool = false, noColor: Bool = false, ascii: Bool = false
  ) {
    self.home = home
    self.now = now
    self.tz = tz
    self.offline = offline
    self.yes = yes
    self.json = json
    self.noColor = noColor
    self.ascii = ascii
  }
}

/// Everything a command needs to start, resolved once from the options, the process
/// environment and the config file: where the files are, the clock and zone, the
/// user's day. Environment variables win over the file; options win over both.
public struct Launch: Sendable {
  public var options: LaunchOptions
  public var layout: HomeLayout
  public var environment: Environment
  /// True when `--now`/`SHERPA_NOW` froze the clock (the pipe then honours `@now` lines).
  public var isFrozen: Bool
  public var config: ConfigFile
  public var processEnvironment: [String: String]
  public var wake: LocalTime
  public var bed: LocalTime
  /// How the store opens: `SHERPA_TRACE_SQL=1` prints every statement to standard
  /// error, `=profile` each with its time; `SHERPA_INJECT_DISK_FULL=1` fails every write
  /// as on a full disk (tests). The integrity check's day comes from the live clock.
  public var storeOptions: StoreOptions

  /// Why a launch was refused (exit 2 at the edge).
  public enum Problem: Error, Sendable, CustomStringConvertible {
    case clock(WallClock.Problem)
    case config(ConfigFile.Problem)
    case home(String)

    public var description: String {
      switch self {
      case .clock(let problem): problem.description
      case .config(let problem): problem.description
      case .home(let message): message
      }
    }
  }

  public static func resolve(
    _ options: LaunchOptions, processEnvironment env: [String: String], systemZone: @autoclosure () -> TimeZone,
    liveNow: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (Duration) async throws -> Void, seed: UInt64
  ) throws(Problem) -> Launch {
    func nonEmpty(_ key: String) -> String? {
      guard let value = env[key], !value.isEmpty else { return nil }
      return value
    }
    let zone: TimeZone
    do {
      if let name = options.tz ?? nonEmpty("SHERPA_TZ") ?? nonEmpty("TZ") {
        zone = try WallClock.zone(named: name)
      } else {
        zone = systemZone()  // read only when no zone was given: looking it up costs a start ~0.5 ms
      }
    } catch { throw .clock(error) }
    var now = liveNow
    var frozen = false
    if let text = options.now ?? nonEmpty("SHERPA_NOW") {
      let instant: Date
      do { instant = try WallClock.instant(text, in: zone) } catch { throw .clock(error) }
      now = { instant }
      frozen = true
    }
    // Blank as `CharacterSet.whitespaces` has it (spaces and tabs), without Foundation's
    // trimming, which bridged through NSString for 1% of a short command.
    if let home = options.home,
      home.unicodeScalars.allSatisfy({ $0 == "\t" || $0.properties.generalCategory == .spaceSeparator })
    {
      throw .home("--home needs a folder; an empty one would mean the current folder")
    }
    let layout = HomeLayout.resolve(home: options.home, environment: env)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: layout.config.path, isDirectory: &isFolder), isFolder.boolValue {
      throw .home("\(layout.config.path) is a folder, not a config file; move it aside")
    }
    let config: ConfigFile
    do { config = try ConfigFile.load(from: layout.config) } catch { throw .config(error) }
    let environment = Environment(now: now, timeZone: zone, sleep: sleep, random: SeededRandom(seed: seed))
    return Launch(
      options: options, layout: layout, environment: environment, isFrozen: frozen, config: config,
      processEnvironment: env,
      wake: config.wake ?? LocalTime(minutesSinceMidnight: 7 * 60),
      bed: config.bed ?? LocalTime(minutesSinceMidnight: 23 * 60),
      storeOptions: StoreOptions(
        trace: env["SHERPA_TRACE_SQL"] == "profile" ? .profile : env["SHERPA_TRACE_SQL"] == "1" ? .statements : .off,
        injectDiskFull: env["SHERPA_INJECT_DISK_FULL"] == "1", wallClock: liveNow))
  }
}
