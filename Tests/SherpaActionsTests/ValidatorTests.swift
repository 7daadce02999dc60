import Foundation
import SherpaCore
import Testing

@testable import SherpaActions

@Suite struct ValidatorTests {
  private let context = Fixtures.context

  private func resolve(_ actions: [Action]) throws(ActionError) -> [ResolvedAction] {
    try ActionValidator.validate(ActionReply(reply: "x", actions: actions), in: context)
  }

  private func code(_ actions: [Action]) -> String? {
    do {
      _ = try resolve(actions)
      return nil
    } catch {
      return error.code
    }
  }

  private func milestone(_ index: Int, depends: [Int] = [], start: String = "2026-11-24", end: String = "2026-12-01")
    -> MilestoneDraft
  {
    MilestoneDraft(
      title: "M\(index)", estHours: 2, dependsOn: depends, successCriteria: "done",
      window: DayWindow(start: Fixtures.day(start), end: Fixtures.day(end)))
  }

  @Test func resolvesIdsAndNamesCaseInsensitively() throws {
    let resolved = try resolve([
      .complete(item: "i2"), .complete(item: "write REPORT"), .skip(item: " meditate ", note: nil),
    ])
    #expect(resolved == [.complete(itemID: 2), .complete(itemID: 3), .skip(itemID: 4, note: nil)])
    #expect(try resolve([.archiveItem(item: "I4")]) == [.archiveItem(itemID: 4)])
  }

  @Test func refusesIdsNotInTheContext() {
    #expect(code([.complete(item: "i9")]) == "unknown_id")
    #expect(code([.complete(item: "g1")]) == "unknown_id")
    #expect(code([.decomposeGoal(goal: "i1", milestones: [])]) == "unknown_id")
    #expect(code([.quickAdd(.suggestion("s4"))]) == "unknown_id")
    #expect(code([.startFocus(minutes: 25, item: "nothing")]) == "unknown_id")
  }

  @Test func ambiguousNamesAreRefused() {
    var context = Fixtures.context
    context.items.append(.init(id: 8, name: "read"))
    do {
      _ = try ActionValidator.validate(ActionReply(reply: "x", actions: [.complete(item: "Read")]), in: context)
      Issue.record("accepted")
    } catch {
      #expect(error.code == "ambiguous_reference")
    }
  }

  @Test func milestoneCountIsThreeToSeven() {
    for count in 0...9 {
      let milestones = (0..<count).map { milestone($0) }
      let expected: String? = count < 3 ? "too_few_milestones" : count > 7 ? "too_many_milestones" : nil
      #expect(code([.decomposeGoal(goal: "g1", milestones: milestones)]) == expected, "\(count)")
    }
  }

  @Test func dependenciesPointOnlyBackwards() {
    let ok = [milestone(0), milestone(1, depends: [0]), milestone(2, depends: [0, 1])]
    #expect(code([.decomposeGoal(goal: "g1", milestones: ok)]) == nil)
    for bad in [[2], [1], [-1], [7]] {
      let milestones = [milestone(0), milestone(1, depends: bad), milestone(2)]
      #expect(code([.decomposeGoal(goal: "g1", milestones: milestones)]) == "bad_dependency", "\(bad)")
    }
  }

  @Test func windowsStayInsideTheNextFourWeeks() {
    func with(_ start: String, _ end: String) -> String? {
      code([.decomposeGoal(goal: "g1", milestones: [milestone(0, start: start, end: end), milestone(1), milestone(2)])])
    }
    #expect(with("2026-11-23", "2026-12-20") == nil)
    #expect(with("2026-11-22", "2026-11-30") == "window_outside_horizon")
    #expect(with("2026-12-01", "2026-12-21") == "window_outside_horizon")
    #expect(with("2026-12-05", "2026-12-01") == "window_reversed")
    #expect(context.horizon == DayWindow(start: Fixtures.day("2026-11-23"), end: Fixtures.day("2026-12-20")))
  }

  @Test func hoursMustBePositive() {
    var first = milestone(0)
    first.estHours = -1
    #expect(code([.decomposeGoal(goal: "g1", milestones: [first, milestone(1), milestone(2)])]) == "out_of_range")
  }

  @Test func reorderListsTodaysItemsExactlyOnce() throws {
    #expect(try resolve([.reorderPlan(order: ["i3", "Walk", "i1"])]) == [.reorderPlan(itemIDs: [3, 2, 1])])
    do {
      _ = try resolve([.reorderPlan(order: ["i3", "i3", "i9"])])
      Issue.record("accepted")
    } catch {
      #expect(error == .reorderMismatch(missing: ["i1", "i2"], unknown: ["i9"], repeated: ["i3"]))
      #expect(error.description.contains("leaves out i1, i2"))
    }
  }

  @Test func quickAddRefusesDuplicatesAndBadNames() {
    let draft = ItemDraft(kind: .habit, name: "Stretch", unit: .min, target: 10, period: .day, recurrence: .daily)
    #expect(code([.quickAdd(.item(draft))]) == nil)
    #expect(code([.quickAdd(.item(draft)), .addItem(draft)]) == "duplicate_item")
    var copy = draft
    copy.name = "MEDITATE"
    #expect(code([.quickAdd(.item(copy))]) == "duplicate_item")
    copy.name = String(repeating: "x", count: 101)
    #expect(code([.quickAdd(.item(copy))]) == "invalid_name")
    copy.name = "Fine"
    copy.target = 0
    #expect(code([.quickAdd(.item(copy))]) == "out_of_range")
    #expect(code([.quickAdd(.suggestion("Drink water"))]) == nil)
  }

  @Test func rangesAreChecked() {
    #expect(code([.startFocus(minutes: 0, item: nil)]) == "out_of_range")
    #expect(code([.startFocus(minutes: 240, item: nil)]) == nil)
    #expect(code([.startFocus(minutes: 241, item: nil)]) == "out_of_range")
    #expect(code([.endOfDay(note: "n", score: 0)]) == "out_of_range")
    #expect(code([.endOfDay(note: "n", score: 10)]) == nil)
    #expect(code([.reflect(kind: .night, note: nil, sleepQuality: 0)]) == "out_of_range")
    #expect(code([.logProgress(item: "i1", amount: 0, unit: nil)]) == "out_of_range")
  }

  @Test func unitsNeverConvertAcrossDimensions() {
    #expect(code([.logProgress(item: "Read", amount: 1, unit: .hours)]) == nil)
    #expect(code([.logProgress(item: "Read", amount: 5, unit: .km)]) == "unit_mismatch")
    #expect(code([.logProgress(item: "Walk", amount: 5_000, unit: .steps)]) == nil)
    #expect(code([.logProgress(item: "Walk", amount: 20, unit: .min)]) == "unit_mismatch")
    #expect(code([.logProgress(item: "Meditate", amount: 20, unit: .min)]) == nil)
  }

  @Test func onlyActiveGoalsAreDecomposed() {
    let milestones = (0..<3).map { milestone($0) }
    #expect(code([.decomposeGoal(goal: "g6", milestones: milestones)]) == "goal_not_active")
    #expect(code([.decomposeGoal(goal: "Finish thesis", milestones: milestones)]) == nil)
  }

  @Test func goalsRefuseDuplicatesCyclesAndPastDates() {
    #expect(code([.goalCreate(title: "Learn Spanish", targetDate: nil, parent: "g1")]) == nil)
    #expect(code([.goalCreate(title: " finish THESIS ", targetDate: nil, parent: nil)]) == "duplicate_goal")
    #expect(code([.goalCreate(title: "Sub", targetDate: nil, parent: "Loop A")]) == "goal_cycle")
    #expect(code([.goalCreate(title: "Late", targetDate: Fixtures.day("2026-11-22"), parent: nil)]) == "out_of_range")
  }

  @Test func mirrorWantsOneOrTwoWins() {
    func mirror(_ wins: [String]) -> Action {
      .mirrorSummary(
        MirrorSummary(goals: [.init(goal: "g2", understanding: "u", wins: wins, friction: "f", mood: "ok")]))
    }
    #expect(code([mirror(["a"])]) == nil)
    #expect(code([mirror(["a", "b"])]) == nil)
    #expect(code([mirror([])]) == "out_of_range")
    #expect(code([mirror(["a", "b", "c"])]) == "out_of_range")
  }

  @Test func oneBadActionRejectsTheWholeReply() {
    #expect(code([.complete(item: "i1"), .complete(item: "i2"), .endOfDay(note: "n", score: 12)]) == "out_of_range")
  }

  @Test func structuralActionsWaitForAYes() throws {
    let draft = ItemDraft(kind: .task, name: "Call mum", unit: .count, target: 1, period: .day, recurrence: .once)
    let resolved = try resolve([
      .reorderPlan(order: ["i1", "i2", "i3"]), .quickAdd(.suggestion("s12")), .quickAdd(.item(draft)),
      .complete(item: "i1"), .startFocus(minutes: 25, item: nil),
    ])
    #expect(resolved.map(\.isStructural) == [true, true, true, false, false])
  }
}

@Suite struct DecompositionSchedulerTests {
  @Test func validatedMilestonesGetBlocksInsideTheirWindows() throws {
    let text = try String(
      contentsOf: Fixtures.examples.appendingPathComponent("valid/decompose_goal.json"), encoding: .utf8)
    let resolved = try ActionValidator.validate(try ActionDecoder.decode(text), in: Fixtures.context)
    guard case .decomposeGoal(let goalID, let milestones) = resolved.first else {
      Issue.record("not a decomposition")
      return
    }
    #expect(goalID == 1)
    let blocks = try DecompositionScheduler.schedule(milestones, in: Fixtures.context)
    #expect(blocks.count == milestones.count)
    for (milestone, list) in zip(milestones, blocks) {
      #expect(!list.isEmpty)
      #expect(list.allSatisfy { milestone.window.contains($0.date) })
    }
  }

  @Test func aPlanThatCannotFitIsRefusedWithItsMilestone() {
    let tight = DayWindow(start: Fixtures.today, end: Fixtures.today)
    let milestones = [
      MilestoneDraft(title: "A", estHours: 1, dependsOn: [], successCriteria: "a", window: tight),
      MilestoneDraft(title: "Big", estHours: 10, dependsOn: [], successCriteria: "b", window: tight),
      MilestoneDraft(title: "C", estHours: 1, dependsOn: [], successCriteria: "c", window: tight),
    ]
    do {
      _ = try DecompositionScheduler.schedule(milestones, in: Fixtures.context)
      Issue.record("scheduled 12 hours into one day")
    } catch {
      #expect(error.code == "cannot_schedule")
      #expect(error.description.contains("Milestone 2 (\"Big\")"))
    }
  }
}

@Suite struct EditItemTests {
  @Test func renamingOntoAnotherItemIsADuplicate() throws {
    func code(_ name: String) -> String? {
      let action = Action.editItem(item: "i1", changes: ItemChanges(name: name))
      do {
        _ = try ActionValidator.validate(ActionReply(reply: "x", actions: [action]), in: Fixtures.context)
        return nil
      } catch {
        return error.code
      }
    }
    #expect(code("walk") == "duplicate_item")
    #expect(code("READ") == nil)
    #expect(code("Read books") == nil)
    #expect(code("") == "invalid_name")
  }
}
