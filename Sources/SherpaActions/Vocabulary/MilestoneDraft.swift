import SherpaCore

/// One milestone as the model proposed it; `dependsOn` holds indexes of earlier
/// milestones of the same decomposition.
public struct MilestoneDraft: Sendable, Hashable {
  public var title: String
  public var estHours: Double
  public var dependsOn: [Int]
  public var successCriteria: String
  public var window: DayWindow

  public init(title: String, estHours: Double, dependsOn: [Int], successCriteria: String, window: DayWindow) {
    self.title = title
    self.estHours = estHours
    self.dependsOn = dependsOn
    self.successCriteria = successCriteria
    self.window = window
  }
}
