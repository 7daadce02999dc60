import Foundation
import SherpaTestSupport
import Testing

/// A long pipe of writes through the real binary, killed with SIGKILL at random moments:
/// after every kill the store opens and passes `integrity_check`, and at the end it holds
/// every turn whose reply was printed before a kill. 20 kills here; 200 with
/// `SHERPA_STRESS_FULL=1`.
@Suite(.serialized) struct CrashTests {
  /// A name no other line shares: the line number spelled in letters ("kab").
  static func code(_ number: Int) -> String {
    let letters = Array("bcdfghjklmnpqrstvwxz")
    var rest = number
    var word = ""
    repeat {
      word.append(letters[rest % letters.count])
      rest /= letters.count
    } while rest > 0
    return "qu" + word
  }

  /// The inputs of the complete JSON lines in `output` (a line cut by the kill is not a reply).
  /// The inputs answered without an error, in order, and whether each changed the store
  /// (a sentence the coach was not sure of is answered with a question and writes nothing).
  static func answeredInputs(_ output: String) -> [(input: String, applied: Bool)] {
    var lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    lines.removeLast()
    return lines.compactMap { line in
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      guard object?["error"] is NSNull, let input = object?["input"] as? String else { return nil }
      return (input, !((object?["applied"] as? [Any]) ?? []).isEmpty)
    }
  }

  /// Starts `say "add drink water 3000 ml every day"` on the home and SIGKILLs it after
  /// `microseconds`, then reaps it.
  static func killFirstCommand(_ sherpa: SherpaBinary, after microseconds: Int) throws {
    let (input, output) = (sherpa.home.appendingPathComponent("in"), sherpa.home.appendingPathComponent("out"))
    try Data().write(to: input)
    let process = try sherpa.launch(
      ["--offline", "say", "add drink water 3000 ml every day"], stdin: input, stdout: output, stderr: output)
    usleep(UInt32(microseconds))
    process.kill()
    _ = process.wait(timeout: 60)
  }

  /// Killed at random moments while it makes a new store: the next command works on the
  /// home, and the store is sound (a kill in the first write had left a hot rollback
  /// journal that made every later command exit 3). 30 tries; 300 with the full stress.
  @Test func killedWhileMakingANewStoreTheNextCommandWorks() throws {
    var random = TestRandom(seed: 20_261_125)
    for round in 0..<(SherpaBinary.fullStress ? 300 : 30) {
      let home = SherpaBinary.temporaryHome("create-kill")
      defer { try? FileManager.default.removeItem(at: home) }
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      let sherpa = SherpaBinary(home: home)
      try Self.killFirstCommand(sherpa, after: random.int(0...80_000))
      let today = try sherpa.run(["today"])
      #expect(today.status == 0, "round \(round): \(today.stderr)")
      #expect(try StoreInspection.integrity(of: home.appendingPathComponent("sherpa.sqlite")) == ["ok"])
    }
  }

  /// Killed at random moments while it upgrades a store the first schema wrote, with
  /// three years of history: the next command finishes the upgrade, and the store is
  /// sound and holds every habit and every day done. 30 tries; 300 with the full stress.
  @Test func killedWhileUpgradingAnOldStoreTheNextCommandWorks() throws {
    let folder = SherpaBinary.temporaryHome("old-store")
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = folder.appendingPathComponent("v1.sqlite")
    try OldStore.writeVersion1(at: template)
    let days = try OldStore.rows(in: "instances", of: template)
    #expect(days == 12 * 1095)
    var random = TestRandom(seed: 20_261_126)
    var cutShort = 0
    for round in 0..<(SherpaBinary.fullStress ? 300 : 30) {
      let home = SherpaBinary.temporaryHome("upgrade-kill")
      defer { try? FileManager.default.removeItem(at: home) }
      let store = home.appendingPathComponent("sherpa.sqlite")
      try FileManager.default.copyItem(at: template, to: store)
      let sherpa = SherpaBinary(home: home)
      try Self.killFirstCommand(sherpa, after: random.int(0...120_000))
      if try OldStore.migrations(of: store) != OldStore.allMigrations { cutShort += 1 }

      let today = try sherpa.json(["today", "--json"])
      let names = Set(((today["items"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String })
      #expect(names.isSuperset(of: OldStore.habits), "round \(round): \(names.sorted())")
      let add = try sherpa.run(["--offline", "say", "add a task to call the bank"])
      #expect(add.status == 0, "round \(round): \(add.stderr)")
      #expect(try OldStore.migrations(of: store) == OldStore.allMigrations, "round \(round)")
      #expect(try OldStore.integrity(of: store) == ["ok"], "round \(round)")
      #expect(try OldStore.rows(in: "instances", of: store) >= days, "round \(round): history kept")
    }
    #expect(cutShort > 0, "some kills land before the upgrade is done")
  }

  @Test func killedAtRandomMomentsTheStoreKeepsEveryAnsweredTurn() throws {
    let kills = SherpaBinary.fullStress ? 200 : 20
    let home = SherpaBinary.temporaryHome("crash")
    defer { try? FileManager.default.removeItem(at: home) }
    let sherpa = SherpaBinary(home: home)
    let store = home.appendingPathComponent("sherpa.sqlite")
    var random = TestRandom(seed: 20_261_123)
    var answered: [(input: String, applied: Bool)] = []
    var killed = 0
    var next = 0
    for round in 0..<kills {
      let input = home.appendingPathComponent("in-\(round)")
      let output = home.appendingPathComponent("out-\(round)")
      let errors = home.appendingPathComponent("err-\(round)")
      let lines = (0..<400).map { index in "add a task to pack box \(Self.code(next + index))" }
      next += lines.count
      try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: input)
      let process = try sherpa.launch(["--json", "--offline"], stdin: input, stdout: output, stderr: errors)
      // Kill at a random moment once the pipe is answering (start-up is not the point).
      let answering = Date().addingTimeInterval(20)
      while (try? Data(contentsOf: output).count) ?? 0 == 0, Date() < answering { usleep(5_000) }
      usleep(UInt32(random.int(0...300_000)))
      process.kill()
      if process.wait(timeout: 60) == .signalled(SIGKILL) { killed += 1 }
      let printed = Self.answeredInputs(String(decoding: try Data(contentsOf: output), as: UTF8.self))
      #expect(printed.map(\.input) == Array(lines.prefix(printed.count)), "replies come in input order")
      answered += printed
      let stderr = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
      #expect(!stderr.contains("locked") && !stderr.contains("damaged"), "round \(round): \(stderr)")
      #expect(try StoreInspection.integrity(of: store) == ["ok"], "round \(round)")
      for file in [input, output, errors] { try? FileManager.default.removeItem(at: file) }
    }
    #expect(killed >= kills * 9 / 10, "most runs were killed mid-pipe, not finished")
    #expect(answered.count >= kills * 2, "replies were printed before the kills")

    let export = try sherpa.run(["export", "--format", "json"])
    #expect(export.status == 0, "\(export.stderr)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
    let names = Set(
      ((document["items"] as? [[String: Any]]) ?? []).compactMap { ($0["name"] as? String)?.lowercased() })
    let missing = answered.filter(\.applied).map(\.input).filter {
      !names.contains(String($0.dropFirst("add a task to ".count)))
    }
    #expect(answered.filter(\.applied).count >= answered.count * 9 / 10, "most of these adds are understood")
    #expect(missing.isEmpty, "\(missing.count) answered turns missing, first \(missing.prefix(3))")
    print("crash: \(kills) kills (\(killed) mid-pipe), \(answered.count) answered turns, \(names.count) items kept")
  }
}
