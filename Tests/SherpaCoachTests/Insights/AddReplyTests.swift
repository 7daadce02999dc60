import Foundation
import Testing

@testable import SherpaCoach

/// A new habit's reply names its schedule as it was said, slot and all.
@Test(arguments: [
  ("add a habit to read 20 pages every evening", "Added Read — 20 pages, every evening."),
  ("add a habit to meditate 10 minutes every morning", "Added Meditate — 10 min, every morning."),
  ("add a habit to stretch before bed", "Added Stretch — 1 time, every day before bed."),
  ("add a habit to floss every day", "Added Floss — 1 time, every day."),
  ("add a habit to go to the gym twice a week", "Added Go to the gym — 2 times a week. You've got this."),
])
func aNewHabitsReplySaysItsSchedule(sentence: String, expected: String) async throws {
  let coach = try CoachFixture.coach(at: "2026-11-23T08:00:00")
  let outcome = try #require(await coach.handle(sentence))
  #expect(outcome.reply.hasPrefix(expected), "\(outcome.reply)")
}
