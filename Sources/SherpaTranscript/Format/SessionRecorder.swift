import Foundation
import SherpaLLM

/// `--record FILE` in one object: wraps the live transport so the turn's LLM exchanges
/// are captured, and writes each finished turn (redacted) as soon as it ends.
public final class SessionRecorder {
  /// The transport the coach must use while recording.
  public let transport: RecordingTransport
  private let writer: TranscriptWriter
  private var pendingNow: String?

  public init(url: URL, header: TranscriptHeader, live: any ChatTransport, redactor: Redactor = .standard)
    throws(TranscriptError)
  {
    transport = RecordingTransport(wrapping: live)
    writer = try TranscriptWriter(url: url, header: header, redactor: redactor)
  }

  /// Notes an `@now` clock move; it is written with the next turn.
  public func clockMoved(to text: String) {
    pendingNow = text
  }

  /// Writes one turn: the line read, what was printed (colour-free) and the exchanges the
  /// transport carried since the last turn.
  public func record(input: String, printed: String) throws(TranscriptError) {
    let turn = Turn(
      now: pendingNow, input: input, output: Turn.lines(of: printed), exchanges: transport.takeExchanges())
    pendingNow = nil
    try writer.append(turn)
  }

  public func close() throws(TranscriptError) {
    try writer.close()
  }
}
