import Foundation
import GRDB

extension StoreOpener {
  /// Writable for this process and not marked read-only for everyone (root included).
  static func isWritable(_ path: String) -> Bool {
    guard access(path, W_OK) == 0 else { return false }
    return (FileStatus(path)?.mode ?? 0o644) & 0o222 != 0
  }
}

extension StoreError {
  /// Maps a GRDB or file failure to the case a person can act on.
  static func from(_ error: any Error, path: String) -> StoreError {
    if let error = error as? StoreError { return error }
    guard let error = error as? DatabaseError else { return .database(detail: "\(error)") }
    switch error.resultCode {
    case .SQLITE_BUSY, .SQLITE_LOCKED: return .locked(path: path)
    case .SQLITE_FULL: return .diskFull(path: path)
    case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN: return .readOnly(path: path)
    case .SQLITE_CORRUPT: return .corrupt(path: path, detail: error.message ?? "corrupt")
    case .SQLITE_NOTADB: return .notSQLite(path: path)
    case .SQLITE_CONSTRAINT: return .invalid("the store refused the change: \(error.message ?? "a constraint failed")")
    default: return .database(detail: error.message ?? "\(error)")
    }
  }
}

/// A file's size, inode and permission bits from one `stat`. (FileManager's attributes
/// also look up the owner's and group's names, two reads of the user database that
/// every start would pay for nothing.)
struct FileStatus {
  let size: Int
  let inode: Int
  let mode: Int

  init?(_ path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    size = Int(info.st_size)
    inode = Int(info.st_ino)
    mode = Int(info.st_mode & 0o7777)
  }
}
