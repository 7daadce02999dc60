import Foundation
import Testing

@testable import SherpaCore

@Suite struct StatsTests {
  let today = Fixture.monday

  @Test func emptyStoreGivesZerosAndAHint() throws {
    let report = StatsCalculator(log: HabitLog(items: [], instances: []), records: []).report(
      today: today, calendar: Fixture.utcCalendar)
    #expect(report.streak.current == 0 && report.xp.total == 0 && report.completionRate.last7 == 0)
    #expect(report.hint != nil && report.totalCompletions == 0)
    let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(report)) as? [String: Any]
    let rates = json?["completion_rate"] as? [String: Any]
    #expect(rates?["7d"] as? Double == 0 && rates?["90d"] != nil)
    #expect((json?["league"] as? [String: Any])?["tier"] as? String == "base_camp")
    #expect((json?["streak"] as? [String: Any])?["longest"] as? Int == 0)
  }

  @Test func ratesTrendAndCorrelations() {
    let run = Fixture.habit(1, "run")
    let sit = Fixture.habit(2, "sit")
    var instances: [Instance] = []
    for offset in 0..<10 {
      instances.append(Fixture.done(1, today.adding(days: -offset)))
      if offset < 8 { instances.append(Fixture.done(2, today.adding(days: -offset))) }
    }
    let log = HabitLog(items: [run, sit], instances: instances)
    let records = (0..<12).map { DayEvaluator.evaluate(today.adding(days: -$0), log: log) }
    let xp = [XPEvent(day: today, reason: .habitCompleted, ref: "n1", at: Fixture.created)]
    let report = StatsCalculator(log: log, records: records, xpEvents: xp, tier: .k2, rank: 4)
      .report(today: today, calendar: Fixture.utcCalendar)
    #expect(report.completionRate.last7 == 1)
    #expect(abs(report.completionRate.last30 - 18.0 / 60.0) < 1e-9)
    #expect(report.trend > 0 && report.streak.current == 10 && report.streak.longest == 10)
    #expect(report.totalCompletions == 18 && report.activeDays == 10 && report.hourOfDay[8] == 18)
    #expect(report.dayOfWeek.reduce(0, +) == 18 && report.xp.week == 10 && report.league.rank == 4)
    let sitToRun = report.correlations.first { $0.first == "sit2" }
    #expect(sitToRun?.second == "run1" && sitToRun?.share == 1)
    #expect(report.correlations.first { $0.first == "run1" }?.share == 0.8)
    #expect(report.daily.count == 30 && report.daily.last == 1 && report.hint == nil)
  }

  /// The pairs are the ones a plain count of shared days gives, over seeded random
  /// histories of twelve habits (days before the 90-day window never count).
  @Test(arguments: [UInt64(3), 17, 2026])
  func correlationsCountSharedDaysInTheWindow(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let habits = (1...12).map { Fixture.habit(Int64($0), "h\($0)") }
    var instances: [Instance] = []
    var done: [Int64: Set<LocalDay>] = [:]
    for habit in habits {
      let chance = random.next() % 90 + 5
      for offset in 0..<120 where random.next() % 100 < chance {
        let day = today.adding(days: -offset)
        instances.append(Fixture.done(habit.id, day))
        if offset < 90 { done[habit.id, default: []].insert(day) }
      }
    }
    let report = StatsCalculator(log: HabitLog(items: habits, instances: instances), records: [])
      .report(today: today, calendar: Fixture.utcCalendar)
    let names = Dictionary(uniqueKeysWithValues: habits.map { ($0.id, $0.name) })
    var expected: [StatsReport.Correlation] = []
    for first in done.keys.sorted() {
      for second in done.keys.sorted() where second != first {
        guard let days = done[first], let other = done[second], days.count >= 5 else { continue }
        let share = Double(days.intersection(other).count) / Double(days.count)
        guard share >= 0.5 else { continue }
        expected.append(.init(first: names[first] ?? "", second: names[second] ?? "", share: share))
      }
    }
    expected.sort { $0.share != $1.share ? $0.share > $1.share : ($0.first, $0.second) < ($1.first, $1.second) }
    #expect(report.correlations == Array(expected.prefix(5)), "seed \(seed)")
    #expect(!report.correlations.isEmpty)
  }
}
