import SherpaCore

/// Checks a decoded reply against the store's snapshot: every reference exists,
/// every value is in range, decompositions and reorders keep their rules. One bad
/// action refuses the whole reply, so nothing is ever applied partially.
public enum ActionValidator {
  public static func validate(_ reply: ActionReply, in context: ActionContext) throws(ActionError) -> [ResolvedAction] {
    var state = ReplyState(context: context)
    var resolved: [ResolvedAction] = []
    for (index, action) in reply.actions.enumerated() {
      resolved.append(try validate(action, path: "actions[\(index)]", state: &state))
    }
    return resolved
  }

  /// Names and titles created earlier in the same reply, so one reply cannot add the same thing twice.
  struct ReplyState {
    let context: ActionContext
    var itemNames: Set<String>
    var goalTitles: Set<String>

    init(context: ActionContext) {
      self.context = context
      itemNames = Set(context.items.map { $0.name.lowercased() })
      goalTitles = Set(context.goals.map { $0.title.trimmingCharacters(in: .whitespaces).lowercased() })
    }
  }

  static func validate(
    _ action: Action, path: String, state: inout ReplyState
  ) throws(ActionError) -> ResolvedAction {
    let refs = References(context: state.context)
    switch action {
    case .decomposeGoal(let goal, let milestones):
      let goalID = try refs.goal(goal, path: path + ".goal")
      if let entry = state.context.goals.first(where: { $0.id == goalID }), entry.status != .active {
        throw .goalNotActive(title: entry.title)
      }
      try MilestoneRules.check(milestones, horizon: state.context.horizon, path: path + ".milestones")
      return .decomposeGoal(goalID: goalID, milestones: milestones)
    case .reorderPlan(let order):
      return .reorderPlan(itemIDs: try ReorderRules.check(order, context: state.context, references: refs))
    case .quickAdd(.suggestion(let reference)):
      let id = try refs.suggestion(reference, path: path + ".suggestion")
      if let name = state.context.suggestions.first(where: { $0.id == id })?.name {
        try claimItemName(name, path: path + ".suggestion", state: &state)
      }
      return .quickAddSuggestion(suggestionID: id)
    case .quickAdd(.item(let draft)):
      return .quickAddItem(try checkDraft(draft, path: path + ".item", state: &state))
    case .addItem(let draft):
      return .addItem(try checkDraft(draft, path: path + ".item", state: &state))
    case .mirrorSummary(let summary):
      var goals: [ResolvedMirror] = []
      for (index, mirror) in summary.goals.enumerated() {
        let at = path + ".goals[\(index)]"
        guard (1...2).contains(mirror.wins.count) else {
          throw .outOfRange(path: at + ".wins", detail: "give 1 or 2 small wins, not \(mirror.wins.count)")
        }
        goals.append(
          ResolvedMirror(
            goalID: try refs.goal(mirror.goal, path: at + ".goal"), understanding: mirror.understanding,
            wins: mirror.wins, friction: mirror.friction, mood: mirror.mood))
      }
      return .mirrorSummary(goals: goals, week: summary.week)
    case .logProgress(let item, let amount, let unit):
      guard Limits.isQuantity(amount) else {
        throw .outOfRange(path: path + ".amount", detail: "must be \(Limits.quantityText)")
      }
      let id = try refs.item(item, path: path + ".item")
      if let unit, let planned = state.context.plan.first(where: { $0.id == id }),
        unit != planned.unit, !(unit.isTime && planned.unit.isTime)
      {
        throw .unitMismatch(path: path + ".unit", unit: unit.rawValue, itemUnit: planned.unit.rawValue)
      }
      return .logProgress(itemID: id, amount: amount, unit: unit)
    case .complete(let item): return .complete(itemID: try refs.item(item, path: path + ".item"))
    case .uncomplete(let item): return .uncomplete(itemID: try refs.item(item, path: path + ".item"))
    case .skip(let item, let note): return .skip(itemID: try refs.item(item, path: path + ".item"), note: note)
    case .archiveItem(let item): return .archiveItem(itemID: try refs.item(item, path: path + ".item"))
    case .editItem(let item, let changes):
      let id = try refs.item(item, path: path + ".item")
      if let name = changes.name {
        let current = state.context.items.first(where: { $0.id == id })?.name.lowercased()
        guard let trimmed = Item.normalizedName(name) else { throw .invalidName(path: path + ".changes.name") }
        if trimmed.lowercased() != current {
          try claimItemName(trimmed, path: path + ".changes.name", state: &state)
        }
      }
      if let target = changes.target { try checkTarget(target, path: path + ".changes.target") }
      return .editItem(itemID: id, changes: changes)
    case .startFocus(let minutes, let item):
      guard FocusSession.minutesRange.contains(minutes) else {
        throw .outOfRange(path: path + ".minutes", detail: "a focus session is 1 to 240 minutes")
      }
      let id: Int64?
      if let item { id = try refs.item(item, path: path + ".item") } else { id = nil }
      return .startFocus(minutes: minutes, itemID: id)
    case .reflect(let kind, let note, let sleep):
      if let sleep, !Reflection.scale.contains(sleep) {
        throw .outOfRange(path: path + ".sleep_quality", detail: "sleep quality is 1 to 5")
      }
      return .reflect(kind: kind, note: note, sleepQuality: sleep)
    case .endOfDay(let note, let score):
      guard EndOfDayNote.scale.contains(score) else {
        throw .outOfRange(path: path + ".score", detail: "a score is 1 to 10")
      }
      return .endOfDay(note: note, score: score)
    case .goalCreate(let title, let targetDate, let parent):
      return try checkGoal(title: title, targetDate: targetDate, parent: parent, path: path, state: &state)
    }
  }

  static func checkDraft(_ draft: ItemDraft, path: String, state: inout ReplyState) throws(ActionError) -> ItemDraft {
    guard let name = Item.normalizedName(draft.name) else { throw .invalidName(path: path + ".name") }
    try claimItemName(name, path: path + ".name", state: &state)
    try checkTarget(draft.target, path: path + ".target")
    var checked = draft
    checked.name = name
    return checked
  }

  static func checkTarget(_ target: Double, path: String) throws(ActionError) {
    guard Limits.isQuantity(target) else {
      throw .outOfRange(path: path, detail: "a target is \(Limits.quantityText)")
    }
  }

  static func claimItemName(_ name: String, path: String, state: inout ReplyState) throws(ActionError) {
    let key = name.trimmingCharacters(in: .whitespaces).lowercased()
    guard !state.itemNames.contains(key) else { throw .duplicateItem(name: name) }
    state.itemNames.insert(key)
  }

  static func checkGoal(
    title: String, targetDate: LocalDay?, parent: String?, path: String, state: inout ReplyState
  ) throws(ActionError) -> ResolvedAction {
    guard let trimmed = Item.normalizedName(title) else { throw .invalidName(path: path + ".title") }
    let key = trimmed.lowercased()
    guard !state.goalTitles.contains(key) else { throw .duplicateGoal(title: trimmed) }
    if let targetDate, targetDate < state.context.today {
      throw .outOfRange(path: path + ".target_date", detail: "the target date has already passed")
    }
    var parentID: Int64?
    if let parent {
      let id = try References(context: state.context).goal(parent, path: path + ".parent")
      var seen: Set<Int64> = []
      var cursor: Int64? = id
      while let current = cursor {
        guard seen.insert(current).inserted else { throw .goalCycle(title: trimmed) }
        cursor = state.context.goals.first(where: { $0.id == current })?.parentID
      }
      parentID = id
    }
    state.goalTitles.insert(key)
    return .goalCreate(title: trimmed, targetDate: targetDate, parentID: parentID)
  }
}
