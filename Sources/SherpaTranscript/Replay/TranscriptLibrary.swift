import Foundation

/// The recorded sessions of a folder such as `Transcripts/`.
public enum TranscriptLibrary {
  /// Every `*.transcript` file directly in `directory`, sorted by name.
  public static func files(in directory: URL) throws(TranscriptError) -> [URL] {
    let names: [String]
    do { names = try FileManager.default.contentsOfDirectory(atPath: directory.path) } catch {
      throw .unreadable(file: directory.path, reason: TranscriptReader.reason(error))
    }
    return names.filter { $0.hasSuffix(".transcript") }.sorted().map { directory.appendingPathComponent($0) }
  }
}
