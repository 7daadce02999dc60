import SherpaCore
import Testing

@testable import SherpaIntent

/// Dates the readers leave alone, read again for the slots: a day before its month after
/// "by" (which the time reader takes for a clock time), and slashed dates whose day and
/// month cannot be mistaken.
@Test(arguments: [
  ("goal lose 5kg by 1 march", "2027-03-01", "Lose 5kg"),
  ("goal: xmas shopping done by 18 Dec", "2026-12-18", "Xmas shopping done"),
  ("goal pass driving test by 15/01", "2027-01-15", "Pass driving test"),
  ("new goal: read 20 books by 31/12/2027", "2027-12-31", "Read 20 books"),
  ("goal 20 pushups in a row by 12/20 💪", "2026-12-20", "20 pushups in a row"),
])
func aWrittenDateIsTheGoalsDeadline(_ text: String, _ date: String, _ title: String) {
  let slots = Fixtures.parse(text, as: .goalCreate).slots
  #expect(slots.date == LocalDay(date), "\(text): \(String(describing: slots.date))")
  #expect(slots.title == title, "\(text): \(slots.title ?? "nil")")
}

@Test func aDateThatCouldBeEitherWayIsNotGuessed() {
  // 1/2/27: the first of February or the second of January.
  #expect(Fixtures.parse("add goal get fit for the ski trip by 1/2/27", as: .goalCreate).slots.date == nil)
  #expect(DateRereading.slashDates("by 25/12 or 1/2 and 12/20/27").map(\.day) == [25, 20])
  // "by 6" with no month after it stays a time.
  #expect(Fixtures.parse("add a task to call the bank by 6 pm", as: .addItem).slots.time == LocalTime("18:00"))
}
