import SherpaCore
import Testing

@testable import SherpaIntent

/// Repeats written in words the reader leaves alone, read again for a new item's or an
/// edit's slots: days as letters, quarters and fortnights, alternate days, "exc." and
/// "sundays off", a month's day said after its rule.
@Test(arguments: [
  ("lift weights M/W/F 7am", [1, 3, 5]),
  ("check in with the team M-F 9:30am", [1, 2, 3, 4, 5]),
  ("new: basketball practice, M+W 16:00", [1, 3]),
  ("Practice piano daily exc. Sundays", [1, 2, 3, 4, 5, 6]),
  ("so i need to practice piano monday to saturday sundays off", [1, 2, 3, 4, 5, 6]),
])
func daysWrittenAsLettersOrLeftOffAreTheRulesDays(_ text: String, _ days: [Int]) throws {
  let rule = try #require(Fixtures.parse(text, as: .addItem).slots.recurrence, "\(text)")
  #expect(rule.freq == .weekly && rule.byWeekdays == days, "\(text): \(rule)")
}

@Test(
  arguments: [
    ("add a task quarterly: review investments", Recurrence.Frequency.monthly, 3),
    ("uh once a quarter change the toothbrush head", .monthly, 3),
    ("i wanna start changing the sheets like every fortnight", .weekly, 2),
    ("new habit: take a cold shower, alternate days", .daily, 2),
  ] as [(String, Recurrence.Frequency, Int)])
func quartersFortnightsAndAlternateDaysAreRules(_ text: String, _ freq: Recurrence.Frequency, _ interval: Int) throws {
  let rule = try #require(Fixtures.parse(text, as: .addItem).slots.recurrence, "\(text)")
  #expect(rule.freq == freq && rule.interval == interval, "\(text): \(rule)")
}

@Test func aQuarterOfAnHourAndAQuarterlyThingAreNoRule() {
  let early = Fixtures.parse("make the bed at a quarter past seven every morning", as: .addItem).slots
  #expect(early.recurrence?.interval == 1 && early.recurrence?.freq == .daily)
  #expect(early.time == LocalTime(hour: 7, minute: 15))
  let slides = Fixtures.parse("add finish the quarterly slides due friday", as: .addItem).slots
  #expect(slides.recurrence == nil && slides.name == "Finish the quarterly slides")
}

@Test(arguments: [
  ("Pay rent → monthly, day 1", [1]),
  ("add pay phone bill every month the 5", [5]),
  ("pay internet every 5th of month", [5]),
  ("new habit: deep clean the fridge, monthly, last day", [-1]),
])
func aMonthsDaySaidAfterItsRuleIsItsDay(_ text: String, _ days: [Int]) throws {
  let rule = try #require(Fixtures.parse(text, as: .addItem).slots.recurrence, "\(text)")
  #expect(rule.freq == .monthly && rule.byMonthDays == days, "\(text): \(rule)")
}

@Test func aMonthsLastWeekdaySaidAfterItsRuleIsItsDay() throws {
  let rule = try #require(Fixtures.parse("Review goals - monthly, last Fri", as: .addItem).slots.recurrence)
  #expect(rule.byNthWeekday == [NthWeekday(n: -1, weekday: 5)])
  let saturday = try #require(Fixtures.parse("+ deep clean bathroom, last sat of month", as: .addItem).slots.recurrence)
  #expect(saturday.freq == .monthly && saturday.byNthWeekday == [NthWeekday(n: -1, weekday: 6)])
}

@Test func howOftenIsTheTargetOfAHabitSaidWithItsLength() {
  let ukulele = Fixtures.parse(
    "could you add a habit practise the ukulele forty five minutes three times a week", as: .addItem)
  #expect(ukulele.slots.target == 3 && ukulele.slots.unit == .count && ukulele.slots.period == .week)
  // With no "how often", the length is the target.
  let read = Fixtures.parse("add a habit to read 20 minutes every day", as: .addItem).slots
  #expect(read.target == 20 && read.unit == .min)
  let steps = Fixtures.parse("got a couple thousand steps walking to the shop", as: .logProgress).slots
  #expect(steps.amount == 2000)
}

@Test func litresMisheardAsLeadersAndAPoliteSkipAreReadAsMeant() {
  let half = Fixtures.parse("i drank half a leader of water", as: .logProgress).slots
  #expect(half.amount == 500 && half.unit == .ml)
  let skip = Fixtures.parse("would you mind skipping tomorrow's run i have a work dinner", as: .skip).slots
  #expect(skip.note == "i have a work dinner", "\(String(describing: skip.note))")
}
