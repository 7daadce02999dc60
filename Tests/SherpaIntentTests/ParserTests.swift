import Foundation
import SherpaCore
import Testing

@testable import SherpaIntent

@Test func jsonHasExactlyTheCLIShape() throws {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  let result = Fixtures.parse("add a habit to walk 10000 steps every monday wednesday and friday at 7:30")
  let json = String(decoding: try encoder.encode(result), as: UTF8.self)
  let confidence = String(format: "%g", (result.confidence * 100).rounded() / 100)
  #expect(
    json == #"{"confidence":"# + confidence
      + #","intent":"add_item","slots":{"kind":"habit","name":"Walk","period":"day","#
      + #""recurrence":{"by_weekdays":[1,3,5],"end":{"type":"never"},"freq":"weekly","interval":1},"#
      + #""target":10000,"time":"07:30","unit":"steps"}}"#)
}

@Test func absentSlotsAreLeftOut() throws {
  let json = String(decoding: try JSONEncoder().encode(Fixtures.parse("undo")), as: UTF8.self)
  #expect(json.contains(#""slots":{}"#))
}

@Test func ambiguousNameLowersConfidenceAndListsCandidates() {
  let result = Fixtures.parse("did my pages")
  #expect(result.candidates.map(\.name).sorted() == ["Evening pages", "Morning pages"])
  #expect(!result.sure)
  #expect(result.itemID == nil)
}

@Test func fuzzyNamesResolveToTheStoredItem() {
  #expect(Fixtures.parse("brushed my teeth").itemID == 2)
  #expect(Fixtures.parse("i meditatd").itemID == 6)
  #expect(Fixtures.parse("teeth brushed").itemID == 2)
  #expect(Fixtures.parse("walked the dog").itemID == 19)
  #expect(Fixtures.parse("walked 3000 steps").itemID == 3)
}

@Test func habitOrTaskIsInferred() {
  #expect(Fixtures.parse("add read every day").slots.kind == .habit)
  #expect(Fixtures.parse("add file taxes by friday").slots.kind == .task)
  #expect(Fixtures.parse("remind me to call the bank tomorrow").slots.kind == .task)
  #expect(Fixtures.parse("add stretching three times a week").slots.kind == .habit)
}

@Test func unitConversionIsReportedForTheReply() {
  let result = Fixtures.parse("ran two miles")
  #expect(result.slots.amount == 3.22 && result.slots.unit == .km)
  #expect(result.conversionNote == "2 miles → 3.22 km")
}

@Test func reflectionCarriesKindAndSleepQuality() {
  let morning = Fixtures.parse("slept badly maybe a 2")
  #expect(morning.reflectionKind == .morning && morning.sleepQuality == 2)
  let night = Fixtures.parse("night reflection today was calm")
  #expect(night.reflectionKind == .night)
}

@Test func timeSlotsAreCarried() {
  #expect(Fixtures.parse("add stretching every day after waking up").timeSlot == .afterWake)
  #expect(Fixtures.parse("add floss before bed").timeSlot == .beforeBed)
}

@Test func gibberishIsUnknownAndGoesToTheLLM() {
  for text in ["", "   ", "asdf qwerty", "🙂🙂🙂", "what's the weather like"] {
    let result = Fixtures.parse(text)
    #expect(result.intent == .unknown)
    #expect(!result.sure)
  }
}

@Test func confidentParsesClearTheThreshold() {
  for text in ["did 20 minutes of reading", "skip gym today", "yes", "show my stats", "brushed my teeth"] {
    #expect(Fixtures.parse(text).sure, "\(text)")
  }
}

@Test func sameInputGivesTheSameResult() {
  let text = "um add a habit to read twenty minutes every weekday at half past seven"
  #expect(Fixtures.parse(text) == Fixtures.parse(text))
}

@Test(arguments: [
  ("add a weekly review every sunday at 6pm", Intent.addItem, "Weekly review"),
  ("remind me to take out the trash every tuesday evening", .addItem, "Take out the trash"),
  ("how many steps did i walk this week", .stats, "Walk"),
  ("drink water 250", .logProgress, "Drink water"),
  ("delete my run habit", .deleteItem, "Run"),
  ("i did my stretches", .complete, "Stretch"),
  ("had 2 cups of water", .logProgress, "Drink water"),
  ("start a 25 minute focus on taxes", .startFocus, "Taxes"),
])
func utterancesBeyondTheCorpus(_ text: String, _ intent: Intent, _ name: String) {
  let result = Fixtures.parse(text)
  #expect(result.intent == intent)
  #expect(result.slots.name == name)
}

@Test func commandWordsLaterInASentenceAreNotCommands() {
  #expect(Fixtures.parse("remind me to put the trash out").intent == .addItem)
  #expect(Fixtures.parse("add a task to remove the old shelf").intent == .addItem)
}

@Test(arguments: [
  ("sure thing", Intent.confirm), ("go for it", .confirm), ("why not", .confirm), ("nah i'm good", .decline),
  ("not really", .decline), ("cancel that", .decline), ("show my habits", .showToday),
])
func shortAnswersAndQueries(_ text: String, _ intent: Intent) {
  #expect(Fixtures.parse(text).intent == intent)
}

@Test func anItemIntentWithoutAnItemIsAskedAbout() {
  let done = Fixtures.parse("i'm done")
  #expect(!done.sure)
  #expect(Fixtures.parse("skip it").slots.name == nil)
  #expect(Fixtures.parse("add meditation to my habits").slots.name == "Meditation")
}

@Test func whatIsLeftInAPartOfTheDayAsksWhatIsDue() {
  let evening = Fixtures.parse("what's left this evening")
  #expect(evening.intent == .due)
  #expect(evening.timeSlot == .evening)
  #expect(Fixtures.parse("whats due").intent == .due)
  // The writers split on it (the day's view, or what is still due): either answers.
  #expect([.showToday, .due].contains(Fixtures.parse("what is left today").intent))
}

@Test func numbersThatBelongToANameStayInIt() {
  #expect(Fixtures.parse("add a task to finish report number 12 today").slots.name == "Finish report number 12")
  #expect(Fixtures.parse("add a habit to read chapter 3 every day").slots.name == "Read chapter 3")
  #expect(Fixtures.parse("add a habit to read 20 pages every day").slots.name == "Read")
  // A reference of three digits or more straight after the name stays in it; a count
  // with a period, or one that counts something, is a target as before.
  #expect(Fixtures.parse("add a task to file report 1100 today").slots.name == "File report 1100")
  #expect(Fixtures.parse("add a task to fix bug 4521 tomorrow").slots.name == "Fix bug 4521")
  let pushups = Fixtures.parse("add pushups 100 a day").slots
  #expect(pushups.name == "Pushups" && pushups.target == 100)
  let counted = Fixtures.parse("add a habit to do 100 pushups").slots
  #expect(counted.name == "Do pushups" && counted.target == 100)
  // A thing counted that the units do not know is the name when nothing else is said:
  // "do 10 pullups a day" had no name left once the target took "pullups".
  for (text, name) in [
    ("add a habit to do 10 pullups a day", "Pullups"), ("add a habit to do 20 lunges every day", "Lunges"),
  ] {
    let slots = Fixtures.parse(text).slots
    #expect(slots.name == name && slots.countLabel != nil && slots.unit == .count, "\(text): \(slots)")
  }
}

/// Time given to something ("spend 20 minutes reading") is the target, and what it is
/// given to the name; a verb with no time after it keeps its words.
@Test func timeSpentOnSomethingNamesTheSomething() {
  for (text, name) in [
    ("add a habit to spend 20 minutes reading", "Reading"),
    ("add a habit to take 10 minutes to stretch every morning", "Stretch"),
    ("add a habit to set aside 15 minutes for planning every day", "Planning"),
    ("add a habit to spend an hour on spanish every day", "Spanish"),
    ("add a habit to spend time with the kids every evening", "Spend time with the kids"),
    ("add a habit to take a 20 minute walk every day", "Take a walk"),
  ] {
    #expect(Fixtures.parse(text).slots.name == name, "\(text)")
  }
  #expect(Fixtures.parse("add a habit to spend 20 minutes reading").slots.target == 20)
}

@Test func aWeekdayInAWrapUpIsThePastOne() {
  // Fixtures.today is Monday 2026-11-23: "for saturday" is the 21st, not the 28th.
  let result = IntentParser(items: Fixtures.items).parse(
    "end of day for saturday: a 7, long but good", context: Fixtures.context)
  #expect(result.slots.date == LocalDay(year: 2026, month: 11, day: 21))
  #expect(result.slots.note == "long but good")
  #expect(result.slots.score == 7)
}

@Test func aKindSaidOutrightDecides() {
  let task = Fixtures.parse("add a task to water the office plants every monday")
  #expect(task.intent == .addItem && task.slots.kind == .task && task.slots.recurrence?.byWeekdays == [1])
  let habit = Fixtures.parse("add a habit to call grandma on saturday")
  #expect(habit.intent == .addItem && habit.slots.kind == .habit)
  #expect(Fixtures.parse("add a task to pack box qubbc").slots.name == "Pack box qubbc")
}

/// A bare count beside a daily repeat is the day's target, and the counted noun is not
/// part of the name.
@Test(arguments: [
  ("habit: gratitude list, 3 things every night before bed", "Gratitude list", 3.0),
  ("um can you add a new habit push ups fifty every day", "Push ups", 50.0),
  ("New habit - push ups, 50 daily pls", "Push ups", 50.0),
])
func aCountBesideADailyRepeatIsTheTarget(_ text: String, _ name: String, _ target: Double) {
  let result = Fixtures.parse(text)
  #expect(result.intent == .addItem)
  #expect(result.slots.name == name)
  #expect(result.slots.target == target && result.slots.unit == .count && result.slots.period == .day)
}

/// A number that belongs to the name is not a target, even beside a daily repeat.
@Test func aNumberInTheNameIsNotATarget() {
  let result = Fixtures.parse("add a habit to read chapter 3 every day")
  #expect(result.slots.name == "Read chapter 3" && result.slots.target == nil)
}

/// "this morning", "yesterday evening" say when, and never name "Morning pages".
@Test(arguments: [
  ("um yoga twenty minutes this morning", "Yoga"),
  ("rang mom yesterday evening", "Call mom"),
  ("my watch says ive done six thousand steps already this morning", "Walk"),
])
func aPartOfTheDayIsNotAnItemsWord(_ text: String, _ name: String) {
  let result = Fixtures.parse(text)
  #expect(result.slots.name == name, "\(result.slots)")
}

/// How soon a goal is for is read wherever it is said, and kept out of the title.
@Test(arguments: [
  ("new goal for later: write a novel", Goal.Priority.later, "Write a novel"),
  ("i want to run a marathon one day", .later, "Run a marathon"),
  ("goal: learn the piano, top priority", .now, "Learn the piano"),
])
func aGoalsPriorityIsReadAndLeftOutOfItsTitle(_ text: String, _ priority: Goal.Priority, _ title: String) {
  let result = Fixtures.parse(text)
  #expect(result.intent == .goalCreate)
  #expect(result.goalPriority == priority && result.slots.title == title, "\(result.slots)")
}
