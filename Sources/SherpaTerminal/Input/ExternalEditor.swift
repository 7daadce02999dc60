import Foundation

/// A long message written in the person's own editor (Ctrl-X Ctrl-E or `/edit` in the
/// REPL): `$VISUAL`, else `$EDITOR`, else `vi`, run through the shell on a private
/// temporary file (mode 0600, removed afterwards) with the terminal handed over.
public enum ExternalEditor {
  /// The command that will be run.
  public static func command(in environment: [String: String]) -> String {
    for name in ["VISUAL", "EDITOR"] {
      if let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty { return value }
    }
    return "vi"
  }

  /// The text after editing `initial`, its lines joined by spaces (one utterance); nil
  /// when the editor could not run, failed, or left nothing.
  public static func edit(
    _ initial: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    let folder = FileManager.default.temporaryDirectory
    let file = folder.appendingPathComponent("sherpa-message-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).txt")
    guard
      FileManager.default.createFile(
        atPath: file.path, contents: Data(initial.utf8), attributes: [.posixPermissions: 0o600])
    else { return nil }
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // The command is the person's own setting, run as their shell would ("code --wait").
    process.arguments = ["-c", command(in: environment) + " \"$1\"", "sherpa-edit", file.path]
    process.environment = environment
    do {
      try process.run()
    } catch {
      return nil
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0, let data = FileManager.default.contents(atPath: file.path) else {
      return nil
    }
    let text = String(decoding: data, as: UTF8.self)
      .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }.joined(separator: " ")
    return text.isEmpty ? nil : text
  }
}
