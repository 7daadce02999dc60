import SherpaCore
import Testing

@testable import SherpaIntent

/// A new name is read however it is asked for, and only when one is asked for.
@Test(arguments: [
  ("rename read news to just news", "News"),
  ("change the name of walk to evening walk", "Evening walk"),
  ("uh shorten the name read news to news", "News"),
  ("can the vitamins one be called take vitamins instead", "Take vitamins"),
  ("call the gym habit weights from now on", "Weights"),
  ("hey sherpa call walk the dog dog walk instead", "Dog walk"),
  ("change call mom to call parents since i call them both", "Call parents"),
  ("can you change call mom so it says call mum with a u", "Call mum"),
  ("rename walk the dog -> Dog walk", "Dog walk"),
  ("rename practice guitar to piano practice i switched instruments", "Piano practice"),
  ("the name practice guitar is too long call it guitar", "Guitar"),
  ("rename Walk -> Daily steps, actually Step count", "Step count"),
  // As written, without an aside in brackets after it.
  ("rename vitamins to Vitamins + zinc", "Vitamins + zinc"),
  ("rename morning pages to Wake-up pages", "Wake-up pages"),
  ("gym -> upper body day (name)", "Upper body day"),
  ("rename read news to Read French news (rename it)", "Read French news"),
  ("rename take vitamins to Vitamins + zinc (doctor's orders)", "Vitamins + zinc"),
  ("change the name of vitamins to vitamins and omega three", "Vitamins and omega three"),
])
func aNewNameIsRead(_ text: String, _ title: String) {
  let parse = Fixtures.parse(text)
  #expect(parse.intent == .editItem, "\(text)")
  #expect(parse.slots.title == title, "\(text): \(parse.slots.title ?? "nil")")
}

@Test(arguments: ["change read to 45 minutes", "change read to weekdays", "change yoga to the evening"])
func anEditOfSomethingElseNamesNothing(_ text: String) {
  #expect(Fixtures.parse(text).slots.title == nil, "\(text)")
}

/// A number alone, or with a period, is the item's new target in its own unit, not its
/// new name, unless a new name is asked for in so many words.
@Test func aBareNumberIsATargetNotAName() {
  for text in ["change vitamins to 3 a day", "change vitamins to 3 per day", "change vitamins to 3"] {
    let parse = Fixtures.parse(text)
    #expect(parse.intent == .editItem, "\(text)")
    #expect(parse.slots.title == nil, "\(text): \(parse.slots.title ?? "")")
    #expect(parse.slots.target == 3 && parse.slots.unit == .count, "\(text): \(parse.slots)")
  }
  for (text, title) in [("rename vitamins to 3", "3"), ("rename vitamins to 3 a day club", "3 a day club")] {
    let parse = Fixtures.parse(text)
    #expect(parse.slots.title == title, "\(text): \(parse.slots.title ?? "")")
    #expect(parse.slots.target == nil, "\(text): \(parse.slots)")
  }
}

/// A goal's title keeps a number said in words as it was said; digits typed stay digits.
@Test func aGoalTitleKeepsItsNumbersAsSaid() {
  #expect(
    Fixtures.parse("make a goal to save two thousand pounds by june first").slots.title == "Save two thousand pounds")
  #expect(Fixtures.parse("new goal read 12 books by the end of the year").slots.title == "Read 12 books")
  #expect(
    NumberWords.unfold(["run", "100", "k"], said: ["run", "a", "hundred", "k"]) == ["run", "a", "hundred", "k"])
}
