import SherpaCore

/// Mirror mode's read-only picture: per goal what the coach understands, one or two
/// small wins, one friction to remove and a mood signal; optionally the week.
public struct MirrorSummary: Sendable, Hashable {
  public struct GoalMirror: Sendable, Hashable {
    public var goal: String
    public var understanding: String
    public var wins: [String]
    public var friction: String
    public var mood: String

    public init(goal: String, understanding: String, wins: [String], friction: String, mood: String) {
      self.goal = goal
      self.understanding = understanding
      self.wins = wins
      self.friction = friction
      self.mood = mood
    }
  }

  public var goals: [GoalMirror]
  public var week: String?

  public init(goals: [GoalMirror], week: String? = nil) {
    self.goals = goals
    self.week = week
  }
}
