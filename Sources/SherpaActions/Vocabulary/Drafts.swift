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

/// A new item as the model described it (quick-add or add_item).
public struct ItemDraft: Sendable, Hashable {
  public var kind: ItemKind
  public var name: String
  public var unit: Unit
  public var target: Double
  public var period: Period
  public var recurrence: Recurrence

  public init(kind: ItemKind, name: String, unit: Unit, target: Double, period: Period, recurrence: Recurrence) {
    self.kind = kind
    self.name = name
    self.unit = unit
    self.target = target
    self.period = period
    self.recurrence = recurrence
  }
}

/// What a quick-add brings in: a template from the suggestions library or a full item.
public enum QuickAdd: Sendable, Hashable {
  case suggestion(String)
  case item(ItemDraft)
}

/// The fields an `edit_item` changes; at least one is set.
public struct ItemChanges: Sendable, Hashable {
  public var name: String?
  public var unit: Unit?
  public var target: Double?
  public var period: Period?
  public var recurrence: Recurrence?

  public init(
    name: String? = nil, unit: Unit? = nil, target: Double? = nil, period: Period? = nil,
    recurrence: Recurrence? = nil
  ) {
    self.name = name
    self.unit = unit
    self.target = target
    self.period = period
    self.recurrence = recurrence
  }

  public var isEmpty: Bool { name == nil && unit == nil && target == nil && period == nil && recurrence == nil }
}

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
