import SherpaCore

extension ResolvedAction {
  /// The same action with public ids (`i3`, `g1`, `s12`) in place of the model's
  /// references, ready for `ActionEncoder` (`pending` and `applied` in `--json`).
  public var action: Action {
    let item = { (id: Int64) in PublicID.item.format(id) }
    switch self {
    case .decomposeGoal(let goalID, let milestones):
      return .decomposeGoal(goal: PublicID.goal.format(goalID), milestones: milestones)
    case .reorderPlan(let itemIDs): return .reorderPlan(order: itemIDs.map(item))
    case .quickAddSuggestion(let id): return .quickAdd(.suggestion(PublicID.suggestion.format(id)))
    case .quickAddItem(let draft): return .quickAdd(.item(draft))
    case .mirrorSummary(let goals, let week):
      let mirrors = goals.map {
        MirrorSummary.GoalMirror(
          goal: PublicID.goal.format($0.goalID), understanding: $0.understanding, wins: $0.wins,
          friction: $0.friction, mood: $0.mood)
      }
      return .mirrorSummary(MirrorSummary(goals: mirrors, week: week))
    case .logProgress(let id, let amount, let unit): return .logProgress(item: item(id), amount: amount, unit: unit)
    case .complete(let id): return .complete(item: item(id))
    case .uncomplete(let id): return .uncomplete(item: item(id))
    case .skip(let id, let note): return .skip(item: item(id), note: note)
    case .addItem(let draft): return .addItem(draft)
    case .editItem(let id, let changes): return .editItem(item: item(id), changes: changes)
    case .archiveItem(let id): return .archiveItem(item: item(id))
    case .startFocus(let minutes, let id): return .startFocus(minutes: minutes, item: id.map(item))
    case .reflect(let kind, let note, let sleep): return .reflect(kind: kind, note: note, sleepQuality: sleep)
    case .endOfDay(let note, let score): return .endOfDay(note: note, score: score)
    case .goalCreate(let title, let targetDate, let parentID):
      return .goalCreate(title: title, targetDate: targetDate, parent: parentID.map { PublicID.goal.format($0) })
    }
  }
}
