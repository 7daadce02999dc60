/// What is due at a moment of a day (`sherpa due`, `due --json`, the REPL check-in): the
/// smart reminder in effect, the must-do progress, and the open items — overdue tasks
/// first, then what is due now and what comes next, each by due time.
public struct DueList: Sendable, Hashable, Encodable {
  public var date: LocalDay
  public var at: LocalTime
  public var reminder: Reminder?
  public var mustDos: Progress
  public var overdue: [DueEntry]
  public var now: [DueEntry]
  public var next: [DueEntry]
  /// The day's five reminder times.
  public var reminders: [SmartReminder]
  /// Lines on the day's plan, and how many of them are done (shown in words, not in JSON):
  /// an empty list means "well done" only when something was done.
  public var planned = 0
  public var completed = 0

  /// The reminder in effect and its words.
  public struct Reminder: Sendable, Hashable, Encodable {
    public var kind: SmartReminder.Kind
    public var time: LocalTime
    public var headline: String
  }

  /// "3/7 must-dos done" (a must-do group counts as one).
  public struct Progress: Sendable, Hashable, Encodable {
    public var done: Int
    public var total: Int
  }

  enum CodingKeys: String, CodingKey {
    case date, at, reminder, overdue, now, next, reminders
    case mustDos = "must_dos"
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(date, forKey: .date)
    try c.encode(at, forKey: .at)
    try c.encode(reminder, forKey: .reminder)
    try c.encode(mustDos, forKey: .mustDos)
    try c.encode(overdue, forKey: .overdue)
    try c.encode(now, forKey: .now)
    try c.encode(next, forKey: .next)
    try c.encode(reminders, forKey: .reminders)
  }

  /// Everything open, in the order it is shown.
  public var entries: [DueEntry] { overdue + now + next }
}

/// One open line of a due list: an item, or a must-do group not yet satisfied. A
/// nice-to-do with a habit prompt is shown by its prompt (`text`).
public struct DueEntry: Sendable, Hashable, Encodable {
  /// `i3` for an item, nil for a group.
  public var id: String?
  public var name: String
  /// The words to show: the name, or for a nice-to-do its habit prompt and name.
  public var text: String
  public var kind: ItemKind
  public var tier: Tier
  /// Its own time of day, when it has one.
  public var time: LocalTime?
  /// When it is due: its time of day, else the start of its time slot; nil for any time.
  public var due: LocalTime?
  public var timeSlot: TimeSlot?
  public var notify: Bool
  public var prompt: String?
  public var overdue: Bool
  public var dueDate: LocalDay?
  /// For a group: its open members' names and how many it needs.
  public var members: [String]
  public var required: Int?

  public init(
    id: String?, name: String, text: String, kind: ItemKind, tier: Tier, time: LocalTime?, due: LocalTime?,
    timeSlot: TimeSlot?,
    notify: Bool, prompt: String?, overdue: Bool, dueDate: LocalDay? = nil, members: [String] = [],
    required: Int? = nil
  ) {
    self.id = id
    self.name = name
    self.text = text
    self.kind = kind
    self.tier = tier
    self.time = time
    self.due = due
    self.timeSlot = timeSlot
    self.notify = notify
    self.prompt = prompt
    self.overdue = overdue
    self.dueDate = dueDate
    self.members = members
    self.required = required
  }

  enum CodingKeys: String, CodingKey {
    case id, name, text, kind, tier, time, due, notify, prompt, overdue, members, required
    case timeSlot = "time_slot"
    case dueDate = "due_date"
    case group
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(name, forKey: .name)
    try c.encode(text, forKey: .text)
    try c.encode(kind, forKey: .kind)
    try c.encode(tier, forKey: .tier)
    try c.encode(time, forKey: .time)
    try c.encode(due, forKey: .due)
    try c.encode(timeSlot, forKey: .timeSlot)
    try c.encode(notify, forKey: .notify)
    try c.encode(prompt, forKey: .prompt)
    try c.encode(overdue, forKey: .overdue)
    try c.encode(required != nil, forKey: .group)
    if let dueDate { try c.encode(dueDate, forKey: .dueDate) }
    if required != nil {
      try c.encode(members, forKey: .members)
      try c.encode(required, forKey: .required)
    }
  }
}
