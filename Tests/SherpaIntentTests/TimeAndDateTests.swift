import SherpaCore
import Testing

@testable import SherpaIntent

func day(_ text: String) -> LocalDay { LocalDay(text)! }

func readTime(_ text: String, wake: Int = 7) -> TimeReader.Found? {
  let words = Normalizer.normalize(text).words
  let context = ParseContext(
    today: Fixtures.today, time: LocalTime(hour: 8, minute: 0)!,
    wake: LocalTime(minutesSinceMidnight: wake * 60))
  for index in words.indices {
    if let (found, _) = TimeReader.read(words, at: index, context: context) { return found }
  }
  return nil
}

func readDate(_ text: String, today: LocalDay = Fixtures.today) -> LocalDay? {
  let words = Normalizer.normalize(text).words
  for index in words.indices {
    if let (found, _) = DateReader.read(words, at: index, today: today) { return found }
  }
  return nil
}

@Test(arguments: [
  ("at seven", "07:00"), ("7:30", "07:30"), ("at 7pm", "19:00"), ("half past six", "18:30"),
  ("a quarter to nine", "08:45"), ("quarter past seven", "07:15"), ("noon", "12:00"), ("midnight", "00:00"),
  ("at 7 30 in the evening", "19:30"), ("at six", "18:00"), ("at 6 am", "06:00"), ("at 19:00", "19:00"),
  ("at eleven oclock", "11:00"), ("at ten to eight", "07:50"), ("at 20 past 9", "09:20"), ("7 p m", "19:00"),
  ("at 12", "12:00"), ("at 3 in the afternoon", "15:00"),
])
func clockTimeIsRead(_ text: String, _ expected: String) {
  #expect(readTime(text) == .time(LocalTime(expected)!))
}

@Test func dinnerAndSupperAreInTheEvening() {
  #expect(readTime("dinner at seven") == .time(LocalTime(hour: 19, minute: 0)!))
  #expect(readTime("supper at 6:30") == .time(LocalTime(hour: 18, minute: 30)!))
  #expect(readTime("dinner at 7am") == .time(LocalTime(hour: 7, minute: 0)!))
  #expect(readTime("gym at seven") == .time(LocalTime(hour: 7, minute: 0)!))
  #expect(readTime("dinner with sam on friday at seven") == .time(LocalTime(hour: 19, minute: 0)!))
  #expect(readTime("defrost dinner so remind me every day at nine") == .time(LocalTime(hour: 9, minute: 0)!))
}

@Test func anHourBeforeWakeMeansTheAfternoonForALateRiser() {
  #expect(readTime("at 8", wake: 9) == .time(LocalTime("20:00")!))
  #expect(readTime("at 8", wake: 7) == .time(LocalTime("08:00")!))
}

@Test(arguments: [
  ("after waking up", TimeSlot.afterWake), ("before bed", .beforeBed), ("in the morning", .morning),
  ("in the evening", .evening), ("during the day", .duringTheDay), ("first thing", .afterWake),
])
func partOfDayIsASlot(_ text: String, _ slot: TimeSlot) {
  #expect(readTime(text) == .slot(slot))
}

@Test(arguments: [
  ("today", "2026-11-23"), ("tonight", "2026-11-23"), ("tomorrow", "2026-11-24"),
  ("the day after tomorrow", "2026-11-25"), ("yesterday", "2026-11-22"), ("friday", "2026-11-27"),
  ("next friday", "2026-11-27"), ("next monday", "2026-11-30"), ("last friday", "2026-11-20"),
  ("this weekend", "2026-11-28"), ("next week", "2026-11-30"), ("on the 15th", "2026-12-15"),
  ("on the twenty third", "2026-11-23"), ("december 3rd", "2026-12-03"), ("the 3rd of december", "2026-12-03"),
  ("in two weeks", "2026-12-07"), ("in 3 days", "2026-11-26"), ("christmas", "2026-12-25"),
  ("by june", "2027-06-30"), ("end of the month", "2026-11-30"), ("2026-12-03", "2026-12-03"),
  ("on november 1st", "2027-11-01"), ("3 jan", "2027-01-03"),
])
func relativeDateIsRead(_ text: String, _ expected: String) {
  #expect(readDate(text) == day(expected))
}

@Test func monthEndsAndYearEnds() {
  #expect(readDate("tomorrow", today: day("2026-12-31")) == day("2027-01-01"))
  #expect(readDate("on the 31st", today: day("2026-11-23")) == day("2026-12-31"))
  #expect(readDate("on the 30th", today: day("2027-02-10")) == day("2027-03-30"))
  #expect(readDate("on the 29th", today: day("2028-02-10")) == day("2028-02-29"))
  #expect(readDate("end of the month", today: day("2028-02-03")) == day("2028-02-29"))
  #expect(readDate("in a month", today: day("2027-01-31")) == day("2027-02-28"))
  #expect(readDate("next month", today: day("2026-12-15")) == day("2027-01-01"))
  #expect(readDate("by february", today: day("2027-03-01")) == day("2028-02-29"))
}

@Test func datesAcrossDaylightSavingChangesAreWholeDays() {
  // Europe springs forward on 2026-03-29 and falls back on 2026-10-25; the US on 2026-03-08
  // and 2026-11-01. Local days are calendar days, so none is lost or doubled.
  #expect(readDate("tomorrow", today: day("2026-03-28")) == day("2026-03-29"))
  #expect(readDate("the day after tomorrow", today: day("2026-03-28")) == day("2026-03-30"))
  #expect(readDate("tomorrow", today: day("2026-10-24")) == day("2026-10-25"))
  #expect(readDate("sunday", today: day("2026-10-24")) == day("2026-10-25"))
  #expect(readDate("in a week", today: day("2026-03-05")) == day("2026-03-12"))
  #expect(readDate("next sunday", today: day("2026-10-26")) == day("2026-11-01"))
}

@Test func ordinalBeforeMonthAndHundredsBeforeAmPm() {
  #expect(readDate("on fifteenth march") == day("2027-03-15"))
  #expect(readDate("the 3rd april") == day("2027-04-03"))
  #expect(readDate("thirteenth june is election day") == day("2027-06-13"))
  #expect(readDate("on twenty third of february") == day("2027-02-23"))
  #expect(readDate("the first of december") == day("2026-12-01"))
  #expect(readDate("brushed teeth last night") == day("2026-11-22"))
  #expect(readDate("yday run") == day("2026-11-22"))
  #expect(readDate("wrap the presents on christmas eve") == day("2026-12-24"))
  // Christmas before another word, or after "for", is what is said, not a day.
  #expect(readDate("send the christmas cards") == nil)
  #expect(readDate("xmas shopping done by 18 dec") == day("2026-12-18"))
  #expect(readDate("book flights for christmas") == nil)
  #expect(readDate("save 500 euro by xmas") == day("2026-12-25"))
  #expect(readDate("deadline christmas") == day("2026-12-25"))
  #expect(readDate("christmas day lunch") == day("2026-12-25"))
  #expect(readDate("book a taxi on new year's eve") == day("2026-12-31"))
  #expect(readDate("be able to do one pull up by december twenty fifth") == day("2026-12-25"))
  #expect(readDate("five k under twenty five minutes by march thirty first") == day("2027-03-31"))
  #expect(readDate("by march the twenty first 2027") == day("2027-03-21"))
  #expect(readDate("on april twenty") == day("2027-04-20"))
  #expect(readDate("lose five kilos by valentines day") == day("2027-02-14"))
  #expect(readDate("dinner on valentine's day") == day("2027-02-14"))
  #expect(readDate("it may be late") == nil)
  #expect(readTime("at eight hundred am") == .time(LocalTime(hour: 8, minute: 0)!))
  #expect(readTime("nine hundred pm") == .time(LocalTime(hour: 21, minute: 0)!))
  #expect(readTime("1375 pm") == nil)
}

/// Every word a date may start with, said last or followed by one or two more of them,
/// reads a range inside the words: "lose five kilos by valentines" once read two words
/// past the end and stopped the process.
@Test func aDateSaidLastNeverReadsPastTheEnd() {
  let starts = [
    "on", "by", "for", "until", "till", "before", "in", "today", "tonight", "tomorrow", "yesterday", "christmas",
    "xmas", "the", "day", "end", "this", "next", "coming", "last", "new", "valentines", "valentine's", "valentine",
    "monday", "sunday", "december", "jan", "1st", "15th", "first", "2026-12-03", "s", "eve", "of", "after",
  ]
  for first in starts {
    for tail in [[], ["day"]] + starts.map({ [$0] }) {
      let words = ["lose", "weight", first] + tail
      for index in words.indices {
        guard let (_, range) = DateReader.read(words, at: index, today: Fixtures.today) else { continue }
        #expect(range.lowerBound == index && range.upperBound <= words.count, "\(words)")
      }
    }
  }
  #expect(Fixtures.parse("okay set a goal for me lose five kilos by valentines").slots.date == day("2027-02-14"))
}

/// A span from today ends on a day: said after "in", "within" or "in the next", or
/// before "from now" / "from today". Months keep the day of the month (the 23rd), years
/// too; "from now on" starts something rather than naming a day.
@Test(arguments: [
  ("in two weeks", "2026-12-07"), ("within 3 days", "2026-11-26"), ("in the next six weeks", "2027-01-04"),
  ("six weeks from now", "2027-01-04"), ("a year from today", "2027-11-23"), ("within a month", "2026-12-23"),
  ("goal: declutter garage within 2 wks", "2026-12-07"), ("twelve months from today", "2027-11-23"),
])
func aSpanFromTodayEndsOnADay(_ text: String, _ expected: String) {
  #expect(readDate(text) == day(expected), "\(text)")
}

/// A day of the month written in digits with no "the" ("by 12th", "dentist 15th @ 14:30")
/// is the next such day; one that starts a rule ("1st monday monthly", "1st of the
/// month", "1st & 15th") is left to the recurrence reader. "thurs" is one Thursday, not
/// every one; "eom" and "next wk" are read as said.
@Test func shorthandDaysAreRead() {
  #expect(readDate("buy mum a present by 12th") == day("2026-12-12"))
  #expect(readDate("dentist appointment 15th @ 14:30") == day("2026-12-15"))
  #expect(readDate("check the bank statement 23rd") == day("2026-11-23"))
  #expect(readDate("pay rent 31st", today: day("2027-02-10")) == day("2027-03-31"))
  for rule in ["1st sat monthly", "1st of the month", "1st & 15th", "1st and 15th"] {
    let words = Normalizer.normalize(rule).words
    #expect(DateReader.read(words, at: 0, today: Fixtures.today) == nil, "\(rule)")
  }
  #expect(readDate("submit expenses by eom") == day("2026-11-30"))
  #expect(readDate("submit expenses by eom", today: day("2028-02-03")) == day("2028-02-29"))
  #expect(readDate("renew car insurance next wk") == day("2026-11-30"))
  let dentist = Fixtures.parse("dentist thurs 3pm").slots
  #expect(dentist.recurrence == nil && dentist.startDate == day("2026-11-26"))
  let bins = Fixtures.parse("add a habit to put the bins out on thursdays").slots
  #expect(bins.recurrence?.byWeekdays == [4])
  #expect(Fixtures.parse("add task post the parcel thurs - wait, friday").slots.startDate == day("2026-11-27"))
}

@Test func aSpanThatStartsSomethingIsNoDay() {
  #expect(readDate("yoga 3 times a week from now on") == nil)
  #expect(readDate("two weeks after each time i do it") == nil)
  #expect(readDate("a week") == nil)
}
