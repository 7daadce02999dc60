import SherpaCore
import Testing

@testable import SherpaIntent

/// How a sentence is put decides whether it may write at all.
@Test(arguments: [
  ("why do i always skip meditation on weekends", "question"), ("what did i skip this week", "question"),
  ("should i run today", "question"), ("did i floss yesterday?", "question"), ("how am i doing", "question"),
  ("what if i ran every morning", "hypothetical"), ("if i read tonight i'll be tired", "hypothetical"),
  ("maybe i should meditate more", "hypothetical"), ("my sister ran a marathon", "other"),
  ("he walked the dog", "other"), ("i didn't meditate today", "negated"), ("i'm too tired to run today", "negated"),
  ("i never floss", "negated"),
])
func framesThatNeverComplete(_ text: String, _ kind: String) {
  let frame = Fixtures.parse(text).frame
  switch kind {
  case "question": #expect(frame.question, "\(text)")
  case "hypothetical": #expect(frame.hypothetical, "\(text)")
  case "other": #expect(frame.otherPerson, "\(text)")
  default: #expect(frame.negated, "\(text)")
  }
  #expect(!frame.allows(.complete))
  #expect(!frame.allows(.logProgress))
  #expect(!frame.allows(.addItem))
}

@Test(arguments: [
  "add a habit to read every day", "can you add milk to my list", "could you log 20 minutes of reading",
  "brushed my teeth", "don't forget to call mom tomorrow", "walked the dog", "um okay so i ran 5k",
])
func statementsAndRequestsMayWrite(_ text: String) {
  let frame = Fixtures.parse(text).frame
  #expect(frame.allows(.addItem) && frame.allows(.complete), "\(text): \(frame)")
}

@Test func aNegationStillAllowsSkipsUnchecksAndAnswers() {
  let frame = Fixtures.parse("not doing yoga today").frame
  #expect(frame.negated)
  #expect(frame.allows(.skip) && frame.allows(.uncomplete) && frame.allows(.decline) && frame.allows(.deleteItem))
}

@Test func notesKeepThePersonsWords() {
  // The score is kept as the sleep quality; the note keeps the rest as it was said.
  func reflection(_ text: String) -> String? { NoteText.extract(text, kind: SlotBuilder.reflectNote, scale: 1...5) }
  func wrapUp(_ text: String) -> String? { NoteText.extract(text, kind: SlotBuilder.endNote, scale: 0...100) }
  func journal(_ text: String) -> String? { NoteText.extract(text, kind: SlotBuilder.journalNote, scale: nil) }
  #expect(reflection("morning reflection: slept ok, feeling focused, sleep 4 out of 5") == "slept ok, feeling focused")
  #expect(reflection("slept badly, maybe a 2, feeling groggy") == "slept badly, feeling groggy")
  #expect(reflection("the cat woke me at 5, sleep 3") == "the cat woke me at 5")
  #expect(reflection("Sleep: 4/5") == nil)
  #expect(wrapUp("Today was a 10. Best day in ages!!") == "Best day in ages!!")
  #expect(wrapUp("end of day like a six and a note i need more sleep") == "i need more sleep")
  #expect(wrapUp("end of day note: good focus today, I'd say an 8") == "good focus today")
  #expect(journal("quick journal thought: overcommitting again") == "overcommitting again")
  #expect(journal("add a thought to my journal the best ideas come on walks") == "the best ideas come on walks")
  #expect(journal("note to self: call the bank") == "call the bank")
  #expect(Fixtures.parse("skipping floss - at a hotel with no floss").slots.note == "at a hotel with no floss")
  #expect(
    RawNote.after("end of day note: good focus today, I'd say an 8", separators: [": "])
      == "good focus today, I'd say an 8")
  #expect(RawNote.after("no separator here", separators: [": "]) == nil)
}
