import CSQLite
import Foundation
import GRDB

/// Checks a store file before anything writes to it, then opens and migrates it.
struct StoreOpener {
  let url: URL
  let readOnly: Bool
  let verifyIntegrity: Bool
  var options = StoreOptions()

  static let sqliteHeader = Array("SQLite format 3\u{0}".utf8)

  /// `newFile`: the file does not exist yet and gets `newStorePageSize`.
  static func configuration(
    readOnly: Bool, newFile: Bool = false, options: StoreOptions = StoreOptions()
  ) -> Configuration {
    _ = processSettings
    var configuration = Configuration()
    configuration.readonly = readOnly
    configuration.foreignKeysEnabled = true
    configuration.busyMode = .timeout(5)
    configuration.prepareDatabase { db in
      if newFile {
        // Set before anything is written (WAL mode fixes it).
        try db.execute(sql: "PRAGMA page_size = \(newStorePageSize)")
      }
      if !db.configuration.readonly {
        // WAL is stored in the file: on a sherpa store this only reads it back.
        try db.execute(sql: "PRAGMA journal_mode = WAL")
        try db.execute(sql: "PRAGMA synchronous = NORMAL")
        try db.execute(sql: "PRAGMA wal_autocheckpoint = \(walCheckpointPages)")
      }
      if options.mapsFile { try db.execute(sql: "PRAGMA mmap_size = \(mappedBytes)") }
      if options.injectDiskFull { InjectedFault.prepare(db) }
      switch options.trace {
      case .statements: db.trace { FileHandle.standardError.write(Data("sql: \($0)\n".utf8)) }
      case .profile:
        db.trace(options: .profile) { event in
          guard case .profile(let statement, let duration) = event else { return }
          FileHandle.standardError.write(Data("sql: \(Int(duration * 1_000_000)) µs \(statement.sql)\n".utf8))
        }
      case .off: break
      }
    }
    return configuration
  }

  /// Each commit appends every page it changed to the WAL, and a turn changes about
  /// eight (its instance and increment with their indexes, the undo log, the chat line):
  /// at 4 KiB a page, a 10,000-line pipe wrote 320 MB of log and spent a third of its time
  /// waiting for checkpoints to sync it. At 1 KiB a page it writes a quarter of that; the
  /// reads of the large store stay as fast (Benchmarks/RESULTS.md). A store made with
  /// another page size keeps it.
  static let newStorePageSize = 1024

  /// SQLite settings for the whole process, made once before its first connection:
  /// memory statistics off (they took a global mutex and a size lookup around every
  /// allocation and free, some 270 a turn, 5% of a pipe turn's instructions; sherpa never
  /// reads them).
  static let processSettings: Void = { _ = csqlite_disable_memory_statistics() }()

  /// A commit that finds this many pages in the WAL copies them into the file and syncs
  /// both, which costs two fsyncs whatever the size. At SQLite's 1,000 a 10,000-line pipe
  /// checkpointed 130 times and spent 0.3 to 0.4 s of its 2.4 s waiting for the disk;
  /// at 4,096 (4 MiB of log at 1 KiB a page) it is a quarter of that. Commits themselves
  /// are not synced (`synchronous = NORMAL`), which keeps every answered turn through a
  /// crash of the process; the last connection to close checkpoints and removes the log.
  static let walCheckpointPages = 4096

  /// Pages read through a mapping of the file rather than a read call each.
  static let mappedBytes = 256 << 20

  var path: String { url.path }

  /// The store as an SQLite URI that reads it as immutable (no locks, no side files).
  var immutableURI: String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "?#%")
    return "file:" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path) + "?immutable=1"
  }

  /// Refuses a store path that is a folder, and a home (or a folder above it) that is a
  /// file, in words: SQLite and Foundation would say "disk I/O error" or "error 512".
  func refuseWrongKinds() throws {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    if files.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw StoreError.wrongKind(path: path, detail: "is a folder, not a store file")
    }
    var folder = url.deletingLastPathComponent()
    while folder.path != "/" {
      if files.fileExists(atPath: folder.path, isDirectory: &isFolder) {
        if !isFolder.boolValue { throw StoreError.wrongKind(path: folder.path, detail: "is a file, not a folder") }
        return
      }
      folder = folder.deletingLastPathComponent()
    }
  }

  func open() throws -> SherpaStore {
    try refuseWrongKinds()
    let files = FileManager.default
    let exists = files.fileExists(atPath: path)
    if exists { try rollBackInterruptedWrite() }
    // An empty file is a store whose creation was cut short (or undone just now): it
    // is made as a new one, with a new store's page size.
    let fresh = !exists || FileStatus(path)?.size == 0
    var headerSaysWAL = false
    if exists {
      headerSaysWAL = try checkHeader()
    } else if readOnly {
      throw StoreError.missing(path: path)
    }
    if !readOnly {
      let folder = url.deletingLastPathComponent().path
      if !exists {
        do {
          try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
          throw StoreError.readOnly(path: path)
        }
      }
      if !Self.isWritable(exists ? path : folder) || (exists && !Self.isWritable(folder)) {
        throw StoreError.readOnly(path: path)
      }
      // A new store is readable by its owner only, whatever the folder's mode; SQLite
      // gives the -wal and -shm files the mode of the store.
      if !exists && !files.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) {
        throw StoreError.readOnly(path: path)
      }
    }
    let check = exists && verifyIntegrity && !checkedAsIs
    // The common open, a writable sherpa store already in WAL mode and checked today,
    // goes straight to the pool and is inspected there: one connection fewer. Anything
    // else (a new file, a rollback-journal file that may not be sherpa's, a check due, a
    // read-only open) is inspected first through a read-only connection that writes nothing.
    let direct = exists && !readOnly && !check && headerSaysWAL
    if exists && !direct {
      let sidecars = [path + "-wal", path + "-shm"].filter { !files.fileExists(atPath: $0) }
      do {
        let queue: DatabaseQueue
        let lockedFolder = readOnly && !Self.isWritable(url.deletingLastPathComponent().path)
        let walSize = FileStatus(path + "-wal")?.size ?? 0
        do {
          // A read-only folder gets no side files, even from a user the permissions do
          // not stop: a store with nothing in its log is read as an immutable file.
          queue = try inspect(at: lockedFolder && walSize == 0 ? immutableURI : path, check: check)
        } catch StoreError.readOnly where lockedFolder {
          // A WAL store in a read-only folder cannot get its shared-memory file; read it
          // as an immutable file instead (nobody can write it there anyway).
          queue = try inspect(at: immutableURI, check: check)
        }
        if readOnly { return SherpaStore(writer: queue, path: path) }
        try queue.close()
        if check { markChecked() }
      } catch {
        // A refused store is left as it was found: drop the empty side files the check made.
        let walSize = FileStatus(path + "-wal")?.size ?? 0
        if walSize == 0 { for sidecar in sidecars { try? files.removeItem(atPath: sidecar) } }
        throw error
      }
    }
    do {
      // One connection: a command, a pipe or a chat is one conversation at a time, and a
      // second connection (a pool's reader) costs every start its own open and a second
      // parse of the schema. Other processes still read and write beside it (WAL).
      let queue = try DatabaseQueue(
        path: path, configuration: Self.configuration(readOnly: readOnly, newFile: fresh, options: options))
      let complete = try direct && queue.writeWithoutTransaction { db in try inspect(db, check: false) }
      if fresh && !readOnly {
        try queue.write { db in try Schema.createFresh(db) }
      } else if !readOnly && !complete {
        try Schema.migrator.migrate(queue)
      }
      return SherpaStore(writer: queue, path: path)
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError.from(error, path: path)
    }
  }

  /// Puts the file back as its last commit left it when a process was killed in the
  /// middle of a write that used a rollback journal (a new store's first one, which
  /// switches it to WAL): the journal is then "hot", and the read-only inspection below
  /// cannot play it back, so the store was called read-only or not SQLite, for good.
  /// Any writable SQLite connection plays a hot journal back as it opens the file (one
  /// that another process is still writing is not hot, and is left to it).
  func rollBackInterruptedWrite() throws {
    guard FileStatus(path + "-journal")?.size ?? 0 > 0, Self.isWritable(path),
      Self.isWritable(url.deletingLastPathComponent().path)
    else { return }
    do {
      var configuration = Configuration()
      configuration.busyMode = .timeout(5)
      let queue = try DatabaseQueue(path: path, configuration: configuration)
      _ = try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") }
      try queue.close()
    } catch {
      throw StoreError.from(error, path: path)
    }
  }

  /// A non-empty file must start with SQLite's 16-byte header. Returns whether the
  /// header says the file is in WAL mode (read and write format versions 2).
  private func checkHeader() throws -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw StoreError.readOnly(path: path)
    }
    defer { try? handle.close() }
    let head = Array((try? handle.read(upToCount: 20)) ?? Data())
    if head.isEmpty { return false }
    if head.count < 16 || Array(head[0..<16]) != Self.sqliteHeader { throw StoreError.notSQLite(path: path) }
    return head.count == 20 && head[18] == 2 && head[19] == 2
  }

  // MARK: - The integrity stamp

  /// `quick_check` reads the whole file (0.1 s and more on a store with years of
  /// history), so it runs once a day per store, and again whenever the file is not the
  /// one the last check saw (another inode: replaced) or is shorter than it was then
  /// (truncated). A file that only grew is sherpa's own writes and is not read again. In
  /// between, SQLite still reports any damaged page a read meets, as `StoreError.corrupt`.
  var stampPath: String { path + "-checked" }

  /// Today's day number, the file's inode and its size.
  var fileSignature: (day: Int, inode: Int, size: Int)? {
    guard let status = FileStatus(path) else { return nil }
    return (Int(options.wallClock().timeIntervalSince1970 / 86_400), status.inode, status.size)
  }

  var checkedAsIs: Bool {
    guard let now = fileSignature, let stamp = try? String(contentsOfFile: stampPath, encoding: .utf8) else {
      return false
    }
    let parts = stamp.split(separator: " ").compactMap { Int($0) }
    guard parts.count == 3 else { return false }
    return parts[0] == now.day && parts[1] == now.inode && now.size >= parts[2]
  }

  func markChecked() {
    guard !readOnly, let now = fileSignature else { return }
    try? "\(now.day) \(now.inode) \(now.size)".write(toFile: stampPath, atomically: true, encoding: .utf8)
  }

  /// Integrity (when asked), then which migrations the store has: refuses a foreign file
  /// and one written by a newer schema. Returns whether every migration is applied.
  func inspect(_ db: Database, check: Bool) throws -> Bool {
    if check {
      let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
      if check != ["ok"] {
        throw StoreError.corrupt(path: path, detail: check.prefix(3).joined(separator: "; "))
      }
    }
    let migrator = Schema.migrator
    // The common case, a sherpa store, from one read of the migrations table; GRDB's
    // own questions below each load the whole schema first.
    if let applied = try? Set(String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")) {
      let known = Set(migrator.migrations)
      let unknown = applied.subtracting(known)
      if !unknown.isEmpty { throw StoreError.newerSchema(path: path, unknown: unknown.sorted()) }
      let complete = known.isSubset(of: applied)
      if readOnly, !complete { throw StoreError.needsUpgrade(path: path) }
      return complete
    }
    guard try db.tableExists("grdb_migrations") else {
      let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
      if tables > 0 { throw StoreError.foreignDatabase(path: path) }
      if readOnly { throw StoreError.needsUpgrade(path: path) }
      return false
    }
    let applied = try migrator.appliedIdentifiers(db)
    let unknown = applied.subtracting(migrator.migrations)
    let superseded = try migrator.hasBeenSuperseded(db)
    if !unknown.isEmpty || superseded {
      throw StoreError.newerSchema(path: path, unknown: unknown.sorted())
    }
    let complete = try migrator.hasCompletedMigrations(db)
    if readOnly, !complete {
      throw StoreError.needsUpgrade(path: path)
    }
    return complete
  }

  /// Reads the file without writing: integrity, then which migrations it has. Returns the
  /// read-only connection it used, which a read-only store goes on with.
  func inspect(at location: String, check: Bool) throws -> DatabaseQueue {
    do {
      let queue = try DatabaseQueue(path: location, configuration: Self.configuration(readOnly: true, options: options))
      _ = try queue.read { db in try inspect(db, check: check) }
      return queue
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError.from(error, path: path)
    }
  }
}
