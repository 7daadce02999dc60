import Foundation
import GRDB
import SherpaStore

/// Looks at a store file the binary left behind, from the test process.
public enum StoreInspection {
  /// Opens the store (recovering its write-ahead log like the next run would) and returns
  /// SQLite's `integrity_check`: `["ok"]` for a sound file.
  public static func integrity(of url: URL) throws -> [String] {
    try SherpaStore.open(at: url, verifyIntegrity: false).integrityCheck()
  }

  /// The store file's page size, from its header (bytes 16–17, big-endian; 1 means 65,536).
  public static func pageSize(of url: URL) throws -> Int {
    let head = [UInt8](try Data(contentsOf: url).prefix(18))
    guard head.count == 18 else { return 0 }
    let size = Int(head[16]) << 8 | Int(head[17])
    return size == 1 ? 65_536 : size
  }

  /// Forgets every recorded badge, as a store from before badges were recorded.
  public static func forgetBadges(of url: URL) throws {
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { try $0.execute(sql: "DELETE FROM achievements") }
    try queue.close()
  }

  /// How many lines the store's chat log holds.
  public static func chatLines(of url: URL) throws -> Int {
    try SherpaStore.open(at: url, readOnly: true).chatLog(last: Int(Int32.max)).count
  }

  /// Every file in `folder` with its bytes, to show that nothing was written.
  public static func files(in folder: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      var isDirectory: ObjCBool = false
      let url = folder.appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
        result[name] = try Data(contentsOf: url)
      }
    }
    return result
  }
}
