import Foundation
import SherpaCore
import SherpaStore
import Testing

@testable import SherpaCoach

/// Mirror mode states only what the store holds, and its `--json` reply carries every
/// line the text form shows. (The fixture's coach has notes switched off for the LLM;
/// the mirror reads them on the device all the same.)
@Suite struct MirrorTests {
  func mirror(_ coach: Coach) async throws -> TurnOutcome {
    let outcome = try #require(await coach.handle("mirror mode"))
    #expect(outcome.intent == .mirror && outcome.error == nil, "\(outcome.reply)")
    return outcome
  }

  func lines(_ outcome: TurnOutcome) -> [String] {
    guard case .lines(let lines)? = outcome.display else { return [] }
    return lines
  }

  @Test func aNewStoreGetsNoInventedFiguresAndOneQuestion() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T08:00:00")
    _ = await coach.handle("add a goal to run a marathon by june")
    _ = await coach.handle("add a task to call mom tomorrow")
    let outcome = try await mirror(coach)
    let shown = lines(outcome)
    #expect(shown.contains { $0.hasPrefix("Run a marathon") }, "\(shown)")
    for invented in ["streak", "%", "/10", "hardest day", "Mood"] {
      #expect(!shown.joined().contains(invented), "no \(invented) without data: \(shown)")
    }
    #expect(shown.contains("I don't know you well yet: no habits and nothing done so far."), "\(shown)")
    #expect(shown.filter { $0.hasPrefix("One question:") }.count == 1, "\(shown)")
    #expect(shown.last?.contains("Run a marathon") == true, "the question names the goal: \(shown)")
  }

  @Test func oneDayShowsThatDayAndItsScoreAndNoPattern() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T08:00:00")
    _ = await coach.handle("add a habit to read 20 minutes every day")
    _ = await coach.handle("add a habit to meditate every day")
    _ = await coach.handle("read 20 minutes")
    coach.moveClock(to: try CoachFixture.instant("2026-11-23T21:00:00"))
    let note = try #require(await coach.handle("end of day note: calm and steady, a 7"))
    #expect(note.error == nil, "\(note.reply)")
    let shown = lines(try await mirror(coach))
    #expect(shown.contains("Small win: a 1-day streak and 50% of habits done this week."), "\(shown)")
    #expect(shown.contains("Mood signal: you scored your day 7/10 today."), "\(shown)")
    #expect(!shown.joined().contains("hardest day"), "one day is no weekday pattern: \(shown)")
    #expect(shown.contains("I don't know you well yet: 2 habits and 1 day with something done so far."), "\(shown)")
    #expect(!shown.contains { $0.hasPrefix("One question:") }, "habits and a score: nothing to ask: \(shown)")
  }

  @Test func withoutAScoreItAsksForOne() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T08:00:00")
    _ = await coach.handle("add a habit to meditate every day")
    let shown = lines(try await mirror(coach))
    #expect(!shown.joined().contains("/10 "), "\(shown)")
    #expect(shown.last == "One question: how would you score today, from 1 to 10?", "\(shown)")
  }

  @Test func theJSONReplyHoldsEveryLineTheTextShows() async throws {
    let coach = try CoachFixture.coach(at: "2026-11-23T08:00:00")
    _ = await coach.handle("add a goal to learn spanish by summer")
    let outcome = try await mirror(coach)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.jsonBytes)) as? [String: Any])
    let reply = try #require(json["reply"] as? String)
    #expect(reply == ([outcome.reply] + lines(outcome)).joined(separator: "\n"))
    #expect(reply.split(separator: "\n").count >= 3, "\(reply)")
    #expect(try JSONEncoder().encode(outcome).count > 0)
  }
}

/// Three weeks of a daily habit done every day but Sunday: the mirror names the
/// hardest weekday in words ("Sundays", not "Suns") and, with that much history, no
/// longer says it hardly knows the person.
@Test func threeWeeksShowTheHardestWeekdayByName() async throws {
  let coach = try CoachFixture.coach(at: "2026-11-02T08:00:00")
  _ = await coach.handle("add a habit to stretch every day")
  var day = LocalDay(year: 2026, month: 11, day: 2) ?? coach.environment.today
  for _ in 0..<21 {
    coach.moveClock(to: try CoachFixture.instant("\(day)T09:00:00"))
    if day.weekday != 7 { _ = await coach.handle("done stretch") }
    day = day.adding(days: 1)
  }
  let outcome = try #require(await coach.handle("mirror mode"))
  guard case .lines(let shown)? = outcome.display else { throw MirrorFailure.noLines }
  #expect(shown.contains("Friction to remove: Sundays are your hardest day — plan less then."), "\(shown)")
  #expect(!shown.joined().contains("don't know you well"), "\(shown)")
}

enum MirrorFailure: Error { case noLines }
