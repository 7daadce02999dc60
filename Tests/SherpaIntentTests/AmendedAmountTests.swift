import SherpaCore
import Testing

@testable import SherpaIntent

/// An amount said again after a correction is the one logged, in the unit of the one it
/// takes back when said bare; the correction's words are no part of a name.
@Test(arguments: [
  ("meditate 15m no 10m", 10.0, Unit.min), ("stretched 5 min wait it was 8", 8, .min),
  ("practice guitar 40m... 45 actually", 45, .min), ("walked 8000 steps no 8500", 8500, .steps),
  ("i ran uh six kilometers or no it was seven", 7, .km),
])
func anAmountSaidAgainIsTheOneLogged(_ text: String, _ amount: Double, _ unit: Unit) {
  let result = Fixtures.parse(text, as: .logProgress)
  #expect(result.slots.amount == amount && result.slots.unit == unit, "\(text): \(result.slots)")
}

@Test func aFocusLengthSaidAgainIsTheOneStarted() {
  #expect(Fixtures.parse("start a focus session for an hour no ninety minutes", as: .startFocus).slots.minutes == 90)
  let long = "staring at this for an hour so start a focus block forty five minutes no make it fifty"
  #expect(Fixtures.parse(long, as: .startFocus).slots.minutes == 50)
}

/// Nothing is taken back without a correction word near both amounts, and "seven fifty"
/// is one number said in two words, not a correction.
@Test func withoutACorrectionTheFirstAmountStays() {
  let context = Fixtures.context
  func amended(_ text: String) -> Utterance? {
    SlotRereading.amended(Utterance(words: Normalizer.normalize(text).words, context: context))
  }
  #expect(amended("read 20 minutes and walked 3000 steps") == nil)
  #expect(amended("drank 500 ml no 7 50") == nil)
  #expect(amended("no i read 20 minutes") == nil)
  #expect(amended("read 20 minutes then no phone for an hour of nothing in particular today") == nil)
  #expect(amended("read 20 minutes no 30")?.quantity?.amount == 30)
}

/// An edit's new clock time said after "to" without "at" is read for the slots, and is no
/// new name; an amount or a count after "to" is still an amount.
@Test(arguments: [
  ("change gym to six in the evening", "18:00"), ("move meditate to ten at night", "22:00"),
  ("change morning pages to seven fifteen", "07:15"), ("change journal time to six thirty p m", "18:30"),
])
func anEditsNewTimeIsReadWithoutAt(_ text: String, _ time: String) {
  let result = Fixtures.parse(text, as: .editItem)
  #expect(result.slots.time?.description == time && result.slots.title == nil, "\(text): \(result.slots)")
}

@Test func anAmountAfterToIsNoTime() {
  let read = Fixtures.parse("change read to 30 minutes", as: .editItem)
  #expect(read.slots.time == nil && read.slots.target == 30)
  #expect(Fixtures.parse("change gym to 3 times a week", as: .editItem).slots.time == nil)
}
