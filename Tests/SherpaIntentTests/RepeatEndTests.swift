import SherpaCore
import Testing

@testable import SherpaIntent

/// A repeat's end said apart from its rule, read for the slots after the decision: a count
/// of repeats or a last day anywhere in the sentence, its words no part of the name, its
/// number no target, its day no start. (Today is Monday 23 November 2026.)
@Test(
  arguments: [
    ("take the antibiotics every morning, 10 days", 10, "Take the antibiotics"),
    ("remind me to take the antibiotics every morning for the next ten days", 10, "Take the antibiotics"),
    ("Spanish class - Tuesdays 6pm, 10 weeks", 10, "Spanish class"),
    ("eye drops every morning x10 days", 10, "Eye drops"),
    ("volunteer at the food bank - saturdays x4", 4, "Volunteer at the food bank"),
    ("for the next six saturdays go to parkrun", 6, "Go to parkrun"),
    ("Could you add Guitar lesson on Thursdays, 6 times?", 6, "Guitar lesson"),
    ("pay the car loan on the 20th each month, 6 payments left", 6, "Pay the car loan"),
    ("make call mom weekly and stop after ten calls", 10, "Call mom"),
    ("call mom: every week, ends after 10", 10, "Call mom"),
    ("review my finances on the second tuesday of every month at seven pm for a year", 12, "Review my finances"),
    ("i signed up to volunteer at the food bank on saturdays um four weeks in a row add that", 4, nil),
    ("okay so yoga daily but only thirty times then it stops", 30, "Yoga"),
    ("30 day challenge: do a plank every morning", 30, "Do a plank"),
    ("add hill repeats every thursday for six weeks", 6, "Hill repeats"),
  ] as [(String, Int, String?)])
func aCountOfRepeatsSaidApartEndsTheRule(_ text: String, _ count: Int, _ name: String?) throws {
  let slots = Fixtures.parse(text, as: .addItem).slots
  let rule = try #require(slots.recurrence, "\(text)")
  #expect(rule.end == .afterCount(count), "\(text): \(rule.end)")
  #expect(slots.target == nil, "\(text): target \(String(describing: slots.target))")
  if let name { #expect(slots.name == name, "\(text): \(String(describing: slots.name))") }
}

@Test(arguments: [
  ("until christmas i want to practise my speech every day", LocalDay(year: 2026, month: 12, day: 25)),
  ("new habit give the dog her tablets — every day, ends 6 Dec", LocalDay(year: 2026, month: 12, day: 6)),
  ("Meditate daily, ending Dec 20", LocalDay(year: 2026, month: 12, day: 20)),
  ("keep Vitamins daily but end it on Dec 31", LocalDay(year: 2026, month: 12, day: 31)),
  ("advent reading daily, 1 Dec → 24 Dec", LocalDay(year: 2026, month: 12, day: 24)),
  ("no alcohol daily, jan 1 to jan 31", LocalDay(year: 2027, month: 1, day: 31)),
  ("guitar weekdays only until christmas", LocalDay(year: 2026, month: 12, day: 25)),
  (
    "i'm doing dry january so add no alcohol every day starting january first till the thirty first",
    LocalDay(year: 2027, month: 1, day: 31)
  ),
])
func aLastDaySaidApartEndsTheRule(_ text: String, _ day: LocalDay?) throws {
  let slots = Fixtures.parse(text, as: .addItem).slots
  let rule = try #require(slots.recurrence, "\(text)")
  #expect(rule.end == .onDate(try #require(day)), "\(text): \(rule.end)")
  // The last day is no start, and no word of the name.
  #expect(slots.startDate != day, "\(text)")
  #expect(slots.name?.lowercased().contains("dec") != true && slots.name?.lowercased().contains("jan") != true)
}

@Test func saidInPassingOrAsHowOftenItIsNoEnd() {
  // A story after "because", how often ("2x daily", "3 times every morning"), a span "in"
  // days and a day said as the start leave the rule without an end.
  let story = Fixtures.parse(
    "add a habit thirty push ups every day because i've been sat at a desk for three weeks straight", as: .addItem)
  #expect(story.slots.recurrence?.end == .never)
  let twice = Fixtures.parse("new habit: skincare, 2x daily", as: .addItem).slots
  #expect(twice.recurrence?.end ?? .never == .never && twice.target == 2)
  let often = Fixtures.parse("stretch 3 times every morning", as: .addItem).slots
  #expect(often.recurrence?.end ?? .never == .never)
  let start = Fixtures.parse("add swim every friday starting december 4th", as: .addItem).slots
  #expect(start.recurrence?.end == .never && start.startDate == LocalDay(year: 2026, month: 12, day: 4))
}
