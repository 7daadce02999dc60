import Foundation
import SherpaCore
import Testing

/// The due list's rules on hand-made plans: groups, skips, times without slots.
struct DueListBuilderTests {
  let day = LocalDay(year: 2026, month: 11, day: 23) ?? LocalDay(ordinal: 0)
  let builder = DueListBuilder(
    wake: LocalTime(minutesSinceMidnight: 7 * 60), bed: LocalTime(minutesSinceMidnight: 23 * 60))

  func item(_ id: Int64, _ name: String, tier: Tier = .niceToDo, time: LocalTime? = nil, group: Int64? = nil) -> Item {
    Item(
      id: id, kind: .habit, name: name, startDate: day, time: time, tier: tier, groupID: group,
      createdAt: Date(timeIntervalSince1970: 0))
  }

  func line(_ item: Item, completed: Bool = false, skipped: Bool = false, position: Int) -> PlannedItem {
    PlannedItem(
      itemID: item.id, name: item.name, kind: item.kind, unit: item.unit, target: 1, progress: completed ? 1 : 0,
      completed: completed, skipped: skipped, note: nil, position: position, overdue: false, time: item.time,
      timeSlot: item.timeSlot, tier: item.tier, period: .day)
  }

  @Test func aSatisfiedGroupCountsAsOneDoneMustDoAndLeavesTheList() {
    let group = ItemGroup(id: 1, name: "Move", required: 1)
    let yoga = item(1, "Yoga", group: 1)
    let swim = item(2, "Swim", group: 1)
    let floss = item(3, "Floss", tier: .mustDo)
    let plan = DayPlan(
      date: day, qualifies: false,
      items: [line(yoga, completed: true, position: 1), line(swim, position: 2), line(floss, position: 3)])
    let list = builder.list(
      plan: plan, items: [yoga, swim, floss], groups: [group], at: LocalTime(minutesSinceMidnight: 9 * 60))
    #expect(list.mustDos.done == 1 && list.mustDos.total == 2)
    #expect(list.entries.map(\.name) == ["Floss"])
  }

  @Test func skippedItemsAreNotDueAndATimeFindsItsSlot() {
    let late = item(1, "Call", time: LocalTime(minutesSinceMidnight: 22 * 60 + 30))
    let skipped = item(2, "Gym")
    let plan = DayPlan(
      date: day, qualifies: false, items: [line(late, position: 1), line(skipped, skipped: true, position: 2)])
    let list = builder.list(
      plan: plan, items: [late, skipped], groups: [], at: LocalTime(minutesSinceMidnight: 12 * 60))
    #expect(list.entries.map(\.name) == ["Call"])
    #expect(list.next.first?.timeSlot == .beforeBed)
    #expect(list.reminder?.kind == .lateMorning)
    let atLastCall = builder.list(
      plan: plan, items: [late, skipped], groups: [], at: LocalTime(minutesSinceMidnight: 22 * 60))
    #expect(atLastCall.now.map(\.name) == ["Call"], "the last call covers the before-bed slot")
  }

  @Test func beforeWakeNoReminderIsInEffect() {
    let list = builder.list(
      plan: DayPlan(date: day, qualifies: false, items: []), items: [], groups: [],
      at: LocalTime(minutesSinceMidnight: 5 * 60))
    #expect(list.reminder == nil)
    #expect(list.reminders.count == 5)
  }
}

extension DueListBuilderTests {
  @Test func atTheSameTimeNotifyItemsComeFirst() {
    var quiet = item(1, "Quiet")
    var loud = item(2, "Loud")
    quiet.timeSlot = .evening
    loud.timeSlot = .evening
    loud.notify = true
    let plan = DayPlan(date: day, qualifies: false, items: [line(quiet, position: 1), line(loud, position: 2)])
    let list = builder.list(plan: plan, items: [quiet, loud], groups: [], at: LocalTime(minutesSinceMidnight: 18 * 60))
    #expect(list.now.map(\.name) == ["Loud", "Quiet"])
  }
}
