import Foundation
import SherpaCore
import SherpaStore

/// A real store file in a fresh temporary folder, removed with `remove()`.
public struct TemporaryStore: Sendable {
  public let folder: URL
  public let url: URL
  public let store: SherpaStore

  /// Creates the folder and opens (migrates) `sherpa.sqlite` in it.
  public init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    url = folder.appendingPathComponent("sherpa.sqlite")
    store = try SherpaStore.open(at: url)
  }

  /// A path in the same folder, for files a test writes itself.
  public func file(_ name: String) -> URL { folder.appendingPathComponent(name) }

  public func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
