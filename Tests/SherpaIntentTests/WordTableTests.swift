import Testing

@testable import SherpaIntent

/// The readers' vocabularies answer as a plain set or dictionary would: the filter in
/// front of them may let a stranger through to the hash lookup, never turn a member away.
@Test func everyMemberIsFoundAndStrangersAreNot() {
  let vocabularies: [WordSet] = [
    Lexicon.stopwords, WriteFrame.questionHeads, WriteFrame.people, Fillers.hesitations, Fillers.openers,
    DateReader.starts, TimeReader.starts, RecurrencePhrases.starts,
  ]
  for vocabulary in vocabularies {
    #expect(vocabulary.count > 0)
    for word in vocabulary {
      #expect(vocabulary.contains(word), "\(word)")
      // A word one letter longer, or with its last letter changed, is not a member
      // unless the set holds it too.
      for stranger in [word + "q", String(word.dropLast()) + "#", "", "é" + word] {
        #expect(vocabulary.contains(stranger) == vocabulary.words.contains(stranger), "\(stranger)")
      }
    }
  }
}

@Test func tablesGiveTheirValuesAndNothingForOtherWords() {
  #expect(NumberWords.ordinals["third"] == 3)
  #expect(NumberWords.ordinals["thirty"] == nil)
  #expect(NumberWords.small["seven"] == 7)
  #expect(Lexicon.weekdays.keys.allSatisfy { Lexicon.weekdays[$0] != nil })
  #expect(Lexicon.units.keys.allSatisfy { Lexicon.units[$0] != nil })
  let table: WordMap<Int> = ["a": 1, "bb": 2, "ccc": 3, "naïve": 4]
  #expect(table["a"] == 1 && table["bb"] == 2 && table["ccc"] == 3 && table["naïve"] == 4)
  for stranger in ["", "b", "aa", "cc", "cccc", "naive", "A", "🙂"] { #expect(table[stranger] == nil, "\(stranger)") }
}

/// The byte-by-byte trim of an ASCII line and the character trim of any other agree.
@Test(arguments: [
  ("  :hello, world.  ", " :.", "hello, world"),
  ("--à la carte--", "-", "à la carte"),
  ("“quoted”", "“”", "quoted"),
  ("", " ", ""),
  ("   ", " ", ""),
  ("keep", " ", "keep"),
])
func trimmingDropsOnlyTheGivenCharacters(text: String, set: String, expected: String) {
  #expect(text.trimmingCharacters(in: set) == expected)
}

@Test func leadingAndTrailingSetsAreApartInBothPaths() {
  #expect("..a..".trimmingCharacters(in: ".", trailing: "") == "a..")
  #expect("..a..".trimmingCharacters(in: "", trailing: ".") == "..a")
  #expect("——a——".trimmingCharacters(in: "—", trailing: "") == "a——")
  #expect("(é)".trimmingCharacters(in: "(", trailing: ")") == "é")
}
