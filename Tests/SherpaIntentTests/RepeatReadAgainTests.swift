import SherpaCore
import Testing

@testable import SherpaIntent

/// Repeat rules the model's reader leaves alone, read for the slots after the decision:
/// month days said before "monthly", a last completion said with any verb, the one day
/// said apart from a weekly or monthly rule.
@Test func monthDaysSaidBeforeMonthlyAreTheRulesDays() throws {
  let twice = try #require(Fixtures.parse("pay the credit card bill 1st & 15th monthly", as: .addItem).slots.recurrence)
  #expect(twice.freq == .monthly && twice.byMonthDays == [1, 15])
  let saturday = try #require(Fixtures.parse("clean the fridge 1st sat monthly", as: .addItem).slots.recurrence)
  #expect(saturday.byNthWeekday == [NthWeekday(n: 1, weekday: 6)] && saturday.byMonthDays.isEmpty)
  let tenth = Fixtures.parse("add pay the car loan the 10th every month", as: .addItem)
  #expect(tenth.slots.recurrence?.byMonthDays == [10])
  #expect(tenth.slots.name == "Pay the car loan")
}

@Test(arguments: [
  ("add water the plants every three days counting from when i last watered them", 3, Recurrence.Frequency.daily),
  ("add change the bedsheets, every 10 days from when I last did it", 10, .daily),
  ("um water the plants three days after each time i do it make that a habit", 3, .daily),
  ("add a habit clean the fridge three weeks after the last time i cleaned it", 3, .weekly),
])
func aRepeatCountedFromTheLastTimeIsReadWithAnyVerb(_ text: String, _ interval: Int, _ freq: Recurrence.Frequency)
  throws
{
  let rule = try #require(Fixtures.parse(text, as: .addItem).slots.recurrence, "\(text)")
  #expect(rule.afterCompletion && rule.interval == interval && rule.freq == freq, "\(text): \(rule)")
}

@Test func aLaterTimeIsNoCompletion() {
  // "after i get paid" names no completion, and "from monday" is a start.
  #expect(Fixtures.parse("add a task to pay rent after i get paid", as: .addItem).slots.recurrence == nil)
  let weekly = Fixtures.parse("add a habit to swim every week from monday", as: .addItem).slots
  #expect(weekly.recurrence?.afterCompletion == false)
  #expect(weekly.startDate == LocalDay(year: 2026, month: 11, day: 30))
}

@Test func theOneDaySaidApartFromARuleIsItsDay() {
  #expect(Fixtures.parse("add call dad weds 8pm weekly", as: .addItem).slots.recurrence?.byWeekdays == [3])
  #expect(Fixtures.parse("weekly meal prep, sun 16:00", as: .addItem).slots.recurrence?.byWeekdays == [7])
  let bill = Fixtures.parse("add a monthly task pay the phone bill on the twentieth", as: .addItem).slots
  #expect(bill.recurrence?.byMonthDays == [20])
  #expect(bill.startDate == nil)
  // A start said as one ("from wednesday") stays a start.
  let started = Fixtures.parse("add a weekly review starting wednesday", as: .addItem).slots
  #expect(started.recurrence?.byWeekdays == [])
}
