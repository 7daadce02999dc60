import SherpaCore

/// One goal's mirror with its id resolved.
public struct ResolvedMirror: Sendable, Hashable {
  public var goalID: Int64
  public var understanding: String
  public var wins: [String]
  public var friction: String
  public var mood: String

  public init(goalID: Int64, understanding: String, wins: [String], friction: String, mood: String) {
    self.goalID = goalID
    self.understanding = understanding
    self.wins = wins
    self.friction = friction
    self.mood = mood
  }
}
