import Testing

@testable import SherpaIntent

/// A goal's title and a new item's name keep what the person wrote: symbols, inner
/// punctuation and case, without the quotes and bullets around them.
@Test(arguments: [
  ("been stressing about money tbh. goal: save $5000 by end of 2027", "Save $5000"),
  ("Goal: £2000 saved for Japan by 1 June", "£2000 saved for Japan"),
  ("Set a goal: sub-25 5k", "Sub-25 5k"),
  ("goal: 10 pull-ups", "10 pull-ups"),
  ("new goal: run a sub-50 10k", "Run a sub-50 10k"),
])
func aGoalsTitleKeepsWhatWasWritten(_ text: String, _ title: String) {
  #expect(Fixtures.parse(text, as: .goalCreate).slots.title == title, "\(text)")
}

@Test(arguments: [
  ("+call grandma sundays 7pm ☎️", "Call grandma"),
  ("add push-ups, 50 a day", "Push-ups"),
  ("daily 6pm: spellings w/ Leo", "Spellings w/ Leo"),
  ("add 'water the plants' every 3 days", "Water the plants"),
  ("add walk the neighbour’s dog daily", "Walk the neighbour's dog"),
])
func aNewItemsNameKeepsWhatWasWritten(_ text: String, _ name: String) {
  #expect(Fixtures.parse(text, as: .addItem).slots.name == name, "\(text)")
}

@Test func aNameTheNormaliserChangedIsNotTakenFromTheRawText() {
  // "ten" became 10, so no stretch of what was said scans to the name's words.
  #expect(RawSpan.restored(["read", "10", "pages"], in: "read ten pages") == nil)
  #expect(RawSpan.restored(["read", "10", "pages"], in: "— Read 10 pages!") == "Read 10 pages")
  // A control character in the stretch keeps it from being taken.
  #expect(RawSpan.restored(["read", "pages"], in: "read\u{7} pages") == nil)
}
