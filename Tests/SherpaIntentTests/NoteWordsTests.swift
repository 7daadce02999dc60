import Testing

@testable import SherpaIntent

/// A note keeps the person's own words: a word that is a filler at the start of a
/// sentence is kept when it starts a phrase of theirs, contractions stay as said, and
/// what only asks for the note to be written comes out.
struct NoteWordsTests {
  @Test func aFillerThatStartsAPhraseStays() {
    let cases: [(String, String)] = [
      ("journal: so far the move has gone smoothly", "so far the move has gone smoothly"),
      ("morning reflection 4 well rested after the long weekend", "well rested after the long weekend"),
      ("end of day 6 right in the middle of a busy week", "right in the middle of a busy week"),
      ("end of day 5 just a quiet sunday at home", "just a quiet sunday at home"),
      ("journal: so i finally fixed the bike", "i finally fixed the bike"),
    ]
    for (text, note) in cases {
      #expect(Fixtures.parse(text).slots.note == note, "\(text): \(Fixtures.parse(text).slots.note ?? "nil")")
    }
  }

  /// A reflection or a wrap-up asked for ("can you log my …", "would you add to my check
  /// in that …", "can i still do yesterday's wrap up") keeps only what the person put in it.
  @Test func aNoteAskedForLeavesTheAsking() {
    let cases: [(String, Intent, String, Int?)] = [
      ("could you log my evening reflection grateful for the long walk", .reflect, "grateful for the long walk", nil),
      ("would you add to my morning check in that i feel rested", .reflect, "i feel rested", nil),
      ("can you do my morning reflection i slept like a four calm", .reflect, "calm", 4),
      ("can i still do yesterday's wrap up i'd give it a six long but fine", .endOfDay, "long but fine", 6),
      ("can you save today's wrap up as quiet day at home", .endOfDay, "quiet day at home", nil),
      ("add to yesterday's end of day note that i also cooked dinner", .endOfDay, "i also cooked dinner", nil),
    ]
    for (text, intent, note, score) in cases {
      let slots = Fixtures.parse(text, as: intent).slots
      #expect(slots.note == note, "\(text): \(slots.note ?? "nil")")
      #expect(slots.score == score, "\(text)")
    }
  }

  /// A score taken back ("eight no actually more like a seven") goes with the one that
  /// replaces it; what closes the day or leads a journal line ("closing out today", "add a
  /// journal entry saying", "stick this in the diary") and a skip said as "is a skip"
  /// stay out of the note.
  @Test func aScoreSaidAgainAndTheWordsAroundANoteComeOut() {
    let cases: [(String, String)] = [
      ("end of day um eight no actually more like a seven got the report done", "got the report done"),
      ("i'd give the day a three out of ten no wait a four the evening was okay", "the evening was okay"),
      ("sleep score four actually no make it a three i was up at three", "i was up at three"),
      ("today felt like a seven nothing big just steady", "nothing big just steady"),
      ("okay closing out today i'd give it a seven got loads done", "got loads done"),
      ("close out friday with a seven good week overall", "good week overall"),
      ("rate yesterday 3/10, sick, couch all day", "sick, couch all day"),
      ("add a journal entry saying i'm proud of finishing the report", "i'm proud of finishing the report"),
      ("stick this in the diary i finally feel settled in the new flat", "i finally feel settled in the new flat"),
      ("stretch is a skip today too rushed", "too rushed"),
      ("pm reflection: calm post-yoga, bit sore", "calm post-yoga, bit sore"),
      ("slept badly, maybe a 2, feeling groggy", "slept badly, feeling groggy"),
    ]
    for (text, note) in cases {
      #expect(Fixtures.parse(text).slots.note == note, "\(text): \(Fixtures.parse(text).slots.note ?? "nil")")
    }
    #expect(Fixtures.parse("end of day um eight no actually more like a seven got the report done").slots.score == 7)
  }

  @Test func contractionsAndTheRequestAroundTheNote() {
    let cases: [(String, String)] = [
      ("let's skip yoga today i can't find my mat", "i can't find my mat"),
      ("gonna skip floss tonight i'm exhausted", "i'm exhausted"),
      ("skip gym cos my back hurts", "my back hurts"),
      ("could you add to my journal that the tomatoes finally ripened", "the tomatoes finally ripened"),
      ("journal -> the tomatoes finally ripened", "the tomatoes finally ripened"),
      ("gratitude journal: warm socks and a good book", "warm socks and a good book"),
    ]
    for (text, note) in cases {
      #expect(Fixtures.parse(text).slots.note == note, "\(text): \(Fixtures.parse(text).slots.note ?? "nil")")
    }
  }

  /// A score's scale said short ("4 of 5", "eight from ten") goes with the score, and
  /// which morning or night a reflection is for goes with its lead-in.
  @Test func aShortScaleAndTheReflectionsDayComeOut() {
    let cases: [(String, String)] = [
      ("reflection: I have slept good, 4 of 5", "I have slept good"),
      ("end of day for yesterday eight of ten i was very productive", "i was very productive"),
      (
        "check in for this morning groggy and a bit anxious about the report",
        "groggy and a bit anxious about the report"
      ),
      ("night reflection for last night i'm proud that i kept screens off", "i'm proud that i kept screens off"),
      ("end of day 7 of the best meals were at home", "of the best meals were at home"),
    ]
    for (text, note) in cases {
      #expect(Fixtures.parse(text).slots.note == note, "\(text): \(Fixtures.parse(text).slots.note ?? "nil")")
    }
  }

  /// The reason markers are looked up by a word's first word; a word joined by a hyphen
  /// still meets every marker (`NoteText.starts`), as the plain scan over them did.
  @Test func reasonMarkersFoundByTheirFirstWordAsByAScanOfAll() {
    let sentences = [
      "skip gym today the reason is my knee", "skip floss and-note note out of floss",
      "skip run tomorrow reason: travel", "mark it skipped, with a note that it rained",
      "skip yoga today-reason reason mat at the cleaners", "skip the walk just say it was too cold",
      "skipping reading tonight no reason at all", "today reason, tired",
    ]
    for sentence in sentences {
      let tokens = NoteText.split(sentence)
      let scanned = tokens.indices.reversed().first { index in
        NoteText.reasonHeads.contains(tokens[index].word) && tokens[index].raw.hasSuffix(":")
          || NoteText.reasonMarkers.contains { NoteText.starts(tokens, at: index, with: $0) }
      }
      #expect((NoteText.afterReasonMarker(sentence) != nil) == (scanned != nil), "\(sentence)")
    }
    #expect(NoteText.afterReasonMarker("skip gym today the reason is my knee") == "my knee")
    #expect(NoteText.afterReasonMarker("skip floss and-note note out of floss") == "out of floss")
  }
}
