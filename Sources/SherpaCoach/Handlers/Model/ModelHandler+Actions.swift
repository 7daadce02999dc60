import Foundation
import SherpaActions
import SherpaCore
import SherpaIntent
import SherpaLLM
import SherpaStore

/// The store snapshot the LLM's actions are validated against, the context it is sent,
/// previews of structural actions, and their application in one transaction.
extension ModelHandler {
  func actionContext() throws -> ActionContext {
    let plan = try data.plan(for: today, today: today)
    let items = try data.items(includeArchived: false)
    let goals = try data.goals()
    return ActionContext(
      today: today, wake: settings.wake, bed: settings.bed,
      plan: plan.items.map { .init(id: $0.itemID, name: $0.name, kind: $0.kind, unit: $0.unit, target: $0.target) },
      items: items.map { .init(id: $0.id, name: $0.name) },
      goals: goals.map { .init(id: $0.id, title: $0.title, parentID: $0.parentID, status: $0.status) },
      suggestions: SuggestionLibrary.all.map { .init(id: $0.id, name: $0.name) })
  }

  func contextText(for parse: ParseResult, context: ActionContext) throws -> String {
    let plan = try data.plan(for: today, today: today)
    let focus = try data.focusSessions().last.map { "\($0.actualMinutes) min" }
    let goals = context.goals.filter { $0.status == .active }
    var focusGoal: (goal: ActionContext.GoalEntry, milestones: [String])?
    if let goal = goals.first(where: { parse.normalized.contains($0.title.lowercased()) }) ?? goals.first {
      focusGoal = (goal, try data.milestones(goalID: goal.id).map { "\($0.title) [\($0.status.rawValue)]" })
    }
    let wantsIdeas = ["suggest", "idea", "recommend", "something for", "what should"].contains {
      parse.normalized.contains($0)
    }
    var notes: [String] = []
    if settings.sendNotes {
      notes = try data.endOfDayNotes(from: today.adding(days: -7), to: today).map { "\($0.day): \($0.note)" }
    }
    let snapshot = ContextBuilder.Snapshot(
      today: today, time: environment.timeOfDay, wake: settings.wake, bed: settings.bed,
      plan: plan.items.map {
        .init(
          id: $0.id, name: $0.name, kind: $0.kind,
          progress: Amounts.progress($0.progress, of: $0.target, $0.unit, counting: $0.countLabel),
          done: $0.completed)
      },
      streak: (try? insights.streak().current) ?? 0, lastFocus: focus, goals: goals, focusGoal: focusGoal,
      suggestions: wantsIdeas ? context.suggestions : [], notes: notes)
    return ContextBuilder(sendNotes: settings.sendNotes).text(snapshot)
  }

  /// What a structural action will do, one line each, for the preview.
  func previewLines(_ action: ResolvedAction) throws -> [String] {
    switch action {
    case .decomposeGoal(let goalID, let milestones):
      let title = try data.goal(id: goalID)?.title ?? "g\(goalID)"
      var lines = ["Milestones for \(title):"]
      let placed = schedule(milestones)
      for (index, milestone) in milestones.enumerated() {
        var line = "\(index + 1). \(milestone.title) — \(Amounts.number(milestone.estHours)) h"
        if let block = placed?[index].first {
          line += ", first block \(LocalDayNames.short(block.date)) \(block.start)"
        } else {
          line += ", \(LocalDayNames.short(milestone.window.start))–\(LocalDayNames.short(milestone.window.end))"
        }
        if !milestone.dependsOn.isEmpty {
          line += " (after \(milestone.dependsOn.map { String($0 + 1) }.joined(separator: ", ")))"
        }
        lines.append(line)
      }
      return lines
    case .reorderPlan(let itemIDs):
      let plan = try data.plan(for: today, today: today)
      let names = Dictionary(plan.items.map { ($0.itemID, $0.name) }, uniquingKeysWith: { first, _ in first })
      return [
        "Before: " + plan.items.map(\.name).joined(separator: " → "),
        "After:  " + itemIDs.compactMap { names[$0] }.joined(separator: " → "),
      ]
    case .quickAddSuggestion(let id):
      guard let suggestion = SuggestionLibrary.all.first(where: { $0.id == id }) else { return [] }
      return [
        "Add \(suggestion.name) — \(Amounts.quantity(suggestion.target, suggestion.unit)) a \(suggestion.period.rawValue)"
      ]
    case .quickAddItem(let draft), .addItem(let draft):
      return ["Add \(draft.name) — \(Amounts.quantity(draft.target, draft.unit)) a \(draft.period.rawValue)"]
    default:
      return []
    }
  }

  /// Places a decomposition's milestones with sherpa's own scheduler.
  func schedule(_ milestones: [MilestoneDraft]) -> [[ScheduledBlock]]? {
    let requests = milestones.map {
      MilestoneScheduler.Request(estHours: $0.estHours, window: $0.window, dependsOn: $0.dependsOn)
    }
    let booked = ((try? data.goals()) ?? []).flatMap { goal in
      ((try? data.milestones(goalID: goal.id)) ?? []).compactMap(\.block)
    }
    switch MilestoneScheduler.schedule(requests, wake: settings.wake, bed: settings.bed, today: today, booked: booked) {
    case .placed(let blocks): return blocks
    case .cannotFit: return nil
    }
  }

  /// Applies validated actions, all in one undoable turn.
  func applyResolved(_ actions: [ResolvedAction], label: String, intent: TurnIntent, source: TurnOutcome.Source) throws
    -> TurnOutcome
  {
    var applied: [AppliedAction] = []
    var notes: [String] = []
    var display: Display?
    try write(label) {
      for action in actions {
        let result = try apply(action)
        applied += result.applied
        notes += result.notes
        if let shown = result.display { display = shown }
      }
    }
    var outcome = reply(intent, notes.joined(separator: " "), source: source, applied: applied)
    outcome.display = display
    return outcome
  }

  private func apply(_ action: ResolvedAction) throws -> (applied: [AppliedAction], notes: [String], display: Display?)
  {
    switch action {
    case .decomposeGoal(let goalID, let drafts):
      let blocks = schedule(drafts)
      let milestones = drafts.enumerated().map { index, draft in
        Milestone(
          goalID: goalID, title: draft.title, estHours: draft.estHours, successCriteria: draft.successCriteria,
          window: draft.window, block: blocks?[index].first, position: index + 1)
      }
      let saved = try data.replaceMilestones(goalID: goalID, with: milestones)
      let withDeps = zip(saved, drafts).map { milestone, draft -> Milestone in
        var copy = milestone
        copy.dependsOn = draft.dependsOn.compactMap { $0 < saved.count ? saved[$0].id : nil }
        return copy
      }
      for milestone in withDeps where !milestone.dependsOn.isEmpty { _ = try data.updateMilestone(milestone) }
      return (
        [AppliedAction(type: .decomposeGoal, id: "g\(goalID)", detail: "\(saved.count) milestones")],
        [
          "Added \(saved.count) milestones\(blocks == nil ? "" : ", each placed in your calendar")."
        ], nil
      )
    case .reorderPlan(let itemIDs):
      try data.reorder(day: today, itemIDs: itemIDs)
      return (
        [AppliedAction(type: .reorderPlan, detail: itemIDs.map { "i\($0)" }.joined(separator: ","))],
        ["Today's order is set."], nil
      )
    case .quickAddSuggestion(let id):
      guard let suggestion = SuggestionLibrary.all.first(where: { $0.id == id }) else { return ([], [], nil) }
      let item = try data.addItem(suggestion.item(startDate: today, createdAt: now))
      return ([AppliedAction(type: .quickAdd, item: item.name, id: item.publicID)], ["Added \(item.name)."], nil)
    case .quickAddItem(let draft), .addItem(let draft):
      let item = try data.addItem(
        Item(
          kind: draft.kind, name: draft.name, unit: draft.unit, target: draft.target, period: draft.period,
          recurrence: draft.recurrence, startDate: today, createdAt: now))
      return ([AppliedAction(type: .addItem, item: item.name, id: item.publicID)], ["Added \(item.name)."], nil)
    case .mirrorSummary(let goals, let week):
      var lines: [String] = []
      for mirror in goals {
        let title = try data.goal(id: mirror.goalID)?.title ?? "g\(mirror.goalID)"
        lines.append("\(title): \(mirror.understanding)")
        for win in mirror.wins { lines.append("  win: \(win)") }
        lines.append("  friction: \(mirror.friction)")
        lines.append("  mood: \(mirror.mood)")
      }
      if let week { lines.append("This week: \(week)") }
      return ([], [], .lines(lines.map { Coach.sanitize($0) }))
    case .logProgress(let itemID, let amount, _):
      let change = try data.logProgress(itemID: itemID, day: today, amount: amount, source: .llm, at: now)
      return (
        [
          AppliedAction(
            type: .logProgress, item: change.item.name, id: change.item.publicID, amount: amount,
            unit: change.item.unit.rawValue)
        ], [], nil
      )
    case .complete(let itemID):
      let change = try data.complete(itemID: itemID, day: today, source: .llm, at: now)
      return ([AppliedAction(type: .complete, item: change.item.name, id: change.item.publicID)], [], nil)
    case .uncomplete(let itemID):
      let change = try data.uncomplete(itemID: itemID, day: today, at: now)
      return ([AppliedAction(type: .uncomplete, item: change.item.name, id: change.item.publicID)], [], nil)
    case .skip(let itemID, let note):
      _ = try data.skip(itemID: itemID, day: today, note: note)
      return ([AppliedAction(type: .skip, id: "i\(itemID)", note: note)], [], nil)
    case .editItem(let itemID, let changes):
      guard var item = try data.item(id: itemID) else { return ([], [], nil) }
      if let name = changes.name { item.name = name }
      if let unit = changes.unit { item.unit = unit }
      if let target = changes.target { item.target = target }
      if let period = changes.period { item.period = period }
      if let recurrence = changes.recurrence { item.recurrence = recurrence }
      let saved = try data.editItem(item)
      return ([AppliedAction(type: .editItem, item: saved.name, id: saved.publicID)], [], nil)
    case .archiveItem(let itemID):
      let item = try data.archiveItem(id: itemID)
      return ([AppliedAction(type: .archiveItem, item: item.name, id: item.publicID)], [], nil)
    case .startFocus(let minutes, let itemID):
      let session = try data.startFocus(FocusSession(itemID: itemID, intendedMinutes: minutes, startedAt: now))
      return ([AppliedAction(type: .startFocus, id: "f\(session.id)", amount: Double(minutes), unit: "min")], [], nil)
    case .reflect(let kind, let note, let sleep):
      _ = try addReflection(Reflection(day: today, kind: kind, note: note, sleepQuality: sleep, createdAt: now))
      return ([AppliedAction(type: .reflect, note: note, detail: kind.rawValue)], [], nil)
    case .endOfDay(let note, let score):
      _ = try data.setEndOfDayNote(
        EndOfDayNote(day: today, note: note, fulfilment: score, updatedAt: now), today: today)
      return ([AppliedAction(type: .endOfDay, note: note, detail: "\(score)/10")], [], nil)
    case .goalCreate(let title, let date, let parent):
      let goal = try data.createGoal(Goal(title: title, targetDate: date, parentID: parent, createdAt: now))
      return ([AppliedAction(type: .goalCreate, item: goal.title, id: goal.publicID)], [], nil)
    }
  }

  /// Saves a reflection and its +10 XP, once a day for each kind.
  func addReflection(_ reflection: Reflection) throws -> Bool {
    let earlier = try data.reflections(from: reflection.day, to: reflection.day).contains {
      $0.kind == reflection.kind
    }
    _ = try data.addReflection(reflection)
    guard !earlier else { return false }
    let reason: XPEvent.Reason = reflection.kind == .morning ? .morningReflection : .nightReflection
    _ = try data.addXPEvent(XPEvent(day: reflection.day, reason: reason, ref: reflection.day.description, at: now))
    return true
  }
}
