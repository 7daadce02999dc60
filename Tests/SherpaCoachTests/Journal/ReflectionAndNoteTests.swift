import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore
import Testing

@testable import SherpaCoach

/// Reflections (+10 XP once a day each), the end-of-day note and its lock, the journal.
@Suite struct ReflectionAndNoteTests {
  func xp(_ coach: Coach, _ reason: XPEvent.Reason) throws -> [XPEvent] {
    try coach.store.xpEvents(
      from: LocalDay(year: 2026, month: 11, day: 1) ?? coach.environment.today,
      to: coach.environment.today.adding(days: 5)
    )
    .filter { $0.reason == reason }
  }

  @Test func eachReflectionEarnsTenOnceADay() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T07:30:00")
    let morning = try #require(await coach.handle("morning reflection slept well a 4 ready for the day"))
    #expect(morning.intent == .reflect && morning.error == nil)
    #expect(morning.reply.hasSuffix("(+10 XP)"), "\(morning.reply)")
    let again = try #require(await coach.handle("morning reflection slept ok a 3"))
    #expect(again.error == nil && !again.reply.contains("XP"))
    coach.moveClock(to: try CoachFixture.instant("2026-11-23T22:00:00"))
    let night = try #require(await coach.handle("night reflection a good calm evening"))
    #expect(night.reply == "Thanks — noted your evening. (+10 XP)", "no sleep score at night: \(night.reply)")
    _ = await coach.handle("night reflection still calm")
    coach.moveClock(to: try CoachFixture.instant("2026-11-24T07:00:00"))
    _ = await coach.handle("morning reflection slept badly a 2")
    #expect(try xp(coach, .morningReflection).map(\.day.description) == ["2026-11-23", "2026-11-24"])
    #expect(try xp(coach, .nightReflection).map(\.day.description) == ["2026-11-23"])
    let saved = try coach.store.reflections(from: coach.environment.today.adding(days: -1), to: coach.environment.today)
    #expect(saved.count == 5)
    #expect(saved.first?.sleepQuality == 4)
  }

  @Test func aSleepScoreOfSixIsRefusedAndNothingIsWritten() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T07:30:00")
    let outcome = try #require(await coach.handle("i slept a 6"))
    #expect(outcome.error?.code == .invalidInput)
    #expect(outcome.reply == "Sleep quality goes from 1 (awful) to 5 (great) — 6 is off the scale.")
    #expect(try coach.store.reflections(from: coach.environment.today, to: coach.environment.today).isEmpty)
    #expect(try xp(coach, .morningReflection).isEmpty)
  }

  @Test func aFulfilmentOfElevenIsRefusedAndNothingIsWritten() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T21:30:00")
    let outcome = try #require(await coach.handle("fulfilment 11"))
    #expect(outcome.error?.code == .invalidInput)
    #expect(outcome.reply.contains("11 is off the scale"))
    #expect(try coach.store.endOfDayNotes(from: coach.environment.today, to: coach.environment.today).isEmpty)
  }

  /// The note for 24 Nov locks at the end of 25 Nov, local time: the same instants give
  /// different answers in London and Los Angeles.
  @Test(arguments: [
    ("Europe/London", "2026-11-25T23:59:00Z", true), ("Europe/London", "2026-11-26T00:00:00Z", false),
    ("America/Los_Angeles", "2026-11-26T00:00:00Z", true), ("America/Los_Angeles", "2026-11-26T07:59:00Z", true),
    ("America/Los_Angeles", "2026-11-26T08:00:00Z", false),
  ])
  func theNoteLocksAtTheEndOfTheNextDay(zoneName: String, instant: String, editable: Bool) async throws {
    let zone = try #require(TimeZone(identifier: zoneName))
    let store = try SherpaStore.inMemory()
    let day = try #require(LocalDay("2026-11-24"))
    let writer = try CoachFixture.coach(at: "2026-11-24T21:00:00", zone: zone, store: store)
    _ = await writer.handle("end of day 6 out of 10 long day")
    #expect(try store.endOfDayNotes(from: day, to: day).first?.fulfilment == 6)

    let later = try CoachFixture.coach(at: instant, zone: zone, store: store)
    var slots = ParseSlots()
    slots.score = 9
    slots.note = "better than I thought"
    slots.date = day
    let outcome = try later.journal.endOfDay(ParseResult(intent: .endOfDay, confidence: 1, slots: slots))
    let saved = try #require(try store.endOfDayNotes(from: day, to: day).first)
    if editable {
      #expect(outcome.error == nil, "\(outcome.reply)")
      // A second wrap-up for the day adds to the first; its score replaces the old one.
      #expect(saved.fulfilment == 9 && saved.note.lowercased() == "long day; better than i thought", "\(saved)")
    } else {
      #expect(outcome.error?.code == .locked)
      #expect(outcome.reply == "The note for 2026-11-24 locked at the end of 2026-11-25, so it stays as it was.")
      #expect(saved.fulfilment == 6 && saved.note.lowercased() == "long day")
    }
  }

  @Test func yesterdaysNoteCanStillBeWrittenByWords() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-24T08:00:00")
    let outcome = try #require(await coach.handle("yesterday was a 7 out of 10"))
    #expect(outcome.error == nil, "\(outcome.reply)")
    let day = try #require(LocalDay("2026-11-23"))
    #expect(try coach.store.endOfDayNotes(from: day, to: day).first?.fulfilment == 7)
  }

  @Test func theJournalListsDaysNewestFirstWithGaps() async throws {
    let store = try SherpaStore.inMemory()
    for (when, text) in [
      ("2026-11-20T21:00:00", "end of day 5 out of 10 tired"),
      ("2026-11-22T21:00:00", "end of day 8 out of 10 good hike"),
      ("2026-11-22T07:00:00", "morning reflection slept well a 4"),
    ] {
      _ = await (try CoachFixture.coach(at: when, store: store)).handle(text)
    }
    let coach = try CoachFixture.coach(at: "2026-11-23T12:00:00", store: store)
    let page = try coach.journal.page(days: 5)
    // Nothing before the first note (20 Nov): the person had not started.
    #expect(page.days.map(\.day.description) == ["2026-11-23", "2026-11-22", "2026-11-21", "2026-11-20"])
    #expect(page.days.map(\.fulfilment) == [nil, 8, nil, 5])
    #expect(page.days[1].reflections.map(\.sleepQuality) == [4])
    #expect(page.days.map(\.locked) == [false, false, true, true])
    #expect(page.averageFulfilment == 6.5)
    let outcome = try #require(await coach.handle("/journal"))
    #expect(outcome.intent == .journal && outcome.source == .command)
    #expect(
      outcome.reply == "Your journal, the last 4 days: 2 with a note, 1 reflection. Fulfilment averages 6.5/10.")
  }

  /// Read back the same day, the lines written count as reflections, not as nothing.
  @Test func todaysJournalReadBackCountsItsReflections() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T21:00:00")
    let empty = try #require(await coach.handle("what did i write in my journal today"))
    #expect(empty.reply == "Your journal, today: no end-of-day note yet.", "\(empty.reply)")
    _ = await coach.handle("journal: today was hard but i kept going")
    _ = await coach.handle("dear diary, i finally finished the report")
    let two = try #require(await coach.handle("what did i write in my journal today"))
    #expect(two.reply == "Your journal, today: no end-of-day note yet, 2 reflections.", "\(two.reply)")
    _ = await coach.handle("end of day: good day, a 7")
    let noted = try #require(await coach.handle("what did i write in my journal today"))
    #expect(noted.reply.hasPrefix("Your journal, today: the end-of-day note, 2 reflections."), "\(noted.reply)")
    // The next morning, asked about yesterday: that day's page alone; a day before, empty.
    let next = try CoachFixture.coach(at: "2026-11-24T08:00:00", store: coach.store)
    let yesterday = try #require(await next.handle("what did i write yesterday"))
    #expect(yesterday.reply == "Your journal, 23 November 2026: the end-of-day note (7/10), 2 reflections.")
    let before = try #require(await next.handle("what did i write in my journal on sunday"))
    #expect(before.reply == "Your journal, 22 November 2026: nothing written.", "\(before.reply)")
  }

  @Test func aJournalLineIsAReflection() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T20:00:00")
    let outcome = try #require(await coach.handle("journal that the meeting went well"))
    #expect(outcome.intent == .journal && outcome.error == nil)
    let saved = try coach.store.reflections(from: coach.environment.today, to: coach.environment.today)
    #expect(saved.map(\.kind) == [.night])
    #expect(saved.first?.note == "The meeting went well" || saved.first?.note == "the meeting went well")
  }
}

/// A second wrap-up for the same day adds to the first and says so (its score replaces
/// the old one); one said as a change replaces the note.
@Test func aSecondWrapUpAddsToTheFirstAndAChangeReplacesIt() async throws {
  let coach = try CoachFixture.coach(at: "2026-11-23T21:00:00")
  _ = await coach.handle("end of day note: calm morning, a 6")
  let second = try #require(await coach.handle("end of day note: the evening walk was lovely, an 8"))
  #expect(second.reply == "Added to today's wrap-up: 8/10 (was 6/10).", "\(second.reply)")
  var saved = try #require(
    try coach.store.endOfDayNotes(from: coach.environment.today, to: coach.environment.today).first)
  #expect(saved.note == "calm morning; the evening walk was lovely" && saved.fulfilment == 8, "\(saved)")
  let changed = try #require(await coach.handle("update today's end of day note: quiet day, a 7"))
  #expect(changed.reply.hasPrefix("Replaced today's wrap-up: 7/10"), "\(changed.reply)")
  saved = try #require(try coach.store.endOfDayNotes(from: coach.environment.today, to: coach.environment.today).first)
  #expect(saved.note == "quiet day" && saved.fulfilment == 7, "\(saved)")
}

/// Words added to a day already wrapped up keep its score; with no wrap-up that day, the
/// coach asks for the score of the day that was named, and nothing is saved.
@Test func wordsAddedToAWrapUpKeepItsScore() async throws {
  let coach = try CoachFixture.coach(at: "2026-11-24T08:00:00")
  let yesterday = coach.environment.today.adding(days: -1)
  let asked = try #require(await coach.handle("add to yesterday's end of day note that i also called mom"))
  #expect(asked.reply == "How fulfilling was yesterday, from 1 to 10?", "\(asked.reply)")
  #expect(try coach.store.endOfDayNotes(from: yesterday, to: yesterday).isEmpty)
  _ = await coach.handle("end of day for yesterday 7 good walk in the park")
  let added = try #require(await coach.handle("add to yesterday's end of day note that i also called mom"))
  #expect(added.error == nil, "\(added.reply)")
  let saved = try #require(try coach.store.endOfDayNotes(from: yesterday, to: yesterday).first)
  #expect(saved.note == "good walk in the park; i also called mom" && saved.fulfilment == 7, "\(saved)")
  // A day not yet come is refused before any score is asked for.
  var slots = ParseSlots()
  slots.note = "ready for it"
  slots.date = coach.environment.today.adding(days: 1)
  let future = try coach.journal.endOfDay(ParseResult(intent: .endOfDay, confidence: 1, slots: slots))
  #expect(future.reply.contains("hasn't happened yet"), "\(future.reply)")
}

/// The journal lists no day before the person started: on a new store only today, and
/// from the day the first item was made after that.
@Test func theJournalStartsWhenThePersonStarted() async throws {
  let coach = try CoachFixture.coach(at: "2026-11-20T08:00:00")
  #expect(try coach.journal.page().days.map(\.day.description) == ["2026-11-20"])
  _ = await coach.handle("add a habit to read every day")
  coach.moveClock(to: try CoachFixture.instant("2026-11-23T08:00:00"))
  #expect(
    try coach.journal.page().days.map(\.day.description) == ["2026-11-23", "2026-11-22", "2026-11-21", "2026-11-20"])
  coach.moveClock(to: try CoachFixture.instant("2026-12-20T08:00:00"))
  #expect(try coach.journal.page().days.count == JournalHandler.journalDays, "never more than asked")
  let outcome = try #require(await coach.handle("/journal"))
  #expect(outcome.reply.hasPrefix("Your journal, the last 14 days"), "\(outcome.reply)")
}

/// The journal read back and written for yesterday: asking to see it writes nothing, a line
/// for yesterday lands on yesterday, an older day is refused with nothing saved.
@Suite struct JournalDayTests {
  @Test func readingWritesNothingAndYesterdayIsTheLastDayOpen() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T08:00:00")
    _ = await coach.handle("add a habit to read every day")
    for asked in ["show my journal", "can you show my journal"] {
      let outcome = try #require(await coach.handle(asked))
      #expect(outcome.intent == .journal && outcome.applied.isEmpty, "\(asked): \(outcome.reply)")
    }
    #expect(try coach.store.reflections(from: LocalDay(ordinal: 0), to: LocalDay(ordinal: 30_000)).isEmpty)
    let yesterday = try #require(await coach.handle("add to yesterday's journal we took a long walk by the river"))
    #expect(yesterday.reply.hasPrefix("Thanks — noted in yesterday's journal."), "\(yesterday.reply)")
    let day = try #require(LocalDay("2026-11-22"))
    #expect(try coach.store.reflections(from: day, to: day).map(\.note) == ["we took a long walk by the river"])
    let old = try #require(await coach.handle("journal for last tuesday lovely day at the coast"))
    #expect(old.error?.code == .invalidInput && old.reply.contains("Nothing was saved"), "\(old.reply)")
  }
}
