import SherpaCore
import Testing

@testable import SherpaIntent

/// A command word and an item's exact name are read without the model; anything more,
/// less or different is left to it.
@Test(arguments: [
  ("mark floss done", Intent.complete, "Floss"), ("mark brush teeth as done", .complete, "Brush teeth"),
  ("floss done", .complete, "Floss"), ("done the taxes", .complete, "Taxes"), ("tick off yoga", .complete, "Yoga"),
  ("uncheck floss", .uncomplete, "Floss"), ("archive read news", .archiveItem, "Read news"),
  ("delete my taxes", .deleteItem, "Taxes"), ("skip the gym today", .skip, "Gym"),
  ("skip floss - at a hotel with no floss", .skip, "Floss"), ("skip yoga because my back hurts", .skip, "Yoga"),
  ("walked the dog", .complete, "Walk the dog"), ("i called mom", .complete, "Call mom"),
  ("wrote report", .complete, "Write report"), ("move call mom to tomorrow", .editItem, "Call mom"),
  ("push taxes to friday", .editItem, "Taxes"), ("rename call mom to call mom and dad", .editItem, "Call mom"),
  ("rename read news as morning headlines", .editItem, "Read news"),
  ("read news 5 more minutes", .logProgress, "Read news"), ("read news another 10 min", .logProgress, "Read news"),
  ("drop the yoga habit", .archiveItem, "Yoga"), ("stop tracking floss", .archiveItem, "Floss"),
  ("give up on the gym", .archiveItem, "Gym"), ("stop the vitamins habit", .archiveItem, "Vitamins"),
  ("i want to stop the yoga habit", .archiveItem, "Yoga"), ("ditch stretch", .archiveItem, "Stretch"),
  ("stop tracking floss anymore", .archiveItem, "Floss"), ("no floss tonight", .skip, "Floss"),
  ("not flossing tonight", .skip, "Floss"), ("no gym today", .skip, "Gym"),
  ("i already called mom", .complete, "Call mom"), ("already flossed", .complete, "Floss"),
  ("cancel floss tonight", .skip, "Floss"), ("vitamins 2", .logProgress, "Vitamins"),
  ("log vitamins 2", .logProgress, "Vitamins"), ("2 vitamins done", .logProgress, "Vitamins"),
])
func anExactItemCommandIsCertain(_ text: String, _ intent: Intent, _ name: String) {
  let result = Fixtures.parse(text)
  #expect(result.intent == intent, "\(text)")
  #expect(result.confidence == 1, "\(text)")
  #expect(result.slots.name == name, "\(text)")
}

@Test(arguments: [
  "mark floss and yoga done", "skip floss and yoga", "mark floss done twice", "did i mark floss done",
  "mark the gym session done", "skip floss maybe", "don't skip floss", "walk the dog", "read news",
  "went to walk the dog", "move taxes to the top", "move yoga to the evening", "push taxes to", "rename taxes to",
  "read news 5 more", "read news more 5 minutes",
  "i might rename taxes to tax return", "rename taxes and yoga to chores",
  // A session ending, a day not said, more after the name, a wish to stop that is no archive.
  "stop yoga", "stop stretching", "no floss", "no floss till tonight", "drop the yoga class",
  "i want to stop yoga early today", "stop tracking floss and yoga", "cancel floss", "cancel taxes today", "read 20",
  "vitamins 0", "vitamins 2 3", "call mom #2",
  "taxes -> #2", "yoga → 20 min",
])
func anythingElseIsLeftToTheModel(_ text: String) {
  let reading = Fixtures.parser.read(text, context: Fixtures.context)
  #expect(
    ItemCommands.intent(of: reading.utterance.words, raw: text, match: reading.match) == nil,
    "\(reading.utterance.words)")
}

/// A rename that says the old name in part ("the dentist task") renames the one item
/// every word said belongs to, keeping the new name; not when a word said is no word of
/// the item's, nor with a one-word new name left to the model.
@Test func aRenameSayingTheNameInPartRenamesThatItem() {
  let parser = IntentParser(items: [
    ItemRef(id: 1, name: "Call the dentist", kind: .task, unit: .count),
    ItemRef(id: 2, name: "Read", kind: .habit, unit: .min),
  ])
  for text in ["rename the dentist task to book a checkup", "rename dentist as book a checkup"] {
    let result = parser.parse(text, context: Fixtures.context)
    #expect(result.intent == .editItem && result.confidence == 1 && result.itemID == 1, "\(text)")
    #expect(result.slots.title == "Book a checkup", "\(text): \(result.slots)")
  }
  for text in [
    "rename the dentist appointment to book a checkup", "rename dentist to checkup", "i might rename the dentist",
  ] {
    let reading = parser.read(text, context: Fixtures.context)
    #expect(
      ItemCommands.intent(of: reading.utterance.words, raw: text, match: reading.match) == nil,
      "\(text): \(reading.utterance.words)")
  }
}

/// A count said before the name of an item counted in times logs it ("did 15 pushups");
/// not a count of an item kept in another unit, nor another word before the count.
@Test func aCountBeforeTheNameOfACountedItemLogsIt() {
  let parser = IntentParser(items: [
    ItemRef(id: 1, name: "Pushups", kind: .habit, unit: .count), ItemRef(id: 2, name: "Read", kind: .habit, unit: .min),
  ])
  for text in ["did 15 pushups", "i did fifteen pushups", "15 pushups", "did 15 pushups yesterday"] {
    let result = parser.parse(text, context: Fixtures.context)
    #expect(result.intent == .logProgress && result.confidence == 1 && result.itemID == 1, "\(text)")
    #expect(result.slots.amount == 15, "\(text): \(result.slots)")
  }
  // "did" stands for the "do" a name starts with ("Do squats").
  let squats = IntentParser(items: [ItemRef(id: 3, name: "Do squats", kind: .habit, unit: .count)])
  for text in ["did 20 squats", "i did 20 squats", "20 squats", "did 20 squats yesterday"] {
    let result = squats.parse(text, context: Fixtures.context)
    #expect(result.intent == .logProgress && result.confidence == 1 && result.itemID == 3, "\(text)")
  }
  for text in ["did 20 read", "add 15 pushups", "i just did 15 pushups", "did 0 pushups", "did 15 pushups twice"] {
    let reading = parser.read(text, context: Fixtures.context)
    #expect(
      ItemCommands.intent(of: reading.utterance.words, raw: text, match: reading.match) == nil,
      "\(text): \(reading.utterance.words)")
  }
}

/// A rename said as the command form keeps the new name as written, even when it holds
/// the old one or words that would start a new item ("call …").
@Test func aRenameInTheCommandFormKeepsTheNewName() {
  let result = Fixtures.parse("rename call mom to Call mom + book the restaurant (her birthday)")
  #expect(result.intent == .editItem && result.confidence == 1)
  #expect(result.slots.title == "Call mom + book the restaurant", "\(result.slots)")
}

@Test func aNegatedOrQuestionedCommandStillWritesNothing() {
  #expect(!Fixtures.parse("should i skip the gym today?").sure)
  #expect(Fixtures.parse("skip floss - at a hotel with no floss").slots.note == "at a hotel with no floss")
}

/// An item named with an irregular past ("went to the gym" for "Go to the gym") reports it
/// done, in any store; its present tense does not.
@Test func anIrregularPastOfTheNameReportsItDone() {
  let parser = IntentParser(items: [ItemRef(id: 1, name: "Go to the gym", kind: .habit, unit: .count)])
  for text in ["went to the gym", "i went to the gym"] {
    let result = parser.parse(text, context: Fixtures.context)
    #expect(result.intent == .complete && result.confidence == 1 && result.itemID == 1, "\(text)")
  }
  let reading = parser.read("go to the gym", context: Fixtures.context)
  #expect(ItemCommands.intent(of: reading.utterance.words, raw: "go to the gym", match: reading.match) == nil)
}

/// The stemmer's doubled-letter rule ("runn" → "run") leaves digits alone: "1100" is not
/// "110".
@Test func theStemmerLeavesNumbersWhole() {
  #expect(Stemmer.stem("1100") == "1100" && Stemmer.stem("2200") == "2200")
  #expect(Stemmer.stem("running") == "run" && Stemmer.stem("jogging") == "jog" && Stemmer.stem("called") == "call")
}
