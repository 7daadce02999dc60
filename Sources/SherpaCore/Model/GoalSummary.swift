/// One goal as `sherpa goals` lists it: its priority, how far along it is (the share of
/// its milestones done, else the progress stored with it), its milestones and subgoals.
public struct GoalSummary: Sendable, Hashable, Encodable {
  public var goal: Goal
  public var milestones: [Milestone]
  public var subgoals: [GoalSummary]

  public init(goal: Goal, milestones: [Milestone], subgoals: [GoalSummary] = []) {
    self.goal = goal
    self.milestones = milestones
    self.subgoals = subgoals
  }

  /// 0…100.
  public var progress: Int {
    guard !milestones.isEmpty else { return goal.progress }
    return milestones.filter { $0.status == .done }.count * 100 / milestones.count
  }

  /// Active goals by priority (now, next, later), then the nearest deadline, then age;
  /// a subgoal under its parent.
  public static func list(goals: [Goal], milestones: (Goal) throws -> [Milestone]) rethrows -> [GoalSummary] {
    let shown = goals.filter { $0.status != .archived }
    let ids = Set(shown.map(\.id))
    func summary(_ goal: Goal) throws -> GoalSummary {
      let children = sorted(shown.filter { $0.parentID == goal.id })
      return GoalSummary(goal: goal, milestones: try milestones(goal), subgoals: try children.map(summary))
    }
    return try sorted(shown.filter { $0.parentID.map { !ids.contains($0) } ?? true }).map(summary)
  }

  static func sorted(_ goals: [Goal]) -> [Goal] {
    let rank: [Goal.Priority: Int] = [.now: 0, .next: 1, .later: 2]
    return goals.sorted { a, b in
      if (a.status == .done) != (b.status == .done) { return b.status == .done }
      if a.priority != b.priority { return rank[a.priority, default: 0] < rank[b.priority, default: 0] }
      switch (a.targetDate, b.targetDate) {
      case (let x?, let y?) where x != y: return x < y
      case (.some, nil): return true
      case (nil, .some): return false
      default: return a.id < b.id
      }
    }
  }

  enum CodingKeys: String, CodingKey {
    case id, title, priority, status, progress, milestones, subgoals
    case targetDate = "target_date"
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(goal.publicID, forKey: .id)
    try c.encode(goal.title, forKey: .title)
    try c.encode(goal.priority.rawValue, forKey: .priority)
    try c.encode(goal.status.rawValue, forKey: .status)
    try c.encode(progress, forKey: .progress)
    try c.encodeIfPresent(goal.targetDate, forKey: .targetDate)
    try c.encode(
      milestones.map { MilestoneLine(id: $0.publicID, title: $0.title, status: $0.status.rawValue) },
      forKey: .milestones)
    try c.encode(subgoals, forKey: .subgoals)
  }

  struct MilestoneLine: Encodable {
    var id: String
    var title: String
    var status: String
  }
}
