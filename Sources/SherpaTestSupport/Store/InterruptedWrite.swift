import Foundation
import GRDB

/// What a process killed in the middle of a store's first write leaves behind, made by
/// SQLite itself: a transaction on a new file with a rollback journal spills its pages
/// into the file, and the file and its journal are copied while it is still open (the
/// copies are the state a kill at that moment leaves); then it is rolled back.
public enum InterruptedWrite {
  /// Leaves `store` (which must not exist) and its hot `-journal` as a kill would.
  public static func leave(at store: URL) throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("interrupted-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("store.sqlite")
    let queue = try DatabaseQueue(path: file.path)
    try queue.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA page_size = 1024")
      try db.execute(sql: "PRAGMA journal_mode = DELETE")
      try db.execute(sql: "PRAGMA cache_size = 2")
      try db.execute(sql: "BEGIN IMMEDIATE")
      try db.execute(sql: "CREATE TABLE filler (text TEXT)")
      for _ in 0..<200 {
        try db.execute(sql: "INSERT INTO filler VALUES (?)", arguments: [String(repeating: "x", count: 500)])
      }
      try FileManager.default.copyItem(at: file, to: store)
      try FileManager.default.copyItem(
        at: URL(fileURLWithPath: file.path + "-journal"), to: URL(fileURLWithPath: store.path + "-journal"))
      try db.execute(sql: "ROLLBACK")
    }
    try queue.close()
  }
}
