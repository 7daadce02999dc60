import Foundation
import GRDB
import SherpaCore
import Testing

@testable import SherpaStore

struct OpeningTests {
  let at = Date(timeIntervalSince1970: 1_795_000_000)
  let day = LocalDay(year: 2026, month: 11, day: 23) ?? LocalDay(ordinal: 0)

  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-open-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func files(in folder: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return result
  }

  /// Opens `url`, expects `check` to accept the error, and that no file changed.
  func expectRefused(
    _ url: URL, readOnly: Bool = false, verifyIntegrity: Bool? = nil, _ check: (StoreError) -> Bool
  ) throws {
    let before = try files(in: url.deletingLastPathComponent())
    do {
      _ = try SherpaStore.open(at: url, readOnly: readOnly, verifyIntegrity: verifyIntegrity)
      Issue.record("opened a store that should be refused")
    } catch let error as StoreError {
      #expect(check(error), "unexpected \(error)")
      #expect(error.isUnopenable)
      #expect(error.description.contains(url.path))
    }
    let after = try files(in: url.deletingLastPathComponent())
    #expect(after == before, "\(before.mapValues(\.count)) became \(after.mapValues(\.count))")
  }

  @Test func aNewStoreGetsSmallPagesAndAnOlderOneKeepsItsOwn() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fresh = folder.appendingPathComponent("new.sqlite")
    let store = try SherpaStore.open(at: fresh)
    #expect(try store.read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") } == StoreOpener.newStorePageSize)

    let older = folder.appendingPathComponent("older.sqlite")
    let queue = try DatabaseQueue(path: older.path)
    try queue.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA page_size = 4096")
      try db.execute(sql: "PRAGMA journal_mode = WAL")
    }
    try Schema.migrator.migrate(queue)
    try queue.close()
    let reopened = try SherpaStore.open(at: older)
    _ = try reopened.addItem(Item(kind: .habit, name: "Read", startDate: day, createdAt: at))
    #expect(try reopened.read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") } == 4096)
    #expect(try reopened.items().map(\.name) == ["Read"])
  }

  /// A command that opens, reads and exits maps the file; a session of many writing
  /// turns reads through SQLite's cache (`StoreOptions.mapsFile`).
  @Test func aSessionReadsWithoutMappingTheFile() throws {
    let url = try folder().appendingPathComponent("sherpa.sqlite")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let mapped = try SherpaStore.open(at: url)
    #expect(try mapped.read { db in try Int.fetchOne(db, sql: "PRAGMA mmap_size") } == StoreOpener.mappedBytes)
    let session = try SherpaStore.open(at: url, options: StoreOptions(mapsFile: false))
    #expect(try session.read { db in try Int.fetchOne(db, sql: "PRAGMA mmap_size") } == 0)
    _ = try session.addItem(Item(kind: .habit, name: "Read", startDate: day, createdAt: at))
    #expect(try mapped.items().map(\.name) == ["Read"])
  }

  @Test func theWholeFileCheckRunsOnceADayUnlessTheFileShrankOrWasReplaced() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("sherpa.sqlite")
    do {
      let store = try SherpaStore.open(at: url)
      for index in 0..<40 {
        try store.addItem(Item(kind: .habit, name: "Habit \(index)", startDate: day, createdAt: at))
      }
    }
    let stamp = url.path + "-checked"
    #expect(!FileManager.default.fileExists(atPath: stamp), "a new store has nothing to check")
    let opener = StoreOpener(url: url, readOnly: false, verifyIntegrity: true)
    #expect(!opener.checkedAsIs)
    _ = try SherpaStore.open(at: url)
    #expect(FileManager.default.fileExists(atPath: stamp), "a checked store is stamped")
    opener.markChecked()
    #expect(opener.checkedAsIs, "the same size on the same day is not checked again")
    do {
      let store = try SherpaStore.open(at: url)
      for index in 0..<200 {
        try store.addItem(Item(kind: .task, name: "Task \(index)", startDate: day, createdAt: at))
      }
    }
    #expect(opener.checkedAsIs, "a file that only grew is sherpa's own writes")

    // The same bytes under another inode (a file put in its place) are checked again.
    let copy = folder.appendingPathComponent("copy.sqlite")
    try FileManager.default.copyItem(at: url, to: copy)
    try FileManager.default.removeItem(at: url)
    try FileManager.default.moveItem(at: copy, to: url)
    #expect(!opener.checkedAsIs, "a replaced file is checked again")
    opener.markChecked()

    // Cut the file short by a page: the size differs from the stamp's, so the check runs.
    let data = try Data(contentsOf: url)
    try data.prefix(data.count - 4096).write(to: url)
    try expectRefused(url) {
      if case .corrupt = $0 { return true }
      return false
    }
  }

  @Test func migratesAnEmptyFileAndReopens() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("nested/sherpa.sqlite")
    do {
      let store = try SherpaStore.open(at: url)
      try store.addItem(Item(kind: .habit, name: "Read", startDate: day, createdAt: at))
    }
    let again = try SherpaStore.open(at: url)
    #expect(try again.items().map(\.name) == ["Read"])
    let mode = try again.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
    #expect(mode == "wal")
    let checkpoint = try again.read { db in try Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint") }
    #expect(checkpoint == 4096, "a writing connection checkpoints every 4 MiB of log, not SQLite's 1,000 pages")
    let viewer = try SherpaStore.open(at: url, readOnly: true)
    #expect(try viewer.items().count == 1)
  }

  @Test func refusesAFileThatIsNotSQLite() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("sherpa.sqlite")
    try Data("these are my notes, not a database\n".utf8).write(to: url)
    try expectRefused(url) { if case .notSQLite = $0 { true } else { false } }
  }

  @Test func refusesAnotherProgramsDatabase() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("sherpa.sqlite")
    do {
      let queue = try DatabaseQueue(path: url.path)
      try queue.write { db in try db.execute(sql: "CREATE TABLE photos (id INTEGER PRIMARY KEY, path TEXT)") }
    }
    try expectRefused(url) { $0 == .foreignDatabase(path: url.path) }
  }

  @Test func refusesACorruptFile() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("sherpa.sqlite")
    do {
      let store = try SherpaStore.open(at: url)
      for index in 0..<200 {
        try store.addItem(Item(kind: .habit, name: "Habit \(index)", startDate: day, createdAt: at))
      }
    }
    var bytes = try Data(contentsOf: url)
    #expect(bytes.count > 4096 * 4)
    for offset in (4096 * 2)..<(4096 * 2 + 2000) { bytes[offset] = 0xA5 }
    try bytes.write(to: url)
    try expectRefused(url) {
      switch $0 {
      case .corrupt, .notSQLite: true
      default: false
      }
    }
    try expectRefused(url, readOnly: true, verifyIntegrity: true) {
      if case .corrupt = $0 { true } else { false }
    }
  }

  @Test func refusesAStoreWrittenByANewerSchema() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("sherpa.sqlite")
    do {
      _ = try SherpaStore.open(at: url)
      let queue = try DatabaseQueue(path: url.path)
      try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9-future')") }
    }
    try expectRefused(url) { $0 == .newerSchema(path: url.path, unknown: ["v9-future"]) }
    try expectRefused(url, readOnly: true) { $0 == .newerSchema(path: url.path, unknown: ["v9-future"]) }
  }

  @Test func refusesAReadOnlyFileForWritingButReadsIt() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("sherpa.sqlite")
    do {
      let store = try SherpaStore.open(at: url)
      try store.addItem(Item(kind: .habit, name: "Read", startDate: day, createdAt: at))
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
    try expectRefused(url) { $0 == .readOnly(path: url.path) }
    let viewer = try SherpaStore.open(at: url, readOnly: true)
    #expect(try viewer.items().map(\.name) == ["Read"])
  }

  @Test func aMissingStoreIsReportedForReadOnlyOpening() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("sherpa.sqlite")
    try expectRefused(url, readOnly: true) { $0 == .missing(path: url.path) }
  }
}

struct ImmutableOpeningTests {
  @Test func theImmutableFallbackReadsAStoreWithoutSideFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa ro #1 %-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("sherpa.sqlite")
    do {
      let store = try SherpaStore.open(at: url)
      try store.addItem(
        Item(
          kind: .habit, name: "Read", startDate: LocalDay(ordinal: 20_000),
          createdAt: Date(timeIntervalSince1970: 1_795_000_000)))
    }
    let opener = StoreOpener(url: url, readOnly: true, verifyIntegrity: false)
    #expect(opener.immutableURI.hasPrefix("file:/") && opener.immutableURI.hasSuffix("?immutable=1"))
    let queue = try opener.inspect(at: opener.immutableURI, check: false)
    let store = SherpaStore(writer: queue, path: url.path)
    #expect(try store.items().map(\.name) == ["Read"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["sherpa.sqlite"])
  }
}
