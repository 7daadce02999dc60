import Foundation
import SherpaCoach
import SherpaStore

extension Launch {
  /// Opens the store at the layout's path, creating its folder (mode 0700) on first use.
  /// A view that only reads falls back to a read-only open when the store cannot be
  /// written, so export and the views still work on a read-only home or a full disk.
  /// `settleLeague`: close a finished league week now; the coach's commands leave it to
  /// the coach, which settles before its first turn (and again when a session runs
  /// into a new week). `session`: a conversation of many turns, which reads its pages
  /// through SQLite's cache rather than a map of the file (`StoreOptions.mapsFile`).
  func openStore(readOnly viewOnly: Bool = false, settleLeague: Bool = true, session: Bool = false) throws
    -> SherpaStore
  {
    let url = layout.store
    var storeOptions = storeOptions
    storeOptions.mapsFile = !session
    let folder = url.deletingLastPathComponent()
    do { try SherpaStore.refuseWrongKinds(at: url) } catch let error as StoreError {
      throw Failure.store(error.description)
    }
    if !FileManager.default.fileExists(atPath: folder.path) {
      do {
        try FileManager.default.createDirectory(
          at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      } catch {
        throw Failure.store(
          "cannot create \(folder.path): \(error.localizedDescription); check the path or use another --home.")
      }
    }
    do {
      let store = try SherpaStore.open(at: url, options: storeOptions)
      // A league week closes when sherpa next opens, whatever the command; a store that
      // cannot take the write now settles on a later open.
      if settleLeague { _ = try? Insights(store: store, environment: environment).settleLeague() }
      return OpenStores.keep(store)
    } catch let error as StoreError {
      let readingWillDo: Bool
      switch error {
      case .readOnly, .diskFull: readingWillDo = viewOnly
      default: readingWillDo = false
      }
      if readingWillDo, let store = try? SherpaStore.open(at: url, readOnly: true, options: storeOptions) {
        return OpenStores.keep(store)
      }
      throw error.isUnopenable ? Failure.store(error.description) : Failure.failed(error.description)
    }
  }
}
