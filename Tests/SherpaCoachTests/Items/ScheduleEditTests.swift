import Foundation
import SherpaCore
import SherpaStore
import Testing

@testable import SherpaCoach

/// A new schedule said for an item that exists is an edit of its repeat rule, one
/// undoable write; a target, a time or a name said the same way still edits as before.
@Test func aScheduleSaidForAnItemChangesItsRepeat() async throws {
  let store = try SherpaStore.inMemory()
  let coach = try CoachFixture.coach(at: "2026-11-23T08:00:00", store: store)
  _ = await coach.handle("add a habit to do yoga 20 minutes every day")
  let weekdays = try #require(await coach.handle("change yoga to tuesdays and thursdays"))
  #expect(weekdays.intent == .editItem && weekdays.applied.count == 1, "\(weekdays.reply)")
  #expect(weekdays.reply == "Updated Do yoga: every Tue & Thu. \"undo\" puts it back.", "\(weekdays.reply)")
  let yoga = try #require(try store.item(named: "Do yoga"))
  #expect(yoga.recurrence == Recurrence(freq: .weekly, byWeekdays: [2, 4]))
  #expect(yoga.target == 20 && yoga.unit == .min)

  _ = await coach.handle("undo")
  #expect(try store.item(named: "Do yoga")?.recurrence == Recurrence(freq: .daily))
}

/// A task given a monthly rule repeats on that day; the same rule said again changes nothing.
@Test func aTaskMadeMonthlyRepeatsOnThatDay() async throws {
  let store = try SherpaStore.inMemory()
  let coach = try CoachFixture.coach(at: "2026-11-23T08:00:00", store: store)
  _ = await coach.handle("add a task to pay rent")
  let monthly = try #require(await coach.handle("make pay rent monthly on the first"))
  #expect(monthly.reply == "Updated Pay rent: monthly on the 1st. \"undo\" puts it back.", "\(monthly.reply)")
  #expect(try store.item(named: "Pay rent")?.recurrence == Recurrence(freq: .monthly, byMonthDays: [1]))
  let again = try #require(await coach.handle("make pay rent monthly on the first"))
  #expect(again.applied.isEmpty && again.error != nil, "\(again.reply)")
}

/// A new task that repeats says its rule, not "due today" on a day the rule may skip.
@Test func aRepeatingTaskSaysItsRuleWhenAdded() async throws {
  let store = try SherpaStore.inMemory()
  let coach = try CoachFixture.coach(at: "2026-11-26T09:00:00", store: store)
  let rent = try #require(await coach.handle("add a task to pay rent every month on the 4th, 16th and 31st"))
  #expect(rent.reply == "Added task Pay rent, monthly on the 4th, the 16th & the 31st.", "\(rent.reply)")
  let once = try #require(await coach.handle("add a task to call the bank tomorrow"))
  #expect(once.reply == "Added task Call the bank, due tomorrow.", "\(once.reply)")
}

/// A new habit's reply puts the part of the day and the clock time with its days and the
/// rule's end last.
@Test func aNewHabitSaysThePartOfTheDayBeforeTheEnd() async throws {
  let coach = try CoachFixture.coach(at: "2026-11-27T09:00:00")
  let stretch = try #require(await coach.handle("add stretch every morning at 7 until christmas"))
  #expect(
    stretch.reply == "Added Stretch — 1 time, every morning at 07:00, ends on 25 Dec. You've got this.",
    "\(stretch.reply)")
  let plants = try #require(await coach.handle("add water plants every monday evening"))
  #expect(plants.reply == "Added Water plants — 1 time, every Mon in the evening. You've got this.", "\(plants.reply)")
}
