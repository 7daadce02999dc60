/// Builds a `DueList` from a day's plan; pure. The Habitat rules: only must-dos and
/// standalone nice-to-dos are listed (a group's members appear as their group, until it
/// is satisfied), a nice-to-do shows its habit prompt, every list carries the must-do
/// progress. An open line is due now when its time or slot has begun, when the reminder
/// in effect covers its slot, or when it has no time at all; otherwise it comes next.
/// Each list runs by due time, then items with notify on, then plan order.
public struct DueListBuilder: Sendable {
  public var wake: LocalTime
  public var bed: LocalTime

  public init(wake: LocalTime, bed: LocalTime) {
    self.wake = wake
    self.bed = bed
  }

  public func list(plan: DayPlan, items: [Item], groups: [ItemGroup], at time: LocalTime) -> DueList {
    let byID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let groupByID = Dictionary(groups.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var open: [(entry: DueEntry, position: Int)] = []
    var mustDone = 0
    var mustTotal = 0
    var members: [Int64: [PlannedItem]] = [:]
    for line in plan.items {
      let item = byID[line.itemID]
      if let groupID = item?.groupID, groupByID[groupID] != nil {
        members[groupID, default: []].append(line)
        continue
      }
      if line.tier == .mustDo {
        mustTotal += 1
        if line.completed { mustDone += 1 }
      }
      guard !line.completed, !line.skipped else { continue }
      open.append((entry(line, item), line.position))
    }
    for (groupID, lines) in members.sorted(by: { $0.key < $1.key }) {
      guard let group = groupByID[groupID] else { continue }
      let done = lines.filter(\.completed).count
      mustTotal += 1
      if done >= group.required {
        mustDone += 1
        continue
      }
      let waiting = lines.filter { !$0.completed && !$0.skipped }
      guard !waiting.isEmpty else { continue }
      let entries = waiting.map { entry($0, byID[$0.itemID]) }
      let first = entries.min { Self.earlier($0.due, $1.due) }
      let need = group.required - done
      // A group named by its members ("Gym, Run or Cycle") is not listed twice.
      let lower = group.name.lowercased()
      let namesMembers = entries.allSatisfy { lower.contains($0.name.lowercased()) }
      let text =
        namesMembers
        ? "\(group.name) (any \(need))" : "\(group.name): any \(need) of " + entries.map(\.name).joined(separator: ", ")
      let line = DueEntry(
        id: nil, name: group.name, text: text,
        kind: .habit, tier: .mustDo, time: first?.time, due: first?.due, timeSlot: first?.timeSlot,
        notify: entries.contains { $0.notify },
        prompt: nil, overdue: false, members: entries.map(\.name), required: need)
      open.append((line, waiting.map(\.position).min() ?? 0))
    }
    let current = SmartReminder.current(at: time, wake: wake, bed: bed)
    let reach = current.map { TimeSlot.allCases.firstIndex(of: $0.reach) ?? 0 } ?? -1
    var overdue: [(entry: DueEntry, position: Int)] = []
    var now: [(entry: DueEntry, position: Int)] = []
    var next: [(entry: DueEntry, position: Int)] = []
    for line in open {
      if line.entry.overdue {
        overdue.append(line)
      } else if isDue(line.entry, at: time, reach: reach) {
        now.append(line)
      } else {
        next.append(line)
      }
    }
    let sorted = { (lines: [(entry: DueEntry, position: Int)]) in
      lines.sorted { a, b in
        if a.entry.due != b.entry.due { return Self.earlier(a.entry.due, b.entry.due) }
        if a.entry.notify != b.entry.notify { return a.entry.notify }
        return a.position < b.position
      }.map(\.entry)
    }
    let habitsLeft = open.filter { $0.entry.kind == .habit && !$0.entry.overdue }
    let morning = habitsLeft.filter { $0.entry.timeSlot == .afterWake || $0.entry.timeSlot == .morning }
    let reminder = current.map {
      DueList.Reminder(
        kind: $0.kind, time: $0.time,
        headline: $0.headline(habitsLeft: habitsLeft.count, morningHabitsLeft: morning.count))
    }
    return DueList(
      date: plan.date, at: time, reminder: reminder, mustDos: DueList.Progress(done: mustDone, total: mustTotal),
      overdue: sorted(overdue), now: sorted(now), next: sorted(next),
      reminders: SmartReminder.schedule(wake: wake, bed: bed), planned: plan.items.count,
      completed: plan.items.filter(\.completed).count)
  }

  func entry(_ line: PlannedItem, _ item: Item?) -> DueEntry {
    let prompt = item?.habitPrompt.flatMap { $0.isEmpty ? nil : $0 }
    let slot = line.timeSlot ?? line.time.map(slot(containing:))
    let due = line.time ?? line.timeSlot.map { $0.window(wake: wake, bed: bed).start }
    let text = line.tier == .niceToDo && prompt != nil ? "\(prompt ?? "") (\(line.name))" : line.name
    return DueEntry(
      id: line.id, name: line.name, text: text, kind: line.kind, tier: line.tier, time: line.time, due: due,
      timeSlot: slot,
      notify: item?.notify ?? false, prompt: prompt, overdue: line.overdue, dueDate: line.dueDate)
  }

  /// The slot a time of day falls in (before wake counts as after wake, after bed as before bed).
  func slot(containing time: LocalTime) -> TimeSlot {
    for slot in TimeSlot.allCases {
      let window = slot.window(wake: wake, bed: bed)
      if window.start <= time && time < window.end { return slot }
    }
    return time < wake ? .afterWake : .beforeBed
  }

  func isDue(_ entry: DueEntry, at time: LocalTime, reach: Int) -> Bool {
    guard let due = entry.due else { return true }
    if due <= time { return true }
    guard let slot = entry.timeSlot, let index = TimeSlot.allCases.firstIndex(of: slot) else { return false }
    return index <= reach
  }

  /// Earlier due time first; no time at all sorts last.
  static func earlier(_ a: LocalTime?, _ b: LocalTime?) -> Bool {
    switch (a, b) {
    case let (left?, right?): left < right
    case (.some, nil): true
    default: false
    }
  }
}
