import SherpaCore
import Testing

@testable import SherpaIntent

/// Where an item is moved: the last place said, a number after a word that names a place
/// or alone at the end, never a place that is denied or a stretch of time.
@Test(arguments: [
  ("move taxes to the top", 1), ("move taxes to the top no second", 2), ("gym to slot 1, wait, slot 2", 2),
  ("taxes to #1 pls", 1), ("write report → #2", 2), ("slot write report in at number three", 3),
  ("call mom to the top, not the bottom", 1), ("move the first one to the bottom", -1),
  ("push cleaning the kitchen to the end of the list", -1), ("move the vitamins to the top of my day", 1),
  ("put write report first, i need it done by the end of the day", 1),
])
func thePlaceSaidLastIsWhereItGoes(_ text: String, _ place: Int) {
  let result = Fixtures.parse(text, as: .reorder)
  #expect(result.slots.position == place, "\(text): \(String(describing: result.slots.position))")
}

@Test func aMoveWithNoPlaceHasNone() {
  #expect(Fixtures.parse("move taxes please", as: .reorder).slots.position == nil)
  #expect(Fixtures.parse("move taxes by the end of the day", as: .reorder).slots.position == nil)
}
