import Foundation
import SherpaTestSupport
import Testing

/// `sherpa recur` as CLI.md shows it: the JSON shape, the plain listing, and exit 2 with
/// a precise message for rules that cannot be used.
@Suite struct RecurTests {
  func withSherpa(_ body: (SherpaBinary, URL) throws -> Void) throws {
    let home = SherpaBinary.temporaryHome("recur")
    defer { try? FileManager.default.removeItem(at: home) }
    try body(SherpaBinary(home: home), home)
  }

  func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func jsonMatchesTheContract() throws {
    try withSherpa { sherpa, _ in
      let result = try sherpa.run([
        "recur", "every 2 weeks on tue and thu", "--start", "2026-11-23", "--count", "4", "--json",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.split(separator: "\n").count == 1)
      let json = try object(result.stdout)
      #expect(Set(json.keys) == ["summary", "dates"])
      #expect(json["summary"] as? String == "Every 2 weeks on Tue & Thu")
      #expect(json["dates"] as? [String] == ["2026-11-24", "2026-11-26", "2026-12-08", "2026-12-10"])
    }
  }

  @Test func plainOutputIsTheSummaryThenDatesWithWeekdays() throws {
    try withSherpa { sherpa, _ in
      let result = try sherpa.run(["recur", "the last friday of every month", "--start", "2026-11-23", "--count", "3"])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(
        result.stdout.split(separator: "\n").map(String.init) == [
          "Monthly on the last Friday",
          "  Fri 27 Nov 2026  2026-11-27",
          "  Fri 25 Dec 2026  2026-12-25",
          "  Fri 29 Jan 2027  2027-01-29",
        ])
    }
  }

  @Test func fewerDatesWhenTheRuleEndsAndTheStartComesFromTheClock() throws {
    try withSherpa { sherpa, _ in
      let counted = try object(
        try sherpa.run(["recur", "every other day for 3 times", "--count", "10", "--json"]).stdout)
      #expect(counted["dates"] as? [String] == ["2026-11-23", "2026-11-25", "2026-11-27"])
      #expect(counted["summary"] as? String == "Every 2 days, ends after 3 times")
      let until = try object(
        try sherpa.run(["recur", "every month on the 31st until march 31st", "--count", "10", "--json"]).stdout)
      #expect(until["dates"] as? [String] == ["2026-12-31", "2027-01-31", "2027-03-31"])
      #expect(until["summary"] as? String == "Monthly on the 31st, ends on 31 Mar 2027")
      let started = try object(
        try sherpa.run([
          "recur", "every month on the 15th and the last day starting 2028-02-01", "--count", "3", "--json",
        ])
        .stdout)
      #expect(started["dates"] as? [String] == ["2028-02-15", "2028-02-29", "2028-03-15"])
    }
  }

  @Test func aWeekAcrossTheClockChangeInNewYork() throws {
    let home = SherpaBinary.temporaryHome("recur-dst")
    defer { try? FileManager.default.removeItem(at: home) }
    let sherpa = SherpaBinary(home: home, now: "2026-10-31T23:30:00", tz: "America/New_York")
    let result = try sherpa.run(["recur", "every day", "--count", "3", "--json"])
    #expect(try object(result.stdout)["dates"] as? [String] == ["2026-10-31", "2026-11-01", "2026-11-02"])
  }

  @Test(arguments: [
    (["every 0 days"], "sherpa: the interval must be 1 or more, not 0"),
    (["every month on the 32nd"], "sherpa: day 32 of a month does not exist (1…31, or -1 for the last day)"),
    (["every 6th friday"], "sherpa: there is no 6th weekday in a month (1st…5th, last or second to last)"),
    (
      ["every day until 2026-11-01", "--start", "2026-11-23"],
      "sherpa: the rule ends on 2026-11-01, before it starts on 2026-11-23"
    ),
    ([""], "sherpa: the rule is empty: write one such as \"every 2 weeks on tue and thu\""),
    (["every blue moon"], "sherpa: could not read \"blue moon\" in \"every blue moon\""),
    (["every day", "--count", "0"], "sherpa: --count must be between 1 and 10000"),
    (["every day", "--start", "2026-02-30"], "sherpa: --start 2026-02-30 is not a date like 2026-11-23"),
  ])
  func badInputExitsTwoWithAPreciseMessage(_ arguments: [String], _ message: String) throws {
    try withSherpa { sherpa, home in
      let result = try sherpa.run(["recur"] + arguments + ["--json"])
      #expect(result.status == 2)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr == message + "\n")
      let files = try FileManager.default.contentsOfDirectory(atPath: home.path)
      #expect(!files.contains("sherpa.sqlite"), "recur never writes the store")
    }
  }
}
