import Foundation
import SherpaCore

/// What closing a focus round did: the saved session, the XP it earned (0 or 20) and
/// the minutes it logged to its item, after what was already logged by hand.
public struct FocusOutcome: Sendable, Hashable {
  public var session: FocusSession
  public var xp: Int
  public var itemName: String?
  /// In the item's unit; nil when the session is for no time-unit item.
  public var logged: Double?
  public var unit: SherpaCore.Unit?

  public init(
    session: FocusSession, xp: Int, itemName: String? = nil, logged: Double? = nil, unit: SherpaCore.Unit? = nil
  ) {
    self.session = session
    self.xp = xp
    self.itemName = itemName
    self.logged = logged
    self.unit = unit
  }
}
