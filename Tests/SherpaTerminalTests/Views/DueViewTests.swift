import Foundation
import SherpaCoach
import SherpaCore
import SherpaStore
import SherpaTerminal
import SherpaTestSupport
import Testing

/// `sherpa due` at each of the five smart reminders, drawn from a store with must-dos,
/// nice-to-dos with prompts, a must-do group and an overdue task.
@Suite struct DueViewTests {
  static let zone = TimeZone(identifier: "Europe/London") ?? TimeZone(secondsFromGMT: 0) ?? .current

  func list(at time: LocalTime) throws -> DueList {
    let store = try ReminderStore.fill(try SherpaStore.inMemory())
    let environment = Environment.fixed(ReminderStore.at, timeZone: Self.zone)
    return try Insights(store: store, environment: environment)
      .due(at: time, wake: ReminderStore.wake, bed: ReminderStore.bed)
  }

  @Test(arguments: SmartReminder.schedule(wake: ReminderStore.wake, bed: ReminderStore.bed))
  func goldenAtEachReminder(_ reminder: SmartReminder) throws {
    let list = try list(at: reminder.time)
    #expect(list.reminder?.kind == reminder.kind)
    for (suffix, style) in Golden.styles {
      let text = DueView(list: list).render(style: style)
      Golden.checkShape(text, style)
      Golden.check(text, "due-\(reminder.kind.rawValue)-\(suffix)")
    }
  }

  @Test func theReminderTimesFollowWakeAndBed() {
    let times = SmartReminder.schedule(wake: ReminderStore.wake, bed: ReminderStore.bed).map(\.time.description)
    #expect(times == ["07:00", "11:00", "17:00", "21:00", "22:00"])
    let late = SmartReminder.schedule(
      wake: LocalTime(minutesSinceMidnight: 6 * 60 + 30), bed: LocalTime(minutesSinceMidnight: 22 * 60 + 15))
    #expect(late.map(\.time.description) == ["06:30", "11:00", "17:00", "20:15", "21:15"])
    #expect(
      SmartReminder.current(
        at: LocalTime(minutesSinceMidnight: 6 * 60), wake: ReminderStore.wake, bed: ReminderStore.bed) == nil)
  }

  @Test func overdueFirstPromptsForNiceToDosAndTheGroupAsOne() throws {
    let list = try list(at: LocalTime(minutesSinceMidnight: 11 * 60))
    #expect(list.overdue.map(\.name) == ["File taxes"])
    #expect(list.mustDos.done == 3 && list.mustDos.total == 7)
    let texts = list.now.map(\.text)
    #expect(texts.contains("Put on your trainers and step outside (Run)"))
    #expect(texts.contains("Move a little: any 1 of Yoga, Swim"))
    #expect(!list.entries.contains { $0.name == "Yoga" || $0.name == "Swim" }, "group members only as their group")
    #expect(!list.entries.contains { $0.name == "Meditate" }, "done items are not due")
    #expect(list.next.first?.name == "Walk" || list.next.first?.name == "Call the bank")
    #expect(list.reminder?.headline == "Morning reminder: you still have 3 morning habits left.")
    let dues = list.next.compactMap(\.due)
    #expect(dues == dues.sorted())
  }

  @Test func theWindDownCountsEveryHabitLeft() throws {
    let list = try list(at: LocalTime(minutesSinceMidnight: 21 * 60))
    #expect(list.next.map(\.name) == ["Journal"])
    #expect(list.reminder?.headline == "Evening wind-down: you have 6 habits left today.")
  }
}
