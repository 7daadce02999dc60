import Foundation

/// Everything that can go wrong in the store, each case with what happened and what to
/// do. `isUnopenable` marks the cases the executable reports with exit status 3.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file exists but is not an SQLite database.
  case notSQLite(path: String)
  /// An SQLite file that some other program made.
  case foreignDatabase(path: String)
  /// SQLite reports the file damaged.
  case corrupt(path: String, detail: String)
  /// A newer sherpa wrote this store; this version does not know its schema.
  case newerSchema(path: String, unknown: [String])
  /// Writing is needed but the file or its folder is read-only.
  case readOnly(path: String)
  /// Another process held the store past the busy timeout.
  case locked(path: String)
  /// The disk is full.
  case diskFull(path: String)
  /// Something at the store's path or above it is not what it must be: the store is a
  /// folder, or the home (or a folder above it) is a file.
  case wrongKind(path: String, detail: String)
  /// A read-only open found no store at the path.
  case missing(path: String)
  /// A read-only open found a store an older sherpa wrote, which needs a write to upgrade.
  case needsUpgrade(path: String)
  /// Any other SQLite failure.
  case database(detail: String)
  /// A value the store refuses (bad name, out of range …).
  case invalid(String)
  /// An active item (or goal) already has this name (or title).
  case duplicate(String)
  /// No record with this id or name.
  case notFound(String)
  /// The change would make a goal its own ancestor.
  case goalCycle(String)
  /// The record may no longer change (an end-of-day note past its day).
  case recordLocked(String)
  /// An import into a store that already holds records, without merge.
  case notEmpty
  /// An import document this version cannot read.
  case badImport(String)

  /// The executable maps these to exit status 3: the store cannot be opened or written.
  public var isUnopenable: Bool {
    switch self {
    case .notSQLite, .foreignDatabase, .corrupt, .newerSchema, .readOnly, .locked, .diskFull, .wrongKind, .missing,
      .needsUpgrade, .database:
      return true
    case .invalid, .duplicate, .notFound, .goalCycle, .recordLocked, .notEmpty, .badImport:
      return false
    }
  }

  /// Another process held the store past the busy timeout.
  public var isLocked: Bool {
    if case .locked = self { return true }
    return false
  }

  public var description: String {
    switch self {
    case .notSQLite(let path):
      return "\(path) is not a sherpa store (not an SQLite file); move it aside or point --home elsewhere."
    case .foreignDatabase(let path):
      return
        "\(path) is an SQLite database of another program, not a sherpa store; move it aside or use another --home."
    case .corrupt(let path, let detail):
      return "\(path) is damaged (\(detail)); restore it from a backup or an export, or move it aside."
    case .newerSchema(let path, let unknown):
      return "\(path) was written by a newer sherpa (\(unknown.joined(separator: ", "))); "
        + "install that version or newer to open it."
    case .readOnly(let path):
      return "\(path) cannot be written (read-only file or folder); fix its permissions or use another --home."
    case .locked(let path):
      return "\(path) is busy in another sherpa process for more than 5 s; close it and try again."
    case .wrongKind(let path, let detail):
      return "\(path) \(detail); move it aside or use another --home."
    case .diskFull(let path):
      return "the disk holding \(path) is full; free some space and try again."
    case .missing(let path):
      return "there is no store at \(path) yet; run sherpa once to create it, or check --home."
    case .needsUpgrade(let path):
      return "\(path) was written by an older sherpa and must be upgraded; run sherpa once with write access."
    case .database(let detail):
      return "the store failed: \(detail)"
    case .invalid(let reason): return reason
    case .duplicate(let name): return "\"\(name)\" already exists."
    case .notFound(let what): return "no \(what) found."
    case .goalCycle(let title): return "\"\(title)\" cannot be inside one of its own sub-goals."
    case .recordLocked(let what): return "\(what) is locked and can no longer change."
    case .notEmpty: return "the store already holds records; import with --merge to add to them."
    case .badImport(let reason): return "not a sherpa export: \(reason)"
    }
  }
}
