import SherpaCore

/// The rules of a decomposition: 3–7 milestones, each with a title, hours above
/// zero, dependencies on earlier milestones only, and a window inside the horizon.
enum MilestoneRules {
  static let allowedCount = 3...7
  static let maxHours = 200.0

  static func check(_ milestones: [MilestoneDraft], horizon: DayWindow, path: String) throws(ActionError) {
    if milestones.count < allowedCount.lowerBound { throw .tooFewMilestones(count: milestones.count) }
    if milestones.count > allowedCount.upperBound { throw .tooManyMilestones(count: milestones.count) }
    for (index, milestone) in milestones.enumerated() {
      let at = path + "[\(index)]"
      guard Item.normalizedName(milestone.title) != nil else { throw .invalidName(path: at + ".title") }
      guard milestone.estHours > 0, milestone.estHours <= maxHours else {
        throw .outOfRange(path: at + ".est_hours", detail: "hours must be more than 0 and at most 200")
      }
      for dependency in milestone.dependsOn where !(0..<index).contains(dependency) {
        throw .badDependency(path: at + ".depends_on", index: dependency)
      }
      if Set(milestone.dependsOn).count != milestone.dependsOn.count {
        throw .invalidValue(path: at + ".depends_on", detail: "a dependency is listed twice")
      }
      guard milestone.window.start <= milestone.window.end else { throw .windowReversed(path: at + ".window") }
      guard horizon.contains(milestone.window.start), horizon.contains(milestone.window.end) else {
        throw .windowOutsideHorizon(path: at + ".window", horizon: horizon)
      }
    }
  }
}
