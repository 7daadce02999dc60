import SherpaCore
import Testing

@testable import SherpaIntent

/// Words a recogniser writes for an item's name sound alike; others need not. The key
/// is coarse ("rode" and "read" share one), which is why a guess needs the whole name.
@Test func wordsThatSoundAlikeShareAKey() {
  for (heard, meant) in [
    ("flaws", "floss"), ("jim", "gym"), ("taxis", "taxes"), ("texas", "taxes"), ("mum", "mom"), ("drank", "drink"),
  ] {
    #expect(Sound.key(heard) != nil && Sound.key(heard) == Sound.key(meant), "\(heard) / \(meant)")
  }
  for (heard, other) in [("yoda", "yoga"), ("woke", "walk"), ("fleece", "floss"), ("phone", "pay")] {
    #expect(Sound.key(heard) != Sound.key(other), "\(heard) / \(other)")
  }
  #expect(Sound.key("ph") == nil && Sound.key("café") == nil && Sound.key("b2b") == nil)
  #expect(Sound.key("photo") == "fata" && Sound.key("chess") == "xas" && Sound.key("ride") == "rat")
}

/// A sentence that acts on an item no name fits takes the item its words sound like, one
/// slip from or the start of, and the coach asks before it writes.
@Test(arguments: [
  ("mark jim as done", "Gym"), ("i did my flaws", "Floss"), ("the taxis are done", "Taxes"),
  ("skip yoda tomorrow i have the dentist", "Yoga"), ("took vits", "Vitamins"), ("i did my journey", "Journal"),
])
func aMisheardNameIsGuessedAndAsked(_ text: String, _ name: String) {
  let result = Fixtures.parse(text)
  #expect(result.intent.actsOnItem, "\(text): \(result.intent)")
  #expect(result.slots.name == name, "\(text): \(String(describing: result.slots.name))")
  #expect(result.itemGuessed && result.itemID != nil && !result.sure, "\(text)")
}

/// A guess needs every word of the name heard, one item alone, and the words the parser
/// reads for itself never stand for a name: "goal" sounds like "call" but is not Call
/// mom, and a name said as stored is not a guess.
@Test func aGuessIsNeverPartialOrShared() {
  let matcher = ItemMatcher(items: Fixtures.items)
  func guess(_ text: String) -> String? {
    matcher.guess(Scanner.words(text), skip: []).map { $0.items.map(\.name).joined(separator: ",") }
  }
  #expect(guess("change my step goal to ten") == nil)
  #expect(guess("made it round the block") == nil)
  #expect(guess("mark jim done") == "Gym")
  #expect(guess("mark floss done") == nil)
  #expect(guess("done today") == nil)
  let twins = ItemMatcher(items: [
    ItemRef(id: 1, name: "Floss", kind: .habit, unit: .count),
    ItemRef(id: 2, name: "Flaus", kind: .habit, unit: .count),
  ])
  #expect(twins.guess(["flaws", "done"], skip: []) == nil)
  #expect(!Fixtures.parse("mark floss done").itemGuessed)
}

/// "rang mum" is Call mom: words said for an item's word that neither sound nor look like
/// it, heard only where a guess is made.
@Test func aNameSaidInOtherWordsIsGuessed() {
  let result = Fixtures.parse("rang mum yesterday")
  #expect(result.slots.name == "Call mom" && result.itemGuessed, "\(String(describing: result.slots.name))")
  let matcher = ItemMatcher(items: Fixtures.items)
  #expect(matcher.guess(["my", "phone", "said", "mum"], skip: []) == nil)
}

/// Of two items named, the one after a correction is meant; one named alone, or
/// corrections that name no item after them, change nothing.
@Test(arguments: [
  ("mark vitamins no floss", "Floss"), ("i did the morning pages no the evening pages", "Evening pages"),
  ("delete vitamins no i mean floss", "Floss"), ("done with gym, wait, stretch", "Stretch"),
])
func theItemAfterACorrectionIsMeant(_ text: String, _ name: String) {
  let matcher = ItemMatcher(items: Fixtures.items)
  let words = Scanner.words(text)
  let corrected = matcher.match(words, skip: []).flatMap { matcher.corrected($0, in: words) }
  #expect(corrected?.items.map(\.name) == [name], "\(text)")
  #expect(corrected?.wordIndices.isEmpty == false)
}

@Test func aCorrectionWithNothingAfterItChangesNothing() {
  let matcher = ItemMatcher(items: Fixtures.items)
  for text in ["vitamins and floss done", "no floss or vitamins today", "floss no"] {
    let words = Scanner.words(text)
    guard let match = matcher.match(words, skip: []) else { continue }
    #expect(matcher.corrected(match, in: words) == nil, "\(text)")
  }
  #expect(Fixtures.parse("mark vitamins no floss").slots.name == "Floss")
}

/// A question about the numbers of the one item kept in a unit it names ("steps") is
/// about that item, and is no guess.
@Test func aQuestionNamingAUnitIsAboutItsOneItem() {
  let result = Fixtures.parse("how many steps did i do this week")
  #expect(result.intent == .stats)
  #expect(result.slots.name == "Walk" && result.itemID == 3 && !result.itemGuessed)
  let matcher = ItemMatcher(items: Fixtures.items)
  #expect(matcher.onlyByUnitNamed(["minutes", "this", "week"], skip: []) == nil)
  #expect(matcher.onlyByUnitNamed(["steps", "this", "week"], skip: [0]) == nil)
}

/// Steps or a drink logged against an item not kept in them go to the one item that is;
/// a distance or a time stays with the item named.
@Test(arguments: [
  ("log 4000 steps - school run", "Walk"), ("drank 750ml on my run", "Drink water"),
  ("add ten thousand to my steps", "Walk"), ("walked 3 miles", "Walk"), ("ran 20 minutes", "Run"),
])
func aLogGoesToTheItemKeptInItsUnit(_ text: String, _ name: String) {
  let result = Fixtures.parse(text, as: .logProgress)
  #expect(result.slots.name == name && !result.itemGuessed, "\(text): \(String(describing: result.slots.name))")
}

/// "tomorrow's morning pages": the part of the day the date reader took is the item's word
/// when the whole name is said, and "this morning" alone names no item.
@Test func aDayPartInAnItemsNameIsTheItems() {
  let skip = Fixtures.parse("can you skip tomorrow's morning pages i have a really early train", as: .skip)
  #expect(skip.slots.name == "Morning pages" && skip.candidates.isEmpty && !skip.itemGuessed)
  #expect(Fixtures.parse("skip tonight's evening pages", as: .skip).slots.name == "Evening pages")
  #expect(Fixtures.parse("did my yoga this morning", as: .complete).slots.name == "Yoga")
}

/// Of several items named, the one acted on when the others are named only aside.
@Test func anItemNamedAsideIsNotTheOneActedOn() {
  let stretch = Fixtures.parse("stretched for twelve minutes after my run", as: .logProgress)
  #expect(stretch.slots.name == "Stretch" && stretch.candidates.isEmpty)
  #expect(Fixtures.parse("skip my vitamins we ran out", as: .skip).slots.name == "Vitamins")
  #expect(Fixtures.parse("okay skip the run not the gym because my knee hurts", as: .skip).slots.name == "Run")
  // Both named as the ones acted on: still asked which.
  #expect(Fixtures.parse("skip the run and the gym", as: .skip).candidates.count == 2)
}

/// A word one slip from a form of an item's word is a guess of it ("meditaion done",
/// "twenty minutes of medication"), never one whose first letter differs.
@Test func aSlipFromAFormOfTheNameIsAGuess() {
  let meditated = Fixtures.parse("meditaion done", as: .complete)
  #expect(meditated.slots.name == "Meditate" && meditated.itemGuessed)
  #expect(Fixtures.parse("log twenty minutes of medication", as: .logProgress).slots.name == "Meditate")
  #expect(Fixtures.parse("flosed done", as: .complete).slots.name == "Floss")
  #expect(
    !ItemMatcher.slipFromForm("talked", of: GuessIndex(names: ["Walk"]).words[0])
      && ItemMatcher.slipFromForm("meditaion", of: GuessIndex(names: ["Meditate"]).words[0]))
  #expect(ItemMatcher.forms(of: "meditate") == ["meditated", "meditating", "meditation"])
}
