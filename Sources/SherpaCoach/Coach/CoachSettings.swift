import SherpaCore

/// What the coach needs to know about this run: the user's day, whether the
/// LLM may be asked and whether notes may be sent to it.
public struct CoachSettings: Sendable {
  public var wake: LocalTime
  public var bed: LocalTime
  public var offline: Bool
  public var sendNotes: Bool

  public init(wake: LocalTime, bed: LocalTime, offline: Bool, sendNotes: Bool) {
    self.wake = wake
    self.bed = bed
    self.offline = offline
    self.sendNotes = sendNotes
  }
}
