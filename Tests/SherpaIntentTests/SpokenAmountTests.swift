import SherpaCore
import Testing

@testable import SherpaIntent

/// Amounts said in ways the quantity reader leaves alone, read again for a log's slots.
@Test(arguments: [
  ("had like seven fifty ml of water", 750.0, Unit.ml), ("another two fifty of water", 250, .ml),
  ("seven fifty mils of water", 750, .ml), ("point five litres of water", 500, .ml),
  ("I drink already 1,5 liter today", 1500, .ml), ("run 2,5 km", 2.5, .km),
  ("half hour of reading last night", 30, .min), ("would you put down a half hour of yoga for me", 30, .min),
  ("1/2 hr yoga", 30, .min), ("did a quick quarter hour of yoga", 15, .min),
  ("read for an hour and a quarter", 75, .min), ("did a full hour of yoga", 60, .min),
  ("a whole litre of water just now", 1000, .ml), ("drank two whole litres already", 2000, .ml),
  ("brushed teeth x2", 2, .count),
  // One more, several containers, "kay cal", "mills", "1 and half hour".
  ("um i drank like another litre", 1000, .ml), ("ran another k", 1, .km),
  ("finished two 500ml bottles of water", 1000, .ml), ("i've had two five hundred mil bottles of water", 1000, .ml),
  ("drank two fifty mills of water", 250, .ml), ("add six hundred kay cal", 600, .kcal),
  ("read 1 and half hour on train", 90, .min),
])
func aSpokenAmountIsLoggedAsSaid(_ text: String, _ amount: Double, _ unit: Unit) {
  let slots = Fixtures.parse(text, as: .logProgress).slots
  #expect(
    slots.amount == amount && slots.unit == unit,
    "\(text): \(String(describing: slots.amount)) \(String(describing: slots.unit))")
}

@Test func numbersThatAreNoSpokenHundredsStayAsSaid() {
  // A thousands separator is no decimal comma; a time is no amount of water.
  #expect(Fixtures.parse("walked 12,500 steps", as: .logProgress).slots.amount == 12_500)
  #expect(SlotRereading.decimalCommas("12,500 steps and 1,5 l").map { $0.0 + "." + $0.1 } == ["1.5"])
  #expect(Fixtures.parse("read 7 50 pages", as: .logProgress).slots.amount != 750)
}

/// Words put in other words keep the matched item's words where they now are.
@Test func aRewriteMovesTheItemsWords() {
  var text = Rewritten(["drank", "7", "50", "ml", "of", "water"])
  text.replace(1..<3, with: ["750"])
  let match = ItemMatcher.Match(items: [], score: 1, wordIndices: [5])
  #expect(text.words == ["drank", "750", "ml", "of", "water"])
  #expect(text.moved(match)?.wordIndices == [4])
}

/// Targets and focus lengths said the way people say them.
@Test func kilometresPomodorosAndAMadeOverAmount() {
  let run = Fixtures.parse("change running to twenty k a week", as: .editItem).slots
  #expect(run.target == 20 && run.unit == .km && run.period == .week)
  #expect(Fixtures.parse("set my run to five k", as: .editItem).slots.target == 5)
  #expect(Fixtures.parse("one pomodoro pls 🍅", as: .startFocus).slots.minutes == 25)
  #expect(Fixtures.parse("hour and a half on taxes start focus", as: .startFocus).slots.minutes == 90)
  #expect(Fixtures.parse("focus 20 min.. make it 25", as: .startFocus).slots.minutes == 25)
  // "make it a habit" takes no amount back.
  #expect(Fixtures.parse("read 30 min a day make it a habit", as: .addItem).slots.target == 30)
}
