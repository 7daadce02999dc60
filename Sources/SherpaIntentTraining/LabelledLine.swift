import SherpaCore
import SherpaIntent

/// One labelled sentence of a training corpus: what was said, what sherpa should do,
/// the slots that must come out, where it came from and which split it belongs to.
public struct LabelledLine: Sendable {
  public enum Source: String, Sendable { case sherpa, hwu64 }
  public enum Split: String, Sendable, CaseIterable { case train, test }

  public var text: String
  public var intent: Intent
  /// Expected slot values by CLI.md's slot names (numbers, strings or a recurrence
  /// object as JSON); only these are checked.
  public var slots: [String: SlotValue]
  /// Lines that say the same thing in other words share a group, and a split.
  public var group: String
  public var source: Source
  public var split: Split
  /// For a taught line, the fold it is held out in while the temperature and the
  /// thresholds are chosen (`Splits.fold`); nil when it is always taught or is a test line.
  public var fold: Int?
  /// HWU64's scenario and intent ("calendar_set"), kept for reporting.
  public var origin: String
  /// For HWU64 lines mapped into sherpa's domain: the slot types its annotation marks
  /// ("date", "time"), which the parser must find too.
  public var markedSlots: [String]
}

/// An expected slot value.
public enum SlotValue: Sendable, Equatable {
  case number(Double)
  case text(String)
  case object([String: SlotValue])
  case list([SlotValue])
}
