/// Builds a day's plan from the items and what happened on that day; pure.
///
/// Scheduled: habits whose recurrence occurs that day (flexible week/month habits every
/// day, with their period's progress), tasks due that day, and — when the day is today —
/// one-off tasks from earlier days not yet done, marked overdue. Order: the saved
/// positions when the day was reordered, else habits first, then tasks (overdue first),
/// each by time of day, then manual order.
public struct DayPlanner: Sendable {
  public init() {}

  /// - Parameters:
  ///   - instances: the instances on `day`.
  ///   - periodProgress: for flexible habits, progress over the week or month holding `day`;
  ///     for fixed-day weekly or monthly targets, over that period up to `day`.
  ///   - lastCompletions: per item, the last day before `day` it was completed (rules
  ///     repeated from the last completion).
  ///   - doneTaskIDs: one-off tasks completed on any day (they never carry over).
  public func plan(
    day: LocalDay, today: LocalDay, items: [Item], instances: [Instance], periodProgress: [Int64: Double] = [:],
    lastCompletions: [Int64: LocalDay] = [:], doneTaskIDs: Set<Int64> = [], qualifies: Bool = false
  ) -> DayPlan {
    let byItem = Dictionary(instances.map { ($0.itemID, $0) }, uniquingKeysWith: { first, _ in first })
    // Each line keeps its item's manual order and the saved position, and the lines are
    // sorted by index: moving whole items and lines in the sort cost a plan of 2,000
    // tasks more than building it.
    var lines: [PlannedItem] = []
    var keys: [(manualOrder: Int, saved: Int?)] = []
    for item in items where !item.archived {
      let instance = byItem[item.id]
      guard let overdue = scheduled(item, day: day, today: today, lastCompletions: lastCompletions, done: doneTaskIDs)
      else { continue }
      let sums = item.isFlexible || item.addsUpOverPeriod
      let progress = sums ? (periodProgress[item.id] ?? instance?.progress ?? 0) : (instance?.progress ?? 0)
      var line = PlannedItem(
        itemID: item.id, name: item.name, kind: item.kind, unit: item.unit, target: item.target, progress: progress,
        completed: progress >= item.target && progress > 0, skipped: instance?.skipped ?? false,
        note: instance?.note, position: 0, overdue: overdue, time: item.time, timeSlot: item.timeSlot,
        tier: item.tier, period: item.period, dueDate: overdue ? item.startDate : nil)
      line.countLabel = item.countLabel
      lines.append(line)
      keys.append((item.manualOrder, instance?.position))
    }
    let reordered = keys.contains { $0.saved != nil }
    let order = lines.indices.sorted { a, b in
      if reordered, keys[a].saved != keys[b].saved {
        guard let left = keys[a].saved else { return false }
        guard let right = keys[b].saved else { return true }
        return left < right
      }
      return Self.defaultOrder(lines[a], keys[a].manualOrder, before: lines[b], keys[b].manualOrder)
    }
    let items = order.enumerated().map { position, index in
      var line = lines[index]
      line.position = position + 1
      return line
    }
    return DayPlan(date: day, qualifies: qualifies, items: items)
  }

  /// Whether `item` belongs on `day`'s plan: nil when not, else whether it is overdue.
  func scheduled(
    _ item: Item, day: LocalDay, today: LocalDay, lastCompletions: [Int64: LocalDay], done: Set<Int64>
  ) -> Bool? {
    if item.isFlexible {
      return day >= item.startDate && item.recurrence.occurs(on: day, start: item.startDate) ? false : nil
    }
    if item.kind == .task && item.recurrence.freq == .none {
      if day == item.startDate { return false }
      if day == today && item.startDate < today && !done.contains(item.id) { return true }
      return nil
    }
    let last = lastCompletions[item.id]
    return item.recurrence.occurs(on: day, start: item.startDate, lastCompletion: last) ? false : nil
  }

  static func defaultOrder(_ a: PlannedItem, _ orderA: Int, before b: PlannedItem, _ orderB: Int) -> Bool {
    if a.kind != b.kind { return a.kind == .habit }
    if a.overdue != b.overdue { return a.overdue }
    switch (a.time, b.time) {
    case let (left?, right?) where left != right: return left < right
    case (.some, nil): return true
    case (nil, .some): return false
    default: break
    }
    if orderA != orderB { return orderA < orderB }
    return a.itemID < b.itemID
  }
}
