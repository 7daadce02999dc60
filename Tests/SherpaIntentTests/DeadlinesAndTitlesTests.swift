import SherpaCore
import Testing

@testable import SherpaIntent

/// A goal's deadline in the words people use for one (today is Monday 23 November 2026).
@Test(arguments: [
  ("new goal cycle 300 km this month", 2026, 11, 30),
  ("goal: finish twelve paintings this year", 2026, 12, 31),
  ("my goal is to run a marathon next year", 2027, 12, 31),
  ("goal: clear the loft by year end", 2026, 12, 31),
  ("set a goal to learn to knit before the year is out", 2026, 12, 31),
  ("goal: write 20 poems by NYE", 2026, 12, 31),
  ("goal: stop biting my nails by new year", 2027, 1, 1),
  ("goal: 500 subscribers by end of Q2", 2027, 6, 30),
  ("add a goal: see the northern lights by next march", 2027, 3, 31),
  ("new goal pay off the car by the end of twenty twenty eight", 2028, 12, 31),
  ("goal to sell the flat by the end of january next year", 2027, 1, 31),
  ("goal to get promoted by the end of december next year", 2027, 12, 31),
])
func aGoalsDeadlineIsReadInEverydayWords(_ text: String, _ year: Int, _ month: Int, _ day: Int) {
  let slots = Fixtures.parse(text, as: .goalCreate).slots
  #expect(slots.date == LocalDay(year: year, month: month, day: day), "\(text): \(String(describing: slots.date))")
}

@Test func aNewYearsResolutionIsNoDeadline() {
  let slots = Fixtures.parse("my new year's resolution is to read more, make it a goal", as: .goalCreate).slots
  #expect(slots.date == nil)
}

/// "the first draft", "the second chapter": the ordinal counts, it is no day of the month;
/// a day said after it is the deadline.
@Test(arguments: [
  ("goal: finish the first draft by friday", "Finish the first draft", 27),
  ("new goal write the second chapter by the end of the month", "Write the second chapter", 30),
  ("my goal is to pass the first module", "Pass the first module", nil),
])
func anOrdinalThatCountsIsNoDay(_ text: String, _ title: String, _ day: Int?) {
  let slots = Fixtures.parse(text, as: .goalCreate).slots
  #expect(slots.title == title, "\(text)")
  #expect(slots.date == day.flatMap { LocalDay(year: 2026, month: 11, day: $0) }, "\(text)")
}

@Test func theFirstAloneIsStillADay() {
  let slots = Fixtures.parse("goal: send the manuscript by the first", as: .goalCreate).slots
  #expect(slots.date == LocalDay(year: 2026, month: 12, day: 1))
}

/// What asks for the goal after its title stays out of it.
@Test(arguments: [
  ("i want to swim a mile put that in as a goal", "Swim a mile"),
  ("goal: learn fifty words of welsh hold me to it", "Learn fifty words of welsh"),
  ("I want to bake 20 loaves - can u set that up as a goal", "Bake 20 loaves"),
])
func aGoalsTitleEndsBeforeTheAsking(_ text: String, _ title: String) {
  #expect(Fixtures.parse(text, as: .goalCreate).slots.title == title, "\(text)")
}

/// A goal to break into steps keeps its amounts as said, and what "in" names.
@Test(arguments: [
  ("break training for my first half marathon into steps", "Training for my first half marathon"),
  ("split swim five k under two hours into milestones", "Swim five k under two hours"),
  ("i want to get a job in graphic design break it down into steps", "Get a job in graphic design"),
  ("break learn the piano into steps", "Learn the piano"),
  ("can you break paint the shed in small steps", "Paint the shed"),
])
func aGoalToBreakKeepsItsWords(_ text: String, _ title: String) {
  #expect(Fixtures.parse(text, as: .decompose).slots.title == title, "\(text)")
}

/// The item after an arrow; a name put "in" or "on" the list without that word.
@Test(arguments: [
  ("plumber coming friday → clear under the sink thursday", "Clear under the sink"),
  ("gym bag stinks -> wash the gym bag tomorrow", "Wash the gym bag"),
  ("put water the tomatoes in for tomorrow", "Water the tomatoes"),
  ("stick defrost the freezer on for sunday", "Defrost the freezer"),
  ("remind me to put the bins back in tomorrow", "Put the bins back in"),
  // "in" as a verb's particle stays; what is left of a time goes.
  ("remind me to let the plumber in tomorrow at eight", "Let the plumber in"),
  ("add a habit mood check in every day at noon", "Mood check in"),
  ("add a task renew the passport in three weeks", "Renew the passport"),
])
func aNewItemIsNamedWithoutWhatLedOrPlacedIt(_ text: String, _ name: String) {
  #expect(Fixtures.parse(text, as: .addItem).slots.name == name, "\(text)")
}

/// "a good one", "a rough one": the day, not a score of one.
@Test(arguments: [
  ("wrap up: a rough one, the boiler broke. 4/10", "a rough one, the boiler broke", 4),
  ("end of day long one but worth it seven out of ten", "long one but worth it", 7),
  ("end of day honestly a one today nothing went right", "nothing went right", 1),
])
func oneThatNamesTheDayIsNoScore(_ text: String, _ note: String, _ score: Int) {
  let slots = Fixtures.parse(text, as: .endOfDay).slots
  #expect(slots.score == score, "\(text)")
  #expect(slots.note == note, "\(text): \(slots.note ?? "nil")")
}
