import Foundation
import SherpaTestSupport
import Testing

/// The command line parses quickly when it can (no completion-script check) and falls
/// back to ArgumentParser's full parse for everything else: help, usage errors and
/// completion scripts must read exactly as ArgumentParser writes them.
@Suite struct CommandLineTests {
  func withSherpa(_ body: (SherpaBinary) throws -> Void) throws {
    let home = SherpaBinary.temporaryHome("cli")
    defer { try? FileManager.default.removeItem(at: home) }
    try body(SherpaBinary(home: home))
  }

  @Test func helpAndUsageNameOnlySherpa() throws {
    try withSherpa { sherpa in
      let help = try sherpa.run(["today", "--help"])
      #expect(help.status == 0)
      #expect(help.stdout.contains("USAGE: sherpa today"), "\(help.stdout)")
      let bad = try sherpa.run(["today", "--bogus"])
      #expect(bad.status == 2)
      #expect(bad.stderr.contains("Unknown option '--bogus'"), "\(bad.stderr)")
      #expect(bad.stderr.contains("Usage: sherpa today"), "\(bad.stderr)")
      #expect(!bad.stderr.contains("sherpa sherpa"))
      let version = try sherpa.run(["--version"])
      #expect(version.status == 0)
      #expect(version.stdout.split(separator: "\n").count == 1)
    }
  }

  @Test func completionScriptsAreStillWritten() throws {
    try withSherpa { sherpa in
      for shell in ["bash", "zsh", "fish"] {
        let script = try sherpa.run(["--generate-completion-script", shell])
        #expect(script.status == 0, "\(shell): \(script.stderr)")
        #expect(script.stdout.contains("today"), "\(shell)")
      }
    }
  }

  @Test func optionsParseTheSameBeforeAndAfterTheCommand() throws {
    try withSherpa { sherpa in
      let after = try sherpa.run(["today", "--json", "--date", "2026-11-24"])
      let before = try sherpa.run(["--json", "today", "--date", "2026-11-24"])
      #expect(after.status == 0, "\(after.stderr)")
      #expect(after.stdout == before.stdout)
      #expect(after.stdout.contains("\"date\":\"2026-11-24\""), "\(after.stdout)")
    }
  }
}

/// Through the binary, on a new store: the `--json` reply of a mirror holds the very
/// lines the text form prints, and neither states a figure the store does not hold.
@Test func mirrorSaysTheSameInTextAndJSON() throws {
  let home = SherpaBinary.temporaryHome("mirror")
  defer { try? FileManager.default.removeItem(at: home) }
  let sherpa = SherpaBinary(home: home)
  #expect(try sherpa.run(["--offline", "say", "add a goal to run a marathon by june"]).status == 0)
  let text = try sherpa.run(["--offline"], stdin: "mirror mode\n")
  let json = try sherpa.run(["--offline", "--json"], stdin: "mirror mode\n")
  #expect(text.status == 0 && json.status == 0, "\(text.stderr) \(json.stderr)")
  let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
  let reply = try #require(object["reply"] as? String)
  #expect(reply.split(separator: "\n") == text.stdout.split(separator: "\n"), "\(reply)\n---\n\(text.stdout)")
  #expect(reply.contains("Run a marathon") && !reply.contains("0-day") && !reply.contains("0/10"), "\(reply)")
}

/// `today --date` for another day is titled by its weekday, and a count shows no unit.
@Test func todayForAnotherDayIsTitledByItsWeekday() throws {
  let home = SherpaBinary.temporaryHome("other-day")
  defer { try? FileManager.default.removeItem(at: home) }
  let sherpa = SherpaBinary(home: home, now: "2026-11-23T08:00:00")
  #expect(try sherpa.run(["--offline", "say", "add a habit to run every day"]).status == 0)
  let past = try sherpa.run(["today", "--date", "2026-11-21"])
  #expect(past.status == 0 && past.stdout.hasPrefix("Sat 2026-11-21"), "\(past.stdout) \(past.stderr)")
  let today = try sherpa.run(["today"])
  #expect(today.stdout.hasPrefix("Today 2026-11-23") && today.stdout.contains("0/1 "), "\(today.stdout)")
  #expect(!today.stdout.contains("count"), "\(today.stdout)")
}

/// SPEC's own example through the binary: a weekly step target on Mon, Wed and Fri adds
/// up the week's walks, is met on Wednesday, shows met on Friday, and starts again from
/// zero the next Monday.
@Test func aWeeklyTargetOnFixedDaysAddsUp() throws {
  let home = SherpaBinary.temporaryHome("weekly")
  defer { try? FileManager.default.removeItem(at: home) }
  func at(_ now: String) -> SherpaBinary { SherpaBinary(home: home, now: now) }
  let added = try at("2026-11-02T08:00:00").run([
    "--offline", "say", "add a habit to walk 10000 steps a week every mon wed fri",
  ])
  #expect(added.status == 0, "\(added.stderr)")
  let monday = try at("2026-11-02T09:00:00").run(["--offline", "say", "walked 4000 steps"])
  #expect(monday.stdout.contains("4000/10,000 steps this week"), "\(monday.stdout)")
  let wednesday = try at("2026-11-04T09:00:00").run(["--offline", "say", "walked 6000 steps"])
  #expect(wednesday.stdout.contains("10,000/10,000 steps this week"), "\(wednesday.stdout)")
  #expect(wednesday.stdout.contains("(+10 XP)"), "\(wednesday.stdout)")
  let friday = try at("2026-11-06T09:00:00").run(["today"])
  #expect(friday.stdout.contains("1/1 done") && friday.stdout.contains("10000/10000 steps"), "\(friday.stdout)")
  let nextMonday = try at("2026-11-09T09:00:00").run(["today"])
  #expect(nextMonday.stdout.contains("0/10000 steps"), "\(nextMonday.stdout)")
}
