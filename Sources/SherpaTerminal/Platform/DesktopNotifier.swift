import Foundation

/// A desktop notification through `notify-send`, where it is installed; nothing otherwise.
/// It never waits for the notification and never fails the caller.
public struct DesktopNotifier: Sendable {
  let executable: URL?

  /// Looks for `notify-send` on `path` (the `PATH` variable).
  public init(path: String?) {
    let folders = (path ?? "").split(separator: ":").map(String.init)
    executable = folders.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent("notify-send") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  public var isAvailable: Bool { executable != nil }

  public func notify(_ text: String) {
    guard let executable else { return }
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--app-name=sherpa", "sherpa", Sanitizer.clean(text, keepNewlines: false)]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try? process.run()
  }
}
