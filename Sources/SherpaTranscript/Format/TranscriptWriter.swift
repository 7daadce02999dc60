import Foundation

/// Writes a transcript as the session goes: the header when it opens, then each turn
/// whole as soon as it ends, straight to the file (one unbuffered write per turn), so a crash leaves a valid transcript
/// up to the last finished turn. Everything passes through the redactor first.
public final class TranscriptWriter {
  public let file: String
  private let handle: FileHandle
  private let redactor: Redactor

  /// Creates (or replaces) the file at `url` and writes the header.
  public init(url: URL, header: TranscriptHeader, redactor: Redactor = .standard) throws(TranscriptError) {
    file = url.path
    self.redactor = redactor
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw .writeFailed(file: url.path, reason: "the file cannot be created")
    }
    do { handle = try FileHandle(forWritingTo: url) } catch {
      throw .writeFailed(file: url.path, reason: TranscriptReader.reason(error))
    }
    var inlineHeader = header
    inlineHeader.cassette = nil
    try write(TranscriptFormat.render(header: inlineHeader))
  }

  deinit { try? handle.close() }

  /// Appends one finished turn and flushes it to the file.
  public func append(_ turn: Turn) throws(TranscriptError) {
    try write(TranscriptFormat.render(turn: turn))
  }

  /// Closes the file; later appends fail.
  public func close() throws(TranscriptError) {
    do { try handle.close() } catch { throw .writeFailed(file: file, reason: TranscriptReader.reason(error)) }
  }

  private func write(_ text: String) throws(TranscriptError) {
    do {
      try handle.write(contentsOf: Data(redactor.redact(text).utf8))
    } catch {
      throw .writeFailed(file: file, reason: TranscriptReader.reason(error))
    }
  }

  /// Writes a whole transcript (and its sidecar cassette, if its header names one) at
  /// once, redacted; used by `--update`.
  public static func write(_ transcript: Transcript, to url: URL, redactor: Redactor = .standard)
    throws(TranscriptError)
  {
    let rendered = TranscriptFormat.render(transcript)
    do {
      try Data(redactor.redact(rendered.transcript).utf8).write(to: url, options: .atomic)
      if let cassette = rendered.cassette, let name = transcript.header.cassette {
        let cassetteURL = url.deletingLastPathComponent().appendingPathComponent(name)
        try Data(redactor.redact(cassette).utf8).write(to: cassetteURL, options: .atomic)
      }
    } catch {
      throw .writeFailed(file: url.path, reason: TranscriptReader.reason(error))
    }
  }
}
