import SherpaCore
import Testing

@testable import SherpaIntent

func recurrence(_ text: String) -> Recurrence? {
  RecurrencePhrases.find(in: Normalizer.normalize(text).words, today: Fixtures.today)?.reading.recurrence
}

@Test(arguments: [
  ("every day", Recurrence(freq: .daily)),
  ("daily", Recurrence(freq: .daily)),
  ("weekdays", Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 5])),
  ("on weekends", Recurrence(freq: .weekly, byWeekdays: [6, 7])),
  ("every other tuesday", Recurrence(freq: .weekly, interval: 2, byWeekdays: [2])),
  ("every monday wednesday and friday", Recurrence(freq: .weekly, byWeekdays: [1, 3, 5])),
  ("on mondays and thursdays", Recurrence(freq: .weekly, byWeekdays: [1, 4])),
  ("every 3 days", Recurrence(freq: .daily, interval: 3)),
  ("every two weeks", Recurrence(freq: .weekly, interval: 2)),
  ("every 2 weeks on tue and thu", Recurrence(freq: .weekly, interval: 2, byWeekdays: [2, 4])),
  ("fortnightly", Recurrence(freq: .weekly, interval: 2)),
  ("every month on the first", Recurrence(freq: .monthly, byMonthDays: [1])),
  ("every month on the last day", Recurrence(freq: .monthly, byMonthDays: [-1])),
  ("every third friday", Recurrence(freq: .monthly, byNthWeekday: [NthWeekday(n: 3, weekday: 5)])),
  ("every last friday of the month", Recurrence(freq: .monthly, byNthWeekday: [NthWeekday(n: -1, weekday: 5)])),
  ("every day except sunday", Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 5, 6])),
  ("every day for ten days", Recurrence(freq: .daily, end: .afterCount(10))),
  ("every day until christmas", Recurrence(freq: .daily, end: .onDate(LocalDay(year: 2026, month: 12, day: 25)!))),
  ("every 3 days after completion", Recurrence(freq: .daily, interval: 3, afterCompletion: true)),
  ("every morning", Recurrence(freq: .daily)),
  ("every day but sunday", Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 5, 6])),
  ("every day apart from saturdays", Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 5, 7])),
  ("daily other than wednesday", Recurrence(freq: .weekly, byWeekdays: [1, 2, 4, 5, 6, 7])),
  ("weekdays except for fridays", Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4])),
  ("every second tuesday", Recurrence(freq: .weekly, interval: 2, byWeekdays: [2])),
  ("every 2nd tue and thu", Recurrence(freq: .weekly, interval: 2, byWeekdays: [2, 4])),
  ("every second tuesday of the month", Recurrence(freq: .monthly, byNthWeekday: [NthWeekday(n: 2, weekday: 2)])),
  (
    "every 2nd and 4th tuesday",
    Recurrence(freq: .monthly, byNthWeekday: [NthWeekday(n: 2, weekday: 2), NthWeekday(n: 4, weekday: 2)])
  ),
  ("on sundays to thursdays", Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 7])),
  ("friday to monday", Recurrence(freq: .weekly, byWeekdays: [1, 5, 6, 7])),
  ("every 3 days counting from when i last did it", Recurrence(freq: .daily, interval: 3, afterCompletion: true)),
  ("every 2 weeks after each time i do it", Recurrence(freq: .weekly, interval: 2, afterCompletion: true)),
  ("every 4 days counted from the last time", Recurrence(freq: .daily, interval: 4, afterCompletion: true)),
])
func recurrencePhraseIsRead(_ text: String, _ expected: Recurrence) {
  #expect(recurrence(text) == expected)
}

/// "but" and "apart from" that do not name a day leave the rule as it was read.
@Test func aButThatNamesNoDayIsNotAnException() {
  #expect(recurrence("every day but only ten minutes") == Recurrence(freq: .daily))
  #expect(recurrence("every monday apart from that") == Recurrence(freq: .weekly, byWeekdays: [1]))
}

@Test func countsPerPeriodAreTargetsNotRules() throws {
  let twice = try #require(FrequencyPhrases.find(in: Normalizer.normalize("twice a day").words))
  #expect(twice.target == 2 && twice.period == .day)
  let three = try #require(FrequencyPhrases.find(in: Normalizer.normalize("three times a week").words))
  #expect(three.target == 3 && three.period == .week)
  #expect(recurrence("three times a week") == nil)
  let parsed = Fixtures.parse("add stretching twice a day")
  #expect(parsed.slots.target == 2 && parsed.slots.period == .day && parsed.slots.kind == .habit)
}

@Test func phraseIsFoundInsideALongerUtterance() throws {
  let words = Normalizer.normalize("add a habit to run every other tuesday at 7").words
  let found = try #require(RecurrencePhrases.find(in: words, today: Fixtures.today))
  #expect(Array(words[found.range]) == ["every", "other", "tuesday"])
}

/// Two day names joined by a dash are the days between them ("mon-fri" is not Monday and
/// Friday); without a dash they stay two days.
@Test func aDashBetweenTwoDaysIsEveryDayBetween() {
  let cases: [(String, [Int])] = [
    ("add no alcohol mon-fri", [1, 2, 3, 4, 5]), ("add stretch Mon–Sat", [1, 2, 3, 4, 5, 6]),
    ("add yoga fri-mon", [1, 5, 6, 7]), ("add swim mon fri", [1, 5]),
  ]
  for (text, days) in cases {
    #expect(Fixtures.parse(text).slots.recurrence?.byWeekdays == days, "\(text)")
  }
  #expect(DayRange.expanded([1, 5], raw: "check-in mon fri") == nil)
}

/// An end said as a number of repeats ends the rule after that many; a count with a
/// period ("three times a week") stays a target.
@Test(arguments: [
  ("every day and stop after fourteen times", Recurrence(freq: .daily, end: .afterCount(14))),
  ("every friday six times then stop", Recurrence(freq: .weekly, byWeekdays: [5], end: .afterCount(6))),
  ("daily ends after 14 times", Recurrence(freq: .daily, end: .afterCount(14))),
  ("every day for ten sessions", Recurrence(freq: .daily, end: .afterCount(10))),
  ("every monday 8 times in total", Recurrence(freq: .weekly, byWeekdays: [1], end: .afterCount(8))),
])
func anEndCountedInRepeats(_ text: String, _ expected: Recurrence) {
  #expect(recurrence(text) == expected, "\(text)")
}

@Test func aCountWithAPeriodIsNotAnEnd() {
  let parse = Fixtures.parse("add a habit to swim three times a week")
  #expect(parse.slots.target == 3 && parse.slots.period == .week)
  #expect(parse.slots.recurrence?.end == nil || parse.slots.recurrence?.end == .never)
}

/// "Of the month" after a day of it is a monthly rule ("book club on the first monday of the
/// month", "1st of the month"), unless the day is where something is moved or due.
@Test func aDayOfTheMonthRepeatsUnlessItIsWhereSomethingGoes() {
  #expect(
    recurrence("add book club on the first monday of the month at seven pm")
      == Recurrence(freq: .monthly, byNthWeekday: [NthWeekday(n: 1, weekday: 1)]))
  #expect(recurrence("check my credit score 1st of the month") == Recurrence(freq: .monthly, byMonthDays: [1]))
  #expect(
    recurrence("submit my timesheet the last friday of the month")
      == Recurrence(freq: .monthly, byNthWeekday: [NthWeekday(n: -1, weekday: 5)]))
  #expect(recurrence("push paying rent to the first of the month") == nil)
  #expect(recurrence("pay the deposit by the 15th of the month") == nil)
  #expect(Fixtures.parse("move pay rent to the first of the month").slots.recurrence == nil)
}

/// A list of month days is a monthly rule without "of every month" too, said after "on",
/// as nth weekdays, or with three days or the last; not a list of dates of a named month,
/// where something goes, or a lone day.
@Test func aListOfMonthDaysRepeatsMonthly() {
  #expect(
    recurrence("add water the plants on the 3rd, 20th and the last day")
      == Recurrence(freq: .monthly, byMonthDays: [3, 20, -1]))
  #expect(
    recurrence("add book club the first, third and fifth tuesday")
      == Recurrence(
        freq: .monthly,
        byNthWeekday: [NthWeekday(n: 1, weekday: 2), NthWeekday(n: 3, weekday: 2), NthWeekday(n: 5, weekday: 2)]))
  #expect(recurrence("remind me to pay rent on the 1st and 15th") == Recurrence(freq: .monthly, byMonthDays: [1, 15]))
  #expect(Fixtures.parse("remind me to pay rent on the 1st and 15th").slots.name == "Pay rent")
  #expect(recurrence("dentist on the 3rd and 20th of december") == nil)
  #expect(recurrence("move rent to the 1st and 15th") == nil)
  #expect(recurrence("read the first and second chapters") == nil)
  #expect(recurrence("meeting on the 2nd") == nil)
}

/// Plural weekdays said apart from "every week" / "every 2 weeks" are the rule's days,
/// and their words are read (no start date, nothing left in the name).
@Test func weekdaysSaidApartFromAWeeklyRuleAreItsDays() throws {
  let grandma = Fixtures.parse("add call grandma sundays at five pm every week").slots
  #expect(grandma.recurrence == Recurrence(freq: .weekly, byWeekdays: [7]))
  #expect(grandma.name == "Call grandma" && grandma.startDate == nil && grandma.time == LocalTime(hour: 17, minute: 0))
  #expect(
    recurrence("gym mondays and thursdays at 7 every 2 weeks")
      == Recurrence(freq: .weekly, interval: 2, byWeekdays: [1, 4]))
  #expect(try RecurrenceReader.read("sundays every week", today: Fixtures.today).recurrence.byWeekdays == [7])
  #expect(recurrence("call grandma every week") == Recurrence(freq: .weekly))
  // "weekly" before a word of the name stays in it.
  #expect(Fixtures.parse("add weekly review on fridays at four in the afternoon").slots.name == "Weekly review")
  #expect(
    recurrence("move money to savings fortnightly on fridays")
      == Recurrence(freq: .weekly, interval: 2, byWeekdays: [5]))
}

/// A day of the month said in two words ("the twenty eighth") is one day, not the 8th;
/// "weekly on tue" and "every 2 wks thu" name their day.
@Test func aCompoundOrdinalIsOneDayAndWeeklyOnNamesItsDay() {
  #expect(recurrence("every month on the twenty eighth") == Recurrence(freq: .monthly, byMonthDays: [28]))
  #expect(recurrence("on the thirty first of each month") == Recurrence(freq: .monthly, byMonthDays: [31]))
  #expect(
    recurrence("the twenty first and the last day of every month") == Recurrence(freq: .monthly, byMonthDays: [21, -1]))
  #expect(recurrence("weekly on tue") == Recurrence(freq: .weekly, byWeekdays: [2]))
  #expect(recurrence("weekly on mon and thu") == Recurrence(freq: .weekly, byWeekdays: [1, 4]))
  #expect(recurrence("weekly") == Recurrence(freq: .weekly))
  #expect(recurrence("change the sheets every 2 wks") == Recurrence(freq: .weekly, interval: 2))
  #expect(recurrence("piano every 2 wks thu") == Recurrence(freq: .weekly, interval: 2, byWeekdays: [4]))
}

/// An end said after the rule's time ("every wednesday at ten for six weeks") bounds the
/// rule as it does said next to it; "for my back" is no end.
@Test func anEndSaidAfterTheTimeBoundsTheRule() {
  let physio = Fixtures.parse("physio every wednesday at ten for six weeks").slots
  #expect(physio.recurrence == recurrence("physio every wednesday for six weeks"))
  #expect(physio.recurrence?.end != .never && physio.time == LocalTime(hour: 10, minute: 0))
  #expect(physio.name == "Physio")
  let cardio = Fixtures.parse("cardio mon wed fri at 6:30pm for 12 sessions").slots
  #expect(cardio.recurrence?.end == .afterCount(12))
  let yoga = Fixtures.parse("add yoga every day at 7 for my back").slots
  #expect(yoga.recurrence?.end == .never)
  // "until christmas" after the time ends the rule; it is not the day it starts.
  let stretch = Fixtures.parse("add stretch every morning at 7 until christmas").slots
  #expect(stretch.recurrence?.end == .onDate(LocalDay(year: 2026, month: 12, day: 25)!))
  #expect(
    stretch.startDate == nil && stretch.date == nil && stretch.time == LocalTime(hour: 7, minute: 0)
      && stretch.name == "Stretch")
}
