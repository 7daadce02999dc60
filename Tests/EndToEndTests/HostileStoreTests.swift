import Foundation
import SherpaTestSupport
import Testing

/// Stores the binary must refuse or only read: a truncated file, random bytes, a newer
/// schema, a read-only home, a full disk. Each refusal is exit 3 with a message naming
/// the file, and the file is never overwritten; where the store can still be read, export
/// and the views work.
@Suite(.serialized) struct HostileStoreTests {
  static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// A home holding a store with two habits and some progress.
  func filledHome(_ label: String) throws -> (SherpaBinary, URL) {
    let home = SherpaBinary.temporaryHome(label)
    let sherpa = SherpaBinary(home: home)
    var script = "add a habit to read 20 minutes every day\nadd a habit to walk 10000 steps every day\n"
    for index in 0..<60 { script += "add a task to file note \(CrashTests.code(index))\n" }
    script += "did 10 minutes of reading\n"
    let setup = try sherpa.run(["--offline"], stdin: script)
    #expect(setup.status == 0, "\(setup.stderr)")
    return (sherpa, home.appendingPathComponent("sherpa.sqlite"))
  }

  /// Runs a write, a view and export on a broken store: all exit 3 naming the file, and
  /// no file in the home changes.
  func expectRefused(_ sherpa: SherpaBinary, _ store: URL, saying words: String) throws {
    let before = try StoreInspection.files(in: sherpa.home)
    for arguments in [["say", "did 5 minutes of reading"], ["today"], ["stats"], ["export", "--format", "json"]] {
      let result = try sherpa.run(arguments)
      #expect(result.status == 3, "\(arguments): \(result.status) \(result.stderr)")
      #expect(result.stderr.contains(store.path) && result.stderr.contains(words), "\(arguments): \(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1, "one clear line: \(result.stderr)")
    }
    let piped = try sherpa.run(["--offline"], stdin: "did 5 minutes of reading\n")
    #expect(piped.status == 3, "\(piped.stderr)")
    #expect(try StoreInspection.files(in: sherpa.home) == before, "the files were left as they were")
  }

  @Test func aTruncatedStoreIsRefusedAndKept() throws {
    let (sherpa, store) = try filledHome("truncated")
    defer { try? FileManager.default.removeItem(at: sherpa.home) }
    let bytes = try Data(contentsOf: store)
    #expect(bytes.count > 8192)
    try bytes.prefix(bytes.count / 2).write(to: store)
    try expectRefused(sherpa, store, saying: "damaged")
  }

  @Test func aStoreOfRandomBytesIsRefusedAndKept() throws {
    let home = SherpaBinary.temporaryHome("random")
    defer { try? FileManager.default.removeItem(at: home) }
    let store = home.appendingPathComponent("sherpa.sqlite")
    var random = TestRandom(seed: 99)
    try Data((0..<65_536).map { _ in UInt8(truncatingIfNeeded: random.next()) }).write(to: store)
    try expectRefused(SherpaBinary(home: home), store, saying: "not a sherpa store")
    // The same behind a valid SQLite header.
    var headed = Array("SQLite format 3\u{0}".utf8)
    headed += (0..<65_536).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    try Data(headed).write(to: store)
    let result = try SherpaBinary(home: home).run(["say", "did 5 minutes of reading"])
    #expect(result.status == 3, "\(result.stderr)")
    #expect(try Data(contentsOf: store) == Data(headed))
  }

  @Test(.enabled(if: python != nil, "needs python3 to write a newer schema's mark"))
  func aStoreFromANewerSchemaIsRefusedAndKept() throws {
    let (sherpa, store) = try filledHome("newer")
    defer { try? FileManager.default.removeItem(at: sherpa.home) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.python ?? "/usr/bin/python3")
    process.arguments = [
      "-c",
      "import sqlite3, sys; db = sqlite3.connect(sys.argv[1]); "
        + "db.execute(\"INSERT INTO grdb_migrations (identifier) VALUES ('v99-future')\"); db.commit(); db.close()",
      store.path,
    ]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    try expectRefused(sherpa, store, saying: "newer sherpa")
  }

  /// Export, today and stats read a store they cannot write; a write is exit 3.
  func expectReadableButNotWritable(
    _ sherpa: SherpaBinary, _ store: URL, environment: [String: String] = [:], saying words: String
  ) throws {
    let exported = try sherpa.run(["export", "--format", "json"], environment: environment)
    #expect(exported.status == 0, "\(exported.stderr)")
    #expect(exported.stdout.contains("\"Read\"") && exported.stdout.contains("ile note"))
    let today = try sherpa.run(["today", "--json"], environment: environment)
    #expect(today.status == 0, "\(today.stderr)")
    #expect(today.stdout.contains("\"progress\":10"), "\(today.stdout)")
    let stats = try sherpa.run(["stats"], environment: environment)
    #expect(stats.status == 0, "\(stats.stderr)")

    let said = try sherpa.run(["say", "did 5 minutes of reading"], environment: environment)
    #expect(said.status == 3, "\(said.stdout) \(said.stderr)")
    #expect(said.stderr.contains(store.path) && said.stderr.contains(words), "\(said.stderr)")
    let piped = try sherpa.run(
      ["--offline"], stdin: "did 5 minutes of reading\nadd a habit to floss every day\n", environment: environment)
    #expect(piped.status == 3, "\(piped.stdout) \(piped.stderr)")
    #expect(piped.stderr.contains(words), "\(piped.stderr)")
    #expect(!piped.stdout.contains("Added Floss"), "the pipe stopped at the first failed write")
    let after = try sherpa.run(["export", "--format", "json"], environment: environment)
    #expect(after.stdout == exported.stdout, "nothing was written")
  }

  @Test func aReadOnlyHomeIsReadButNotWritten() throws {
    let (sherpa, store) = try filledHome("readonly")
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sherpa.home.path)
      try? FileManager.default.removeItem(at: sherpa.home)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: store.path)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: sherpa.home.path)
    let before = try StoreInspection.files(in: sherpa.home)
    try expectReadableButNotWritable(sherpa, store, saying: "cannot be written")
    let after = try StoreInspection.files(in: sherpa.home)
    #expect(after == before, "\(before.mapValues(\.count)) became \(after.mapValues(\.count))")
  }

  @Test func aFullDiskKeepsTheStoreAndTheViewsStillRead() throws {
    let (sherpa, store) = try filledHome("full")
    defer { try? FileManager.default.removeItem(at: sherpa.home) }
    let before = try Data(contentsOf: store)
    try expectReadableButNotWritable(sherpa, store, environment: ["SHERPA_INJECT_DISK_FULL": "1"], saying: "is full")
    #expect(try Data(contentsOf: store) == before, "the store file was not overwritten")
    let healthy = try sherpa.run(["say", "did 5 minutes of reading"])
    #expect(healthy.status == 0 && healthy.stdout.contains("Logged"), "space again: \(healthy.stderr)")
  }
}

/// A kill in the middle of a new store's first write leaves the file and a hot rollback
/// journal; the next command puts the file back as it was (empty) and makes the store,
/// instead of calling it read-only or not SQLite for good.
@Test func aStoreWhoseFirstWriteWasCutShortIsMadeAgain() throws {
  let home = SherpaBinary.temporaryHome("interrupted")
  defer { try? FileManager.default.removeItem(at: home) }
  try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
  let store = home.appendingPathComponent("sherpa.sqlite")
  try InterruptedWrite.leave(at: store)
  #expect((try Data(contentsOf: URL(fileURLWithPath: store.path + "-journal"))).count > 0, "the journal is there")
  let sherpa = SherpaBinary(home: home)
  let today = try sherpa.run(["today"])
  #expect(today.status == 0, "\(today.stderr)")
  #expect(!FileManager.default.fileExists(atPath: store.path + "-journal"), "the journal was played back")
  let added = try sherpa.run(["--offline", "say", "add a habit to drink water 3000 ml every day"])
  #expect(added.status == 0 && added.stdout.contains("Drink water"), "\(added.stdout) \(added.stderr)")
  #expect(try StoreInspection.integrity(of: store) == ["ok"])
  #expect(try StoreInspection.pageSize(of: store) == 1024, "made with a new store's page size")
}
