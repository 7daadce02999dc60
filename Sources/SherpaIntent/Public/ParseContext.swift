import SherpaCore

/// The moment an utterance is read in: the local day and time (from `--now` in `--tz`)
/// and the person's wake and bed times, which anchor relative dates, "at seven" and the
/// time slots. The parser never reads a clock of its own.
public struct ParseContext: Sendable, Hashable {
  public var today: LocalDay
  public var time: LocalTime
  public var wake: LocalTime
  public var bed: LocalTime

  public init(
    today: LocalDay, time: LocalTime,
    wake: LocalTime = LocalTime(minutesSinceMidnight: 7 * 60),
    bed: LocalTime = LocalTime(minutesSinceMidnight: 23 * 60)
  ) {
    self.today = today
    self.time = time
    self.wake = wake
    self.bed = bed
  }
}

extension ParseContext {
  /// This moment for someone who wakes at midnight: an hour said without am or pm is read
  /// as said, never moved past noon for coming before waking.
  var wakingAtMidnight: ParseContext {
    var early = self
    early.wake = LocalTime(minutesSinceMidnight: 0)
    return early
  }
}
