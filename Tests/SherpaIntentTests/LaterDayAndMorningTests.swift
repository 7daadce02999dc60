import SherpaCore
import Testing

@testable import SherpaIntent

/// Of two days said, the one asked for; an hour before waking said of a morning is that
/// morning's. (Today is Monday 23 November 2026; waking at seven.)
/// The later day for an add or an edit, or one that corrects the first; a day said as a
/// reason or denied is passed by.
@Test(arguments: [
  ("ugh i'm not doing taxes today move it to friday", Intent.editItem, 27),
  ("so i won't have time to call mom today can you put it on tomorrow", .editItem, 24),
  ("let's clean the kitchen on thursday uh actually make it wednesday", .editItem, 25),
  ("the return window closes friday so thursday at two pm i need to drop the parcel at the post office", .addItem, 26),
  ("remind me to call the plumber tomorrow no thursday", .addItem, 26),
  ("skip stretch tomorrow no wednesday", .skip, 25),
  ("move write report to wednesday i'm on a plane tomorrow", .editItem, 25),
  ("can you put taxes on wednesday instead i've got the paperwork coming tuesday", .editItem, 25),
  ("add a task buy a present for dad on saturday because his birthday's next week", .addItem, 28),
  ("call mum tomorrow instead of today", .editItem, 24),
  ("skip gym today, exam tomorrow", .skip, 23),
  ("skip taxes today the accountant's on holiday till next week", .skip, 23),
])
func ofTwoDaysTheOneAskedForIsRead(_ text: String, _ intent: Intent, _ day: Int) {
  let slots = Fixtures.parse(text, as: intent).slots
  #expect((slots.date ?? slots.startDate) == LocalDay(year: 2026, month: 11, day: day), "\(text)")
}

@Test(arguments: [
  ("i want to start praying every morning at six thirty", Intent.addItem, 6, 30),
  ("set up a morning routine at six thirty with brush teeth then meditate", .routine, 6, 30),
  ("add breathwork every morning at quarter past six", .addItem, 6, 15),
  ("breathwork daily 06:15", .addItem, 6, 15),
  // Said of a later part of the day, or with nothing said of it, an early hour is after noon.
  ("gym i want it at six in evening not morning", .editItem, 18, 0),
  ("tomorrow at half six remind me to put the bins out", .addItem, 18, 30),
  ("every morning at 6pm", .addItem, 18, 0),
  // Written with a dot, or said without "at" before the part of the day.
  ("Dog walk at 7.15 every morning", .editItem, 7, 15),
  ("pronunciation practice mon-fri 7.30am pls add", .addItem, 7, 30),
  ("parents evening wed 6.30pm", .addItem, 18, 30),
  ("add hoover the stairs every saturday ten in the morning", .addItem, 10, 0),
  ("set call mom for six this evening", .editItem, 18, 0),
  ("um i wanna set up a routine for nine in the evening with stretching then reading", .routine, 21, 0),
])
func aClockTimeIsReadInItsHalfOfTheDay(_ text: String, _ intent: Intent, _ hour: Int, _ minute: Int) {
  let slots = Fixtures.parse(text, as: intent).slots
  #expect(slots.time == LocalTime(hour: hour, minute: minute), "\(text): \(String(describing: slots.time))")
}

@Test(arguments: [
  ("show me my entry from 2 days ago", Intent.journal, 21),
  ("oh the kitchen got cleaned two days ago tick it off for then", .complete, 21),
  ("a week ago i ran 5 km and never logged it", .logProgress, 16),
])
func aDaySaidAsHowLongAgoIsThatDay(_ text: String, _ intent: Intent, _ day: Int) {
  #expect(Fixtures.parse(text, as: intent).slots.date == LocalDay(year: 2026, month: 11, day: day), "\(text)")
}

@Test func aNumberWithADotIsNoClockTime() {
  let run = Fixtures.parse("add a habit to run 2.5 km every day", as: .addItem).slots
  #expect(run.time == nil && run.target == 2.5)
}
