import Foundation
import SherpaCore
import SherpaStore
import Testing

@testable import SherpaCoach

/// A tier said in its command form names the item in the words between: the item is read
/// from those words alone, whatever the whole sentence reads as.
@Test func aTierNamesItsItemInItsOwnWords() async throws {
  let store = try SherpaStore.inMemory()
  let coach = try CoachFixture.coach(at: "2026-11-23T08:00:00", store: store)
  _ = await coach.handle("add a habit to meditate ten minutes every morning")
  _ = await coach.handle("add a habit to read 20 minutes every day")
  let must = try #require(await coach.handle("make meditate a must do"))
  #expect(must.reply == "Meditate is now a must-do. \"undo\" puts it back.", "\(must.reply)")
  #expect(try store.item(named: "Meditate")?.tier == .mustDo)
  let nice = try #require(await coach.handle("set read as a nice-to-do"))
  #expect(nice.reply == "Read is now a nice-to-do. \"undo\" puts it back.", "\(nice.reply)")
  #expect(try store.item(named: "Read")?.tier == .niceToDo)
  let unnamed = try #require(await coach.handle("make the thing a must do"))
  #expect(unnamed.applied.isEmpty && unnamed.error != nil, "\(unnamed.reply)")
}

/// Only a sentence that is the request to bring an item back names one, spaces around it
/// or not; every other sentence is passed by on its first word.
@Test(arguments: [
  ("unarchive floss", "floss"), ("  restore yoga  ", "yoga"), ("bring back the gym", "the gym"),
  ("bring yoga back", "yoga"), ("reactivate journal", "journal"), ("restore", nil),
  ("um i meditated", nil), ("brushed my teeth", nil), ("read 20 minutes", nil), ("bring me luck", nil),
  ("\trestore yoga", "yoga"), ("\n unarchive floss", "floss"), ("\tum restore yoga", nil),
])
func aRestoreIsTheWholeSentence(_ text: String, _ words: String?) {
  #expect(ItemHandler.restoreRequest(text) == words, "\(text)")
}

/// A suggestion is taken by its number alone, whatever space trails it; a sentence that
/// ends in anything but a digit is passed by before it is split.
@Test(arguments: [
  ("add s21", 21 as Int64?), ("s5", 5), ("take s21 ", 21), ("add s21 please", nil), ("add 21", nil),
  ("add a walk", nil), ("use s", nil),
])
func aSuggestionIsNamedByItsNumber(_ text: String, _ id: Int64?) {
  #expect(ViewHandler.namedSuggestion(text)?.id == id, "\(text)")
}
