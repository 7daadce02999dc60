import SherpaCore
import Testing

@testable import SherpaIntent

@Test(arguments: [
  ("twenty five", "25"), ("ten thousand", "10000"), ("two and a half", "2.5"), ("a dozen", "12"),
  ("a couple of", "2"), ("one hundred and five", "105"), ("three million", "3000000"),
  ("10 thousand", "10000"), ("a hundred", "100"), ("two thousand five hundred", "2500"),
  ("ninety nine", "99"), ("three point five", "3.5"), ("seventeen", "17"), ("1,000", "1000"),
  ("twelve hundred", "1200"), ("a thousand", "1000"), ("one and a half", "1.5"), ("two dozen", "24"),
  ("four million two hundred thousand", "4200000"),
])
func spokenNumberBecomesDigits(_ spoken: String, _ digits: String) {
  #expect(Normalizer.normalize(spoken).words == [digits])
}

@Test func numbersThatDoNotChainStaySeparate() {
  #expect(Normalizer.normalize("seven thirty").words == ["7", "30"])
  #expect(Normalizer.normalize("five five").words == ["5", "5"])
}

@Test func ordinalsReadAsWordsAndDigits() {
  #expect(NumberWords.ordinal("third") == 3)
  #expect(NumberWords.ordinal("21st") == 21)
  #expect(NumberWords.ordinal("32nd") == nil)
  #expect(NumberWords.ordinal("table") == nil)
}

@Test func fillersPoliteWrappersAndContractionsGo() {
  #expect(Normalizer.normalize("Um, hey Sherpa, could you please add gym?").words == ["add", "gym"])
  #expect(Normalizer.normalize("okay so like I didn't do it you know").words == ["i", "did", "not", "do", "it"])
  #expect(Normalizer.normalize("what can you do").words == ["what", "can", "you", "do"])
}

@Test func selfCorrectionsApply() {
  #expect(Normalizer.normalize("add gym no wait add run").words == ["add", "run"])
  #expect(Normalizer.normalize("add gym no wait run").words == ["add", "run"])
  #expect(Normalizer.normalize("at six sorry seven").words == ["at", "7"])
  #expect(Normalizer.normalize("log 20 no 30 minutes").words == ["log", "30", "minutes"])
  #expect(Normalizer.normalize("add gym no wait add run").words != ["add", "gym"])
  #expect(Fixtures.parse("add gym no wait add run").selfCorrected)
  #expect(!Fixtures.parse("add run").selfCorrected)
}

/// A time said again after "no" replaces the first, keeping its am or pm when the new one
/// has none; the "no" stays out of the name.
@Test func aTimeCorrectedWithNo() {
  let review = Fixtures.parse("add a task code review for priya at two pm no three pm")
  #expect(review.slots.name == "Code review for priya" && review.slots.time == LocalTime(hour: 15, minute: 0))
  let list = Fixtures.parse("add gratitude list nightly at 10pm no 10:30")
  #expect(list.slots.name == "Gratitude list" && list.slots.time == LocalTime(hour: 22, minute: 30))
  #expect(Normalizer.normalize("no i did not").words == ["no", "i", "did", "not"])
}

/// A day said again after "no" replaces the first from its month or weekday on; "may"
/// is not taken for a month there ("i may no longer").
@Test func aDayCorrectedWithNo() {
  let thesis = Fixtures.parse("new goal finish my thesis by february no march first")
  #expect(thesis.intent == .goalCreate)
  #expect(thesis.slots.title == "Finish my thesis" && thesis.slots.date == LocalDay("2027-03-01"))
  #expect(
    Normalizer.normalize("half marathon in april no wait march the twelfth").words == [
      "half", "marathon", "in", "march", "the", "twelfth",
    ])
  #expect(Normalizer.normalize("dentist on friday no saturday").words == ["dentist", "on", "saturday"])
  let run = Fixtures.parse("skip run on wednesday no thursday im on an early train")
  #expect(run.slots.date == LocalDay("2026-11-26") && run.slots.note == "im on an early train")
  #expect(Normalizer.normalize("friday i may no longer go").words == ["friday", "i", "may", "no", "longer", "go"])
}

@Test func recogniserSlipsBeforeUnitsAreMended() {
  #expect(Normalizer.normalize("ran to miles").words == ["ran", "2", "miles"])
  #expect(Normalizer.normalize("walked for miles").words == ["walked", "4", "miles"])
  #expect(Normalizer.normalize("went to the gym").words == ["went", "to", "the", "gym"])
}
