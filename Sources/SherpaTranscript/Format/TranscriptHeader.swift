/// What a session ran with: the format version, the clock at the start, the zone, the
/// command-line options, the sherpa version (for information only) and, when the LLM
/// exchanges live beside the transcript, the sidecar cassette's file name.
public struct TranscriptHeader: Sendable, Equatable {
  public static let currentVersion = 1

  public var version: Int
  /// The wall clock at the start, as written (`2026-11-23T08:00:00`, read in `timeZone`).
  public var clock: String
  public var timeZone: String
  public var options: [String]
  public var sherpaVersion: String?
  public var cassette: String?

  public init(
    version: Int = TranscriptHeader.currentVersion, clock: String, timeZone: String, options: [String] = [],
    sherpaVersion: String? = nil, cassette: String? = nil
  ) {
    self.version = version
    self.clock = clock
    self.timeZone = timeZone
    self.options = options
    self.sherpaVersion = sherpaVersion
    self.cassette = cassette
  }
}
