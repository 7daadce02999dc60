import SherpaCore
import Testing

@testable import SherpaIntent

/// A new item's name is what follows the last command, up to the request that trails
/// it; the name's own verbs stay.
@Test(arguments: [
  ("add a task to change the bed sheets", "change the bed sheets"),
  ("remind me to plan the week", "plan the week"),
  ("add a habit to do squats", "do squats"),
  ("so could you add a habit to sketch for starting", "sketch"),
  ("cycle to work add it", "cycle to work"),
  ("i need to return the library books add that as a task", "return the library books"),
  ("take creatine new habit", "take creatine"),
  ("take the bins out remind me", "take the bins out"),
  ("renew passport due", "renew passport"),
  ("get a haircut", "get a haircut"),
  ("add a weekly review", "weekly review"),
])
func newItemNameIsCutFromTheWords(_ text: String, _ expected: String) {
  let words = text.split(separator: " ").map(String.init)
  #expect(NewItemName.cut(words).joined(separator: " ") == expected)
}

@Test func countedThingsAreTheTargetsUnlessTheyAreTheActivity() {
  let vocab = Fixtures.parse("add a habit practise spanish vocab twenty five words a day")
  #expect(vocab.slots.name == "Practise spanish vocab" && vocab.slots.target == 25 && vocab.slots.period == .day)
  #expect(Fixtures.parse("add a habit to eat 5 portions of fruit and veg a day").slots.name == "Eat fruit and veg")
  #expect(Fixtures.parse("add a habit: 50 push ups every day").slots.name == "Push ups")
  #expect(Fixtures.parse("add a habit to row at 6:30am").slots.time == LocalTime(hour: 6, minute: 30))
  let rule = Fixtures.parse("add a habit no alcohol monday to thursday")
  #expect(rule.slots.name == "No alcohol" && rule.slots.recurrence?.byWeekdays == [1, 2, 3, 4])
  #expect(Fixtures.parse("add a habit mobility routine wed fri sat").slots.recurrence?.byWeekdays == [3, 5, 6])
}
