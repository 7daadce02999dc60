import SherpaCore

/// The snapshot of the store a reply is checked against: the ids and names the model
/// was shown. The coach builds it; validation never reads the store itself.
public struct ActionContext: Sendable, Hashable {
  /// One line of today's plan.
  public struct PlanItem: Sendable, Hashable {
    public var id: Int64
    public var name: String
    public var kind: ItemKind
    public var unit: Unit
    public var target: Double
    public init(id: Int64, name: String, kind: ItemKind, unit: Unit, target: Double) {
      self.id = id
      self.name = name
      self.kind = kind
      self.unit = unit
      self.target = target
    }
  }

  /// An id with the name or title people know it by.
  public struct Named: Sendable, Hashable {
    public var id: Int64
    public var name: String
    public init(id: Int64, name: String) {
      self.id = id
      self.name = name
    }
  }

  /// A goal with what is needed to refuse duplicates and cycles.
  public struct GoalEntry: Sendable, Hashable {
    public var id: Int64
    public var title: String
    public var parentID: Int64?
    public var status: Goal.Status
    public init(id: Int64, title: String, parentID: Int64? = nil, status: Goal.Status = .active) {
      self.id = id
      self.title = title
      self.parentID = parentID
      self.status = status
    }
  }

  public var today: LocalDay
  /// The wall-clock time of the turn, when known: today's goal blocks start after it.
  public var now: LocalTime?
  public var wake: LocalTime
  public var bed: LocalTime
  public var plan: [PlanItem]
  /// Every active (not archived) item.
  public var items: [Named]
  public var goals: [GoalEntry]
  public var suggestions: [Named]

  public init(
    today: LocalDay, wake: LocalTime, bed: LocalTime, plan: [PlanItem], items: [Named], goals: [GoalEntry],
    suggestions: [Named], now: LocalTime? = nil
  ) {
    self.now = now
    self.today = today
    self.wake = wake
    self.bed = bed
    self.plan = plan
    self.items = items
    self.goals = goals
    self.suggestions = suggestions
  }

  /// The days a milestone window may cover: today and the 27 days after it.
  public var horizon: DayWindow { DayWindow(start: today, end: today.adding(days: 27)) }
}
