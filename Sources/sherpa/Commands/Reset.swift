import ArgumentParser
import Foundation
import SherpaCoach
import SherpaTerminal

/// `sherpa reset`: deletes everything sherpa keeps about the person — the store (items,
/// progress, goals, journal, the chat log) with its -wal, -shm and -journal files, and
/// the line history — and leaves config.toml. It asks for the words "delete everything";
/// `--yes` answers for the person only together with `--force`.
struct Reset: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reset",
    abstract: "Delete all data (store, chat log, history); config.toml stays. Asks for \"delete everything\".")

  @Flag(help: "With --yes: delete without asking (for scripts).")
  var force = false

  @OptionGroup var global: GlobalOptions

  static let words = "delete everything"

  func run() throws {
    let launch = try global.launch()
    let store = launch.layout.store.path
    let files = [store, store + "-wal", store + "-shm", store + "-journal", launch.layout.history.path]
    let present = files.filter { FileManager.default.fileExists(atPath: $0) }
    guard !present.isEmpty else {
      print("Nothing to delete: there is no store or history at \(Sanitizer.clean(store)).")
      return
    }
    if global.yes && !force {
      throw Failure.usage("reset deletes everything; --yes works here only together with --force")
    }
    if !(global.yes && force) {
      FileHandle.standardError.write(
        Data(
          ("This deletes every item, log, goal, journal line and the chat history in\n  "
            + present.map { Sanitizer.clean($0) }.joined(separator: "\n  ")
            + "\nconfig.toml stays. Type \"\(Self.words)\" to go on: ").utf8))
      guard let answer = readLine(), answer.trimmingCharacters(in: .whitespaces).lowercased() == Self.words else {
        throw Failure.failed("Nothing was deleted.")
      }
    }
    for path in present {
      do { try FileManager.default.removeItem(atPath: path) } catch {
        throw Failure.failed("Could not delete \(Sanitizer.clean(path)): \(error.localizedDescription)")
      }
    }
    print("Deleted \(present.count) file\(present.count == 1 ? "" : "s"); config.toml was kept.")
  }
}
