import Foundation
import SherpaCore
import Testing

/// Thousands of generated rules — every kind, interval, weekday set, month day, nth
/// weekday, end and repeat after completion — from starts across a century (leap days and
/// month ends favoured), compared with `RecurrenceReference` day by day. The seed is fixed
/// so a run repeats; `SHERPA_RECURRENCE_SEED` picks another one.
@Suite struct RecurrenceRandomTests {
  static let reference = RecurrenceReference(firstYear: 1999, lastYear: 2125)
  static let rules = 3_000
  static let horizon = 2_000

  struct Case: CustomStringConvertible {
    var rule: Recurrence
    var start: Int
    var from: Int
    var count: Int
    var done: Int?

    var description: String {
      let days = RecurrenceRandomTests.reference.texts
      return "\(rule) start \(days[start]) from \(days[from]) count \(count)"
        + " last completion \(done.map { days[$0] } ?? "none")"
    }
  }

  @Test func engineAgreesWithTheDayByDayReference() throws {
    let seed = ProcessInfo.processInfo.environment["SHERPA_RECURRENCE_SEED"].flatMap { UInt64($0) } ?? 20_261_123
    var random = SeededRandom(seed: seed)
    let reference = Self.reference
    var failures = 0
    var kinds: [String: Int] = [:]
    for number in 0..<Self.rules where failures < 5 {
      let test = Self.generate(&random, kinds: &kinds)
      let start = try #require(LocalDay(reference.texts[test.start]))
      let from = try #require(LocalDay(reference.texts[test.from]))
      let done = try test.done.map { try #require(LocalDay(reference.texts[$0])) }
      #expect(throws: Never.self) { try test.rule.validate(start: start) }

      let engine = test.rule.occurrences(
        start: start, from: from, count: test.count, lastCompletion: done, horizonDays: Self.horizon
      ).map(\.description)
      let expected = reference.next(
        test.rule, start: test.start, from: test.from, count: test.count, done: test.done, horizon: Self.horizon)
      if engine != expected {
        failures += 1
        Issue.record("seed \(seed), rule \(number): \(test)\n  engine    \(engine)\n  reference \(expected)")
        continue
      }

      let countEnd = reference.countEnd(test.rule, start: test.start)
      var probes = (0..<6).map { _ in test.start + Int.random(in: -20...1_500, using: &random) }
      probes += expected.prefix(3).compactMap { reference.index[$0] }.flatMap { [$0 - 1, $0, $0 + 1] }
      for probe in probes where probe >= 0 && probe < reference.days.count {
        let day = try #require(LocalDay(reference.texts[probe]))
        let want = reference.occurs(test.rule, probe, start: test.start, done: test.done, countEnd: countEnd)
        if test.rule.occurs(on: day, start: start, lastCompletion: done) != want {
          failures += 1
          Issue.record("seed \(seed), rule \(number): \(test)\n  occurs on \(day): engine \(!want), reference \(want)")
          break
        }
      }
    }
    for kind in Self.kinds where failures == 0 {
      #expect(kinds[kind, default: 0] > Self.rules / 40, "too few \(kind) rules: \(kinds)")
    }
  }

  static let kinds = [
    "none", "daily", "daily on weekdays", "weekly", "weekly on days", "every day except", "monthly",
    "month days", "nth weekdays", "monthly mixed", "ends on date", "ends after count", "after completion",
  ]

  /// One rule of a random kind with a random start, first day, count and last completion.
  static func generate(_ random: inout SeededRandom, kinds: inout [String: Int]) -> Case {
    let days = reference.days
    func weekdays(_ range: ClosedRange<Int>) -> [Int] {
      Array((1...7).shuffled(using: &random).prefix(Int.random(in: range, using: &random)))
    }
    func monthDays() -> [Int] {
      let favoured = [28, 29, 30, 31, -1, 1]
      return (0..<Int.random(in: 1...3, using: &random)).map { _ in
        Bool.random(using: &random)
          ? favoured.randomElement(using: &random) ?? 1 : Int.random(in: 1...31, using: &random)
      }
    }
    func nths() -> [NthWeekday] {
      (0..<Int.random(in: 1...3, using: &random)).map { _ in
        NthWeekday(
          n: [1, 2, 3, 4, 5, 5, -1, -2].randomElement(using: &random) ?? 1,
          weekday: Int.random(in: 1...7, using: &random))
      }
    }
    let kind = Int.random(in: 0..<10, using: &random)
    var rule: Recurrence
    switch kind {
    case 0: rule = Recurrence(freq: .none)
    case 1: rule = Recurrence(freq: .daily, interval: Int.random(in: 1...10, using: &random))
    case 2:
      rule = Recurrence(freq: .daily, interval: Int.random(in: 1...5, using: &random), byWeekdays: weekdays(1...6))
    case 3: rule = Recurrence(freq: .weekly, interval: Int.random(in: 1...6, using: &random))
    case 4:
      rule = Recurrence(freq: .weekly, interval: Int.random(in: 1...6, using: &random), byWeekdays: weekdays(1...7))
    case 5:
      let except = Int.random(in: 1...7, using: &random)
      rule = Recurrence(freq: .weekly, byWeekdays: (1...7).filter { $0 != except })
    case 6: rule = Recurrence(freq: .monthly, interval: Int.random(in: 1...14, using: &random))
    case 7:
      rule = Recurrence(freq: .monthly, interval: Int.random(in: 1...14, using: &random), byMonthDays: monthDays())
    case 8: rule = Recurrence(freq: .monthly, interval: Int.random(in: 1...14, using: &random), byNthWeekday: nths())
    default:
      rule = Recurrence(
        freq: .monthly, interval: Int.random(in: 1...6, using: &random),
        byWeekdays: Bool.random(using: &random) ? weekdays(1...2) : [], byMonthDays: monthDays(), byNthWeekday: nths())
    }
    kinds[
      [
        "none", "daily", "daily on weekdays", "weekly", "weekly on days", "every day except", "monthly",
        "month days", "nth weekdays", "monthly mixed",
      ][kind], default: 0] += 1

    // Starts in 2000…2100; a third of them on a month's last day or a leap day.
    let first = reference.index["2000-01-01"] ?? 0
    let last = reference.index["2100-12-31"] ?? days.count - 1
    var start = Int.random(in: first...last, using: &random)
    if Int.random(in: 0..<3, using: &random) == 0 {
      while days[start].day != days[start].monthLength && !(days[start].month == 2 && days[start].day == 29) {
        start += 1
      }
    }
    let from = start + Int.random(in: -60...1_200, using: &random)
    switch Int.random(in: 0..<10, using: &random) {
    case 0...3: break
    case 4...6:
      rule.end = .onDate(
        LocalDay(reference.texts[start + Int.random(in: 0...1_500, using: &random)]) ?? LocalDay(ordinal: 0))
      kinds["ends on date", default: 0] += 1
    default:
      rule.end = .afterCount(Int.random(in: 1...30, using: &random))
      kinds["ends after count", default: 0] += 1
    }
    var done: Int?
    if Int.random(in: 0..<4, using: &random) == 0 {
      rule.afterCompletion = true
      kinds["after completion", default: 0] += 1
      if Int.random(in: 0..<10, using: &random) < 7 { done = start + Int.random(in: -20...1_000, using: &random) }
    } else if Int.random(in: 0..<10, using: &random) == 0 {
      done = start + Int.random(in: 0...300, using: &random)
    }
    return Case(rule: rule, start: start, from: from, count: Int.random(in: 1...40, using: &random), done: done)
  }
}
