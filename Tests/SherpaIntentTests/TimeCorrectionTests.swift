import SherpaCore
import Testing

@testable import SherpaIntent

/// A clock time said again after a correction is the one kept, in the half of the day of
/// the time it corrects unless it says its own.
@Test(arguments: [
  ("gratitude list every night at ten no half ten", Intent.addItem, "22:30"),
  ("add a gratitude list every night at ten actually make it ten thirty", .addItem, "22:30"),
  ("call the bank tmrw 3pm - actually make it 4pm", .addItem, "16:00"),
  ("remind me to call the bank tomorrow at twelve no half twelve", .addItem, "12:30"),
  ("can meditation be at seven um make it seven thirty", .editItem, "07:30"),
  ("gym 6am.. actually 7am", .editItem, "07:00"),
])
func aTimeSaidAgainIsTheOneKept(_ text: String, _ intent: Intent, _ time: String) {
  let slots = Fixtures.parse(text, as: intent).slots
  #expect(slots.time == LocalTime(time), "\(text): \(String(describing: slots.time))")
}

@Test func aTimeNotTakenBackStays() {
  #expect(Fixtures.parse("add a task to call the bank tomorrow at ten", as: .addItem).slots.time == LocalTime("10:00"))
  // "no" that takes back no time ("no phone after ten") leaves it.
  let phone = Fixtures.parse("add a habit no phone after ten every night at nine", as: .addItem).slots
  #expect(phone.time == LocalTime("21:00"))
  let bank = Fixtures.parse("um so tomorrow at nine no half nine ring the bank about the card", as: .addItem).slots
  #expect(bank.time == LocalTime("09:30"))
  #expect(bank.name == "Ring the bank about the card")
}

/// "make that a goal" asks for one: nothing said before it is taken back.
@Test func makeThatAGoalTakesNothingBack() {
  let goal = Fixtures.parse("i wanna pay off my credit card by christmas make that a goal", as: .goalCreate).slots
  #expect(goal.date == LocalDay(year: 2026, month: 12, day: 25))
  #expect(goal.title == "Pay off my credit card")
  let launch = Fixtures.parse(
    "i really need to launch my website by december fifteenth can you make that a goal", as: .goalCreate
  ).slots
  #expect(launch.date == LocalDay(year: 2026, month: 12, day: 15))
  // A correction still is one: "ten make that eleven".
  #expect(Fixtures.parse("add a habit to read ten pages make that eleven", as: .addItem).slots.target == 11)
}
