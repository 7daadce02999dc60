import Foundation
import SherpaCore
import Testing

struct DayPlannerTests {
  let at = Date(timeIntervalSince1970: 1_795_000_000)
  let monday = LocalDay(year: 2026, month: 11, day: 23) ?? LocalDay(ordinal: 0)
  let planner = DayPlanner()

  func item(
    _ id: Int64, _ name: String, kind: ItemKind = .habit, recurrence: Recurrence? = nil, start: LocalDay? = nil,
    target: Double = 1, period: Period = .day, time: LocalTime? = nil, order: Int = 0
  ) -> Item {
    Item(
      id: id, kind: kind, name: name, target: target, period: period, recurrence: recurrence,
      startDate: start ?? monday, time: time, createdAt: at, manualOrder: order)
  }

  @Test func habitsFirstThenTasksByTimeThenManualOrder() {
    let items = [
      item(1, "Call mum", kind: .task, order: 1),
      item(2, "Read", order: 2, ),
      item(3, "Dentist", kind: .task, time: LocalTime(hour: 9, minute: 0), order: 3),
      item(4, "Stretch", time: LocalTime(hour: 7, minute: 0), order: 4),
      item(5, "Later task", kind: .task, start: monday.adding(days: 1), order: 5),
    ]
    let plan = planner.plan(day: monday, today: monday, items: items, instances: [])
    #expect(plan.items.map(\.name) == ["Stretch", "Read", "Dentist", "Call mum"])
    #expect(plan.items.map(\.position) == [1, 2, 3, 4])
    #expect(plan.items.allSatisfy { !$0.overdue })
  }

  @Test func undoneTasksFromEarlierDaysCarryOverOnlyToToday() {
    let items = [
      item(1, "Taxes", kind: .task, start: monday.adding(days: -3)),
      item(2, "Done already", kind: .task, start: monday.adding(days: -2)),
      item(3, "Today task", kind: .task),
    ]
    let plan = planner.plan(day: monday, today: monday, items: items, instances: [], doneTaskIDs: [2])
    #expect(plan.items.map(\.name) == ["Taxes", "Today task"])
    #expect(plan.items.map(\.overdue) == [true, false])
    #expect(plan.items.first?.dueDate == monday.adding(days: -3))
    let tomorrow = planner.plan(day: monday.adding(days: 1), today: monday, items: items, instances: [])
    #expect(tomorrow.items.isEmpty)
    let past = planner.plan(day: monday.adding(days: -3), today: monday, items: items, instances: [])
    #expect(past.items.map(\.name) == ["Taxes"])
    #expect(past.items.first?.overdue == false)
  }

  @Test func aReorderedDayKeepsItsSavedPositions() {
    let items = [item(1, "Read"), item(2, "Walk"), item(3, "Email", kind: .task)]
    let instances = [
      Instance(itemID: 3, day: monday, position: 1), Instance(itemID: 1, day: monday, progress: 1, position: 2),
    ]
    let plan = planner.plan(day: monday, today: monday, items: items, instances: instances)
    #expect(plan.items.map(\.name) == ["Email", "Read", "Walk"])
    #expect(plan.items.map(\.completed) == [false, true, false])
  }

  @Test func weeklyDaysAndFlexibleWeekHabits() {
    let gym = item(1, "Gym", recurrence: Recurrence(freq: .weekly, byWeekdays: [2, 4]))
    let runs = item(2, "Run 3 times", target: 3, period: .week)
    let tuesday = monday.adding(days: 1)
    let onMonday = planner.plan(day: monday, today: monday, items: [gym, runs], instances: [])
    #expect(onMonday.items.map(\.name) == ["Run 3 times"])
    let onTuesday = planner.plan(
      day: tuesday, today: monday, items: [gym, runs], instances: [], periodProgress: [2: 3])
    #expect(onTuesday.items.map(\.name) == ["Gym", "Run 3 times"])
    #expect(onTuesday.items.last?.progress == 3)
    #expect(onTuesday.items.last?.completed == true)
  }

  @Test func monthlyOnThe31stAndTheLastDaySkipShortMonths() {
    let start = LocalDay(year: 2026, month: 1, day: 31) ?? monday
    let rent = item(1, "Rent", kind: .task, recurrence: Recurrence(freq: .monthly, byMonthDays: [31]), start: start)
    let review = item(2, "Review", recurrence: Recurrence(freq: .monthly, byMonthDays: [-1]), start: start)
    let feb28 = LocalDay(year: 2026, month: 2, day: 28) ?? monday
    let mar31 = LocalDay(year: 2026, month: 3, day: 31) ?? monday
    #expect(
      planner.plan(day: feb28, today: feb28, items: [rent, review], instances: []).items.map(\.name) == ["Review"])
    #expect(
      planner.plan(day: mar31, today: feb28, items: [rent, review], instances: []).items.map(\.name) == [
        "Review", "Rent",
      ])
  }

  @Test func encodesAsTodayJSON() throws {
    let plan = planner.plan(
      day: monday, today: monday, items: [item(1, "Read", target: 30)],
      instances: [Instance(itemID: 1, day: monday, progress: 20)])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(plan), as: UTF8.self)
    #expect(
      json == "{\"date\":\"2026-11-23\",\"items\":[{\"completed\":false,\"id\":\"i1\",\"kind\":\"habit\","
        + "\"name\":\"Read\",\"note\":null,\"overdue\":false,\"period\":\"day\",\"position\":1,\"progress\":20,"
        + "\"skipped\":false,\"target\":30,\"tier\":\"nice_to_do\",\"time\":null,\"time_slot\":null,\"unit\":\"count\"}],"
        + "\"qualifies\":false}")
  }
}
