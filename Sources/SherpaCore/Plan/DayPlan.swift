/// One day's plan as `sherpa today` shows it, and as `today --json` prints it (CLI.md):
/// `date`, `qualifies` and `items` in plan order, positions from 1.
public struct DayPlan: Sendable, Hashable, Encodable {
  public var date: LocalDay
  public var qualifies: Bool
  public var items: [PlannedItem]

  public init(date: LocalDay, qualifies: Bool, items: [PlannedItem]) {
    self.date = date
    self.qualifies = qualifies
    self.items = items
  }

  /// Habits in the plan (flexible week/month habits included).
  public var habits: [PlannedItem] { items.filter { $0.kind == .habit } }
  public var tasks: [PlannedItem] { items.filter { $0.kind == .task } }
}

/// One line of a day's plan. For a flexible week/month habit, `progress` is the
/// period's progress so far and `completed` says whether the period reached the target.
public struct PlannedItem: Sendable, Hashable, Encodable {
  public var itemID: Int64
  public var name: String
  public var kind: ItemKind
  public var unit: Unit
  public var target: Double
  public var progress: Double
  public var completed: Bool
  public var skipped: Bool
  public var note: String?
  /// 1-based place in the plan.
  public var position: Int
  /// A task from an earlier day carried over to today.
  public var overdue: Bool
  public var time: LocalTime?
  public var timeSlot: TimeSlot?
  public var tier: Tier
  public var period: Period
  /// The day the task was due (its start date) when it is overdue.
  public var dueDate: LocalDay?
  /// What a count counts ("pages"), as the item says.
  public var countLabel: String?

  public init(
    itemID: Int64, name: String, kind: ItemKind, unit: Unit, target: Double, progress: Double, completed: Bool,
    skipped: Bool, note: String?, position: Int, overdue: Bool, time: LocalTime?, timeSlot: TimeSlot?, tier: Tier,
    period: Period, dueDate: LocalDay? = nil
  ) {
    self.itemID = itemID
    self.name = name
    self.kind = kind
    self.unit = unit
    self.target = target
    self.progress = progress
    self.completed = completed
    self.skipped = skipped
    self.note = note
    self.position = position
    self.overdue = overdue
    self.time = time
    self.timeSlot = timeSlot
    self.tier = tier
    self.period = period
    self.dueDate = dueDate
  }

  /// The public id (`i3`).
  public var id: String { PublicID.item.format(itemID) }

  enum CodingKeys: String, CodingKey {
    case id, name, kind, unit, target, progress, completed, skipped, note, position, overdue, time, tier, period
    case timeSlot = "time_slot"
    case dueDate = "due_date"
    case countLabel = "count_label"
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(name, forKey: .name)
    try c.encode(kind, forKey: .kind)
    try c.encode(unit, forKey: .unit)
    try c.encodeIfPresent(countLabel, forKey: .countLabel)
    try c.encode(target, forKey: .target)
    try c.encode(progress, forKey: .progress)
    try c.encode(completed, forKey: .completed)
    try c.encode(skipped, forKey: .skipped)
    try c.encode(note, forKey: .note)
    try c.encode(position, forKey: .position)
    try c.encode(overdue, forKey: .overdue)
    try c.encode(time, forKey: .time)
    try c.encode(timeSlot, forKey: .timeSlot)
    try c.encode(tier, forKey: .tier)
    try c.encode(period, forKey: .period)
    if let dueDate { try c.encode(dueDate, forKey: .dueDate) }
  }
}
