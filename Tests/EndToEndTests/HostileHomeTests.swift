import Foundation
import SherpaTestSupport
import Testing

/// Homes, stores and lines that used to get a misleading message, a lost line or a file
/// others could read; and `sherpa reset`.
@Suite struct HostileHomeTests {
  func home(_ label: String) -> (SherpaBinary, URL) {
    let home = SherpaBinary.temporaryHome(label)
    return (SherpaBinary(home: home), home)
  }

  @Test func aNewStoreIsReadableByItsOwnerOnlyInAnOpenFolder() throws {
    let (sherpa, home) = home("modes")
    defer { try? FileManager.default.removeItem(at: home) }
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: home.path)
    let result = try sherpa.run(["--offline"], stdin: "add a habit to read 20 minutes every day\n")
    #expect(result.status == 0, "\(result.stderr)")
    let store = home.appendingPathComponent("sherpa.sqlite").path
    for path in [store, store + "-wal", store + "-shm"] where FileManager.default.fileExists(atPath: path) {
      let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
      #expect(mode == 0o600, "\(path): \(String(mode ?? 0, radix: 8))")
    }
  }

  @Test func pathsOfTheWrongKindAreNamedInOneLine() throws {
    let (sherpa, home) = home("kinds")
    defer { try? FileManager.default.removeItem(at: home) }
    try FileManager.default.createDirectory(
      at: home.appendingPathComponent("sherpa.sqlite"), withIntermediateDirectories: true)
    let folderStore = try sherpa.run(["today"])
    #expect(
      folderStore.status == 3 && folderStore.stderr.contains("is a folder, not a store file"), "\(folderStore.stderr)")

    let file = home.appendingPathComponent("plain")
    try Data("x".utf8).write(to: file)
    for inner in [file, file.appendingPathComponent("deeper")] {
      let result = try SherpaBinary(home: inner).run(["say", "add a habit to floss every day"])
      #expect(result.status == 3, "\(inner.path): \(result.stderr)")
      #expect(result.stderr.contains("\(file.path) is a file, not a folder"), "\(result.stderr)")
      // No raw error code or wrong reason beside the path (whose random name may hold "512").
      let reason = result.stderr.replacingOccurrences(of: file.path, with: "")
      #expect(!reason.contains("512") && !reason.contains("read-only"), "\(result.stderr)")
    }

    let empty = try sherpa.run(["--home", "", "today"])
    #expect(empty.status == 2 && empty.stderr.contains("--home needs a folder"), "\(empty.stderr)")

    let config = SherpaBinary.temporaryHome("config-folder")
    defer { try? FileManager.default.removeItem(at: config) }
    try FileManager.default.createDirectory(
      at: config.appendingPathComponent("config.toml"), withIntermediateDirectories: true)
    let folderConfig = try SherpaBinary(home: config).run(["today"])
    #expect(folderConfig.status == 2 && folderConfig.stderr.contains("is a folder, not a config file"))

    try FileManager.default.removeItem(at: config.appendingPathComponent("config.toml"))
    try "[day]\nwake = \"23:30\"\n".write(
      to: config.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
    let late = try SherpaBinary(home: config).run(["today"])
    #expect(late.status == 2 && late.stderr.contains("day.wake (23:30) must come before day.bed (23:00)"))
  }

  @Test func everyLineReadGetsAnObjectEvenWhenNothingPrintableIsLeft() throws {
    let (sherpa, home) = home("blank")
    defer { try? FileManager.default.removeItem(at: home) }
    let lines = ["\u{01}", "\t", "\u{00A0}", "\u{200B}", "today"]
    let result = try sherpa.run(["--offline", "--json"], stdin: lines.joined(separator: "\n") + "\n\n")
    #expect(result.status == 0)
    let objects = result.stdout.split(separator: "\n")
    #expect(objects.count == lines.count, "one object per line with anything but spaces: \(result.stdout)")
    #expect(objects.prefix(4).allSatisfy { $0.contains("invalid_input") }, "\(result.stdout)")
  }

  @Test func anAmountFarAboveTheTargetIsAskedAboutNotLogged() throws {
    let (sherpa, home) = home("huge-amount")
    defer { try? FileManager.default.removeItem(at: home) }
    let result = try sherpa.run(
      ["--offline", "--json"],
      stdin: "add a habit to drink water 2000 ml every day\ndrank 94000 ml of water\nno\ndrank 2000 ml of water\n")
    let objects = result.stdout.split(separator: "\n").map(String.init)
    #expect(objects.count == 4, "\(result.stdout)")
    #expect(objects[1].contains("more than 20 times") && objects[1].contains("\"pending\":{"), "\(objects[1])")
    #expect(objects[3].contains("2000/2000 ml"), "the refused amount was never logged: \(objects[3])")
  }

  @Test func resetAsksForTheWordsAndKeepsTheConfig() throws {
    let (sherpa, home) = home("reset")
    defer { try? FileManager.default.removeItem(at: home) }
    _ = try sherpa.run(["say", "add a habit to floss every day"])
    try "[day]\nwake = \"06:30\"\n".write(
      to: home.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
    let store = home.appendingPathComponent("sherpa.sqlite").path
    let refused = try sherpa.run(["reset"], stdin: "yes\n")
    #expect(refused.status == 1 && FileManager.default.fileExists(atPath: store), "\(refused.stderr)")
    let yesAlone = try sherpa.run(["reset", "--yes"])
    #expect(yesAlone.status == 2 && FileManager.default.fileExists(atPath: store), "\(yesAlone.stderr)")
    let done = try sherpa.run(["reset"], stdin: "delete everything\n")
    #expect(done.status == 0, "\(done.stderr)")
    let left = try FileManager.default.contentsOfDirectory(atPath: home.path)
    #expect(left == ["config.toml"], "\(left)")
    _ = try sherpa.run(["say", "add a habit to floss every day"])
    let forced = try sherpa.run(["reset", "--yes", "--force"])
    #expect(forced.status == 0 && !FileManager.default.fileExists(atPath: store), "\(forced.stderr)")
  }

  @Test func aCSVExportReplacesTheWholeFolderAndClearsAKilledOnesLeftovers() throws {
    let (sherpa, home) = home("csv-swap")
    defer { try? FileManager.default.removeItem(at: home) }
    _ = try sherpa.run(["say", "add a habit to floss every day"])
    let out = home.appendingPathComponent("csv")
    #expect(try sherpa.run(["export", "--format", "csv", "--out", out.path]).status == 0)
    try Data("old".utf8).write(to: out.appendingPathComponent("stale.csv"))
    let leftover = home.appendingPathComponent(".csv.partial")
    try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
    try Data("half".utf8).write(to: leftover.appendingPathComponent("items.csv"))
    let again = try sherpa.run(["export", "--format", "csv", "--out", out.path])
    #expect(again.status == 0, "\(again.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
    #expect(!files.contains("stale.csv") && files.contains("items.csv"), "\(files)")
    #expect(!FileManager.default.fileExists(atPath: leftover.path))
  }

  /// Before, a held write lock made `say` wait 10 s (the chat log waited a second time)
  /// and the pipe answered `store_unwritable`.
  @Test(.enabled(if: HostileStoreTests.python != nil, "needs python3 to hold the lock"))
  func aHeldLockIsWaitedForOnceAndNamedLocked() throws {
    let (sherpa, home) = home("locked")
    defer { try? FileManager.default.removeItem(at: home) }
    _ = try sherpa.run(["say", "add a habit to floss every day"])
    let holder = Process()
    holder.executableURL = URL(fileURLWithPath: HostileStoreTests.python ?? "/usr/bin/python3")
    holder.arguments = [
      "-c",
      "import sqlite3,sys,time\nc=sqlite3.connect(sys.argv[1],isolation_level=None)\nc.execute('BEGIN IMMEDIATE')\n"
        + "print('held',flush=True)\ntime.sleep(20)",
      home.appendingPathComponent("sherpa.sqlite").path,
    ]
    let ready = Pipe()
    holder.standardOutput = ready
    try holder.run()
    defer { holder.terminate() }
    _ = ready.fileHandleForReading.readData(ofLength: 5)
    let started = Date()
    let said = try sherpa.run(["say", "flossed"])
    let waited = Date().timeIntervalSince(started)
    #expect(said.status == 3 && said.stderr.contains("busy"), "\(said.stderr)")
    #expect(waited < 8, "one busy timeout of 5 s, not two: \(waited) s")
    let piped = try sherpa.run(["--offline", "--json"], stdin: "flossed\n")
    #expect(piped.stdout.contains("\"code\":\"locked\""), "\(piped.stdout)")
  }
}
