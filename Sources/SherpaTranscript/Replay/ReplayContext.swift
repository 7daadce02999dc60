import Foundation
import SherpaLLM

/// What a runner for one replay is made from: a fresh temporary home, the recorded
/// clock, zone and options, and the transport that answers LLM requests.
public struct ReplayContext: Sendable {
  public let transcript: Transcript
  public let home: URL
  public let clock: Date
  public let timeZone: TimeZone
  public let options: [String]
  public let transport: any ChatTransport

  public init(
    transcript: Transcript, home: URL, clock: Date, timeZone: TimeZone, options: [String],
    transport: any ChatTransport
  ) {
    self.transcript = transcript
    self.home = home
    self.clock = clock
    self.timeZone = timeZone
    self.options = options
    self.transport = transport
  }
}

/// Builds the coach for one replay; the executable and the tests provide it.
public typealias TurnRunnerFactory = @Sendable (ReplayContext) async throws -> any TurnRunner
