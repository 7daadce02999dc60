import Foundation

/// Where sherpa keeps its files: one folder for everything with `--home` (or
/// `SHERPA_HOME`), else the XDG data, config and state folders.
public struct HomeLayout: Sendable, Equatable {
  public var store: URL
  public var config: URL
  public var history: URL

  public init(store: URL, config: URL, history: URL) {
    self.store = store
    self.config = config
    self.history = history
  }

  /// Resolves the layout from `--home` and the environment (`SHERPA_HOME`, `XDG_*_HOME`, `HOME`).
  public static func resolve(home: String?, environment: [String: String]) -> HomeLayout {
    func nonEmpty(_ key: String) -> String? {
      guard let value = environment[key], !value.isEmpty else { return nil }
      return value
    }
    if let folder = home ?? nonEmpty("SHERPA_HOME") {
      let base = URL(fileURLWithPath: expand(folder, environment: environment), isDirectory: true)
      return HomeLayout(
        store: base.appendingPathComponent("sherpa.sqlite"),
        config: base.appendingPathComponent("config.toml"),
        history: base.appendingPathComponent("history"))
    }
    let user = nonEmpty("HOME") ?? "/tmp"
    func xdg(_ key: String, _ fallback: String) -> URL {
      let root = nonEmpty(key).flatMap { $0.hasPrefix("/") ? $0 : nil } ?? user + "/" + fallback
      return URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent("sherpa", isDirectory: true)
    }
    return HomeLayout(
      store: xdg("XDG_DATA_HOME", ".local/share").appendingPathComponent("sherpa.sqlite"),
      config: xdg("XDG_CONFIG_HOME", ".config").appendingPathComponent("config.toml"),
      history: xdg("XDG_STATE_HOME", ".local/state").appendingPathComponent("history"))
  }

  /// `~` and `~/x` expanded with `HOME`.
  static func expand(_ path: String, environment: [String: String]) -> String {
    guard path == "~" || path.hasPrefix("~/"), let user = environment["HOME"], !user.isEmpty else { return path }
    return user + path.dropFirst()
  }
}
