import SherpaCore
import Testing

@testable import SherpaIntent

/// How sentences said loosely come out: counts per period after a slash, a name cut from
/// what trails it, notes in the person's words, dates said as an end, past days for what
/// was done, and the forms read without the model. Against `Fixtures` (Monday
/// 2026-11-23, 08:00).
@Test(arguments: [
  ("add habit: swim 2x/week", "Swim", 2.0, Period.week),
  ("new habit: cycling, 50km / week", "Cycling", 50, .week),
  ("new habit: gratitude list, 3/day", "Gratitude list", 3, .day),
  ("habit: go to bed without my phone, 5 nights/week", "Go to bed without my phone", 5, .week),
  ("track my push ups thirty a day", "Push ups", 30, .day),
])
func aCountPerPeriodIsTheTarget(_ text: String, _ name: String, _ target: Double, _ period: Period) {
  let result = Fixtures.parse(text)
  #expect(result.intent == .addItem, "\(text)")
  #expect(result.slots.name == name, "\(text): \(String(describing: result.slots.name))")
  #expect(result.slots.target == target && result.slots.period == period, "\(text): \(result.slots)")
}

@Test func aSlashBeforeAScoreOrBetweenDaysIsNotPer() {
  #expect(Scanner.words("slept 4/5") == ["slept", "4", "5"])
  #expect(Scanner.words("M/W/F") == ["m", "w", "f"])
  #expect(Scanner.words("2x/week") == ["2x", "per", "week"])
  #expect(Scanner.words("50km / wk") == ["50km", "per", "wk"])
}

@Test(arguments: [
  (
    "remind me at a quarter past seven tomorrow morning to take the cake out of the freezer",
    "Take the cake out of the freezer"
  ),
  ("add a task email the accountant tomorrow morning at nine", "Email the accountant"),
  ("Could you set up a cycling goal of 20 km a week as a habit? Name it Cycle", "Cycle"),
  ("Allergy shot every Mon x6", "Allergy shot"),
  ("ugh remind me to call the bank tomorrow", "Call the bank"),
  ("put pension stuff on my to do list", "Pension stuff"),
  ("new habit 5 min tidying as soon as i get home", "Tidying"),
  ("add a habit to drink green tea, 250ml every hour? nah just 2 litres a day", "Drink green tea"),
])
func aNameLeavesWhatTrailsIt(_ text: String, _ name: String) {
  #expect(Fixtures.parse(text).slots.name == name, "\(text): \(String(describing: Fixtures.parse(text).slots.name))")
}

@Test(arguments: [
  ("skip the gym today i'm ill", "i'm ill"),
  ("skip my run today my knee is really sore", "my knee is really sore"),
  ("no run today, knee hurts. skip it", "knee hurts"),
  ("its pouring out there so skip the run", "its pouring out there"),
  ("um can you skip the gym for me ive come down with something", "ive come down with something"),
  ("skip floss, reason: just had a filling", "just had a filling"),
  ("skip meditate today — no time, flight at 10", "no time, flight at 10"),
])
func aSkipKeepsItsReasonAsSaid(_ text: String, _ note: String) {
  let result = Fixtures.parse(text)
  #expect(result.intent == .skip, "\(text)")
  #expect(result.slots.note == note, "\(text): \(String(describing: result.slots.note))")
}

@Test(arguments: [
  (
    "morning reflection uh three no wait make that four i'm actually feeling good about the week",
    "i'm actually feeling good about the week", 4
  ),
  (
    "put me down for a five this morning woke up before my alarm feeling amazing",
    "woke up before my alarm feeling amazing", 5
  ),
  ("three out of five this morning bit of a headache log it as my check in", "bit of a headache", 3),
  ("morning check in a for out of five slept great", "slept great", 4),
  ("Sleep: 4/5 (woke up once in the night)", "woke up once in the night", 4),
  ("Slept great!! 5/5. Ready to go today", "Slept great!! Ready to go today", 5),
])
func aReflectionsNoteLeavesItsScore(_ text: String, _ note: String, _ score: Int) {
  let result = Fixtures.parse(text)
  #expect(result.slots.note == note, "\(text): \(String(describing: result.slots.note))")
  #expect(result.slots.score == score, "\(text): \(String(describing: result.slots.score))")
}

@Test(arguments: [
  ("score for yesterday eight out of ten dinner with friends was lovely", "dinner with friends was lovely"),
  ("i'm giving today a ten for my day note the taxes are done", "the taxes are done"),
  ("Closing the day - calm, productive, happy. 8", "calm, productive, happy"),
  ("end of day 7/10 - good focus, bad lunch.", "good focus, bad lunch."),
])
func aWrapUpsNoteLeavesItsScore(_ text: String, _ note: String) {
  let result = Fixtures.parse(text)
  #expect(result.slots.note == note, "\(text): \(String(describing: result.slots.note))")
}

@Test func anEndSaidIsTheLastDay() {
  let today = Fixtures.today
  func date(_ text: String) -> LocalDay? {
    let words = text.split(separator: " ").map(String.init)
    return DateReader.read(words, at: 0, today: today)?.0
  }
  #expect(date("by the end of april") == LocalDay(year: 2027, month: 4, day: 30))
  #expect(date("by the end of november") == LocalDay(year: 2026, month: 11, day: 30))
  #expect(date("end of next year") == LocalDay(year: 2027, month: 12, day: 31))
  #expect(date("by end of 2028") == LocalDay(year: 2028, month: 12, day: 31))
  #expect(date("the end of next month") == LocalDay(year: 2026, month: 12, day: 31))
  #expect(date("the day before yesterday") == LocalDay(year: 2026, month: 11, day: 21))
  #expect(date("by 1 march 2027") == LocalDay(year: 2027, month: 3, day: 1))
  #expect(date("april the 12th") == LocalDay(year: 2027, month: 4, day: 12))
  #expect(date("december 3 2026") == LocalDay(year: 2026, month: 12, day: 3))
  // A year that makes no date (29 February 2027) is not taken.
  #expect(date("29 february 2027") == LocalDay(year: 2028, month: 2, day: 29))
  // February's end in a leap year.
  let leap = LocalDay(year: 2028, month: 1, day: 10)!
  #expect(DateReader.read(["end", "of", "february"], at: 0, today: leap)?.0 == LocalDay(year: 2028, month: 2, day: 29))
  let goal = Fixtures.parse("i want to run a marathon by the end of april")
  #expect(goal.slots.title == "Run a marathon" && goal.slots.date == LocalDay(year: 2027, month: 4, day: 30))
  #expect(Fixtures.parse("new goal: learn spanish, for later").slots.title == "Learn spanish")
  #expect(Fixtures.parse("i want to learn spanish by summer").slots.title == "Learn spanish")
}

@Test func whatWasDoneOnAWeekdayWasDoneOnThePastOne() {
  // Monday the 23rd: "saturday" is the 21st for what was done, the 28th for what is planned.
  let done = Fixtures.parse("i did forty five minutes of yoga on saturday")
  #expect(done.intent == .logProgress && done.slots.date == LocalDay(year: 2026, month: 11, day: 21))
  #expect(Fixtures.parse("paid the rent on saturday").slots.date == LocalDay(year: 2026, month: 11, day: 21))
  let wrap = Fixtures.parse("eod 22nd nov: 3/10, sick in bed all day")
  #expect(wrap.slots.date == LocalDay(year: 2026, month: 11, day: 22))
  #expect(
    Fixtures.parse("add a task to clean the car on saturday").slots.startDate
      == LocalDay(year: 2026, month: 11, day: 28))
}

@Test(arguments: [
  ("journal: manager said the release went well", Intent.journal),
  ("jrnl - good chat w dad this am", .journal),
  ("journal (yesterday): coast trip, chips in the rain", .journal),
  ("Dear diary, the dog learned to sit", .journal),
  ("night reflection a good calm evening", .reflect),
  ("morning check in slept fine ready to go", .reflect),
  ("slept badly maybe a 2", .reflect),
  ("end of day note: the evening walk was lovely, an 8", .endOfDay),
  ("end of day calm morning a six", .endOfDay),
  ("new goal run a marathon", .goalCreate),
  ("new goal for later write a novel", .goalCreate),
  ("set a goal to learn spanish by june", .goalCreate),
  ("journal that the meeting went well", .journal),
  ("focus 25 minutes", .startFocus),
  ("start a focus session for 1 hour", .startFocus),
  ("focus for 0 minutes", .startFocus),
  ("show my stats", .stats),
  ("show me my badges", .achievements),
  ("read 20 minutes", .logProgress),
  ("read 2 hours", .logProgress),
  ("archive reading", .archiveItem),
])
func aTaughtFormIsReadWithoutTheModel(_ text: String, _ intent: Intent) {
  let result = Fixtures.parse(text)
  #expect(result.intent == intent && result.confidence == 1, "\(text): \(result.intent) \(result.confidence)")
}

@Test(arguments: [
  "Journal — best streak?", "journal done", "journal at ten thirty pm please", "slept 7 hours", "read 2 km",
  "slept in so skip yoga", "note to self buy milk", "focus on the report", "focus 3 km", "journal that",
  "show me the way", "end of day a", "end of day note for a 12",
  "new goal", "new goal list", "set a goal for me",
])
func nearFormsAreLeftToTheModel(_ text: String) {
  let reading = Fixtures.parser.read(text, context: Fixtures.context)
  #expect(ExactForms.intent(of: reading.normalized.words, raw: text) == nil, "\(text)")
}

@Test func anEditSaysHowOftenAndHowMuch() {
  let gym = Fixtures.parse("change gym to four times a week")
  #expect(gym.intent == .editItem && gym.slots.target == 4 && gym.slots.period == .week && gym.slots.unit == .count)
  let water = Fixtures.parse("change my water target to 2 litres a day")
  #expect(water.slots.target == 2000 && water.slots.unit == .ml && water.slots.period == .day, "\(water.slots)")
  let walk = Fixtures.parse("walk target 8000")
  #expect(walk.slots.target == 8000 && walk.slots.unit == .steps, "\(walk.slots)")
}

@Test(arguments: [
  ("won hundred sit ups", "100 sit ups"), ("a for out of five", "a 4 out of 5"),
  ("walked ate thousand steps", "walked 8000 steps"),
  ("protein shake for days a week", "protein shake 4 days a week"), ("i flawsed", "i flossed"),
  ("went to the jim", "went to the gym"), ("call jim", "call jim"), ("brake down my goal", "break down my goal"),
  ("1.5 leaders of water", "1.5 litres of water"), ("at a task buy milk", "add a task buy milk"),
  ("look at a task", "look at a task"), ("twenty 5 minutes", "25 minutes"), ("for twenty 5", "for 25"),
  ("the 20 5 bus", "the 20 5 bus"), ("waited for days", "waited for days"),
])
func aMisheardWordIsMendedOnlyWhereItCannotBeMeant(_ text: String, _ expected: String) {
  #expect(Normalizer.normalize(text).words.joined(separator: " ") == expected)
}

/// A skip's reason said after "as skipped", "the reason is" or "and note" is the note; a
/// weekday marked skipped after the fact is the last one.
@Test(arguments: [
  ("mark meditate as skipped i had a migraine", "i had a migraine", nil as String?),
  ("put stretch down as skipped for yesterday i pulled something in my back", "i pulled something in my back", nil),
  ("not doing the walk today mark it skipped it's raining sideways", "it's raining sideways", nil),
  ("please skip my run tomorrow the reason is travel", "travel", nil),
  ("can you skip gym today and note working late for the deadline", "working late for the deadline", nil),
  ("mark gym on saturday as skipped i was at my cousin's wedding", "i was at my cousin's wedding", "2026-11-21"),
])
func aSkipsReasonAfterItsMarker(_ text: String, _ note: String, _ day: String?) {
  let result = Fixtures.parse(text)
  #expect(result.intent == .skip || result.slots.note != nil, "\(text): \(result.intent)")
  #expect(NoteText.afterReasonMarker(text) == note, "\(text)")
  if let day { #expect(result.slots.date?.description == day, "\(text): \(String(describing: result.slots.date))") }
}

/// A skip's reason keeps only the reason: not the "skip." said before it, a marker
/// ("reason:", "with the note", "reason should be '…'"), or the "as" or "because" that
/// opens it; an "as" that does not mean "because" stays.
@Test(arguments: [
  ("gym - skip. ankle still sore", "ankle still sore"),
  ("stretch: skip, the massage covered it", "the massage covered it"),
  ("run: skipped, migraine", "migraine"),
  ("floss: skip. reason: dentist said rest the gums", "dentist said rest the gums"),
  ("skip meditate today reason exam at nine", "exam at nine"),
  ("skip gym yesterday with the note hangover", "hangover"),
  ("gym skip reason should be 'knee hurts'", "knee hurts"),
  ("I will give the gym a miss today, as my back is playing up", "my back is playing up"),
  ("skip the walk today — note: the dog had a long one at six", "the dog had a long one at six"),
  ("skip gym, as usual too busy", "as usual too busy"),
])
func aSkipsReasonLeavesWhatLedIntoIt(_ text: String, _ note: String) {
  #expect(Fixtures.parse(text, as: .skip).slots.note == note, "\(text)")
}

/// A day's plan asked about in the past tense is the last such day; asked ahead, the next.
@Test(arguments: [
  ("what did saturday look like", "2026-11-21"), ("what did friday look like", "2026-11-20"),
  ("what's on saturday", "2026-11-28"), ("show me friday", "2026-11-27"),
])
func aPlanAskedAboutInThePastIsThePastDay(_ text: String, _ day: String) {
  let result = Fixtures.parse(text)
  #expect(result.intent == .showToday, "\(text): \(result.intent)")
  #expect(result.slots.date?.description == day, "\(text): \(String(describing: result.slots.date))")
}
