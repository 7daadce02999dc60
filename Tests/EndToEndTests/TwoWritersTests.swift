import Foundation
import SherpaTestSupport
import Testing

/// Two sherpa processes on one home, both writing at the same time: every turn is
/// answered, nobody is shown "locked" or "busy", and the final counts are exact.
/// 2 × 150 turns here; 2 × 5,000 with `SHERPA_STRESS_FULL=1`.
@Suite(.serialized) struct TwoWritersTests {
  @Test func twoPipesWritingOneHomeLoseNoUpdate() throws {
    let turns = SherpaBinary.fullStress ? 5_000 : 150
    let home = SherpaBinary.temporaryHome("two")
    defer { try? FileManager.default.removeItem(at: home) }
    let sherpa = SherpaBinary(home: home)
    let setup = try sherpa.run(["--offline"], stdin: "add a habit to read 20 minutes every day\n")
    #expect(setup.status == 0, "\(setup.stderr)")

    var processes: [(SherpaBinary.Spawned, URL, URL)] = []
    for (index, line) in ["read 1 minute", "read 2 minutes"].enumerated() {
      let input = home.appendingPathComponent("in-\(index)")
      try Data(String(repeating: line + "\n", count: turns).utf8).write(to: input)
      let output = home.appendingPathComponent("out-\(index)")
      let errors = home.appendingPathComponent("err-\(index)")
      // One speaks JSON, the other the person's plain replies.
      let arguments = index == 0 ? ["--json", "--offline"] : ["--offline"]
      processes.append((try sherpa.launch(arguments, stdin: input, stdout: output, stderr: errors), output, errors))
    }
    for (process, output, errors) in processes {
      #expect(process.wait(timeout: SherpaBinary.fullStress ? 3_600 : 300) == .exited(0))
      let stdout = String(decoding: try Data(contentsOf: output), as: UTF8.self)
      let stderr = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
      for word in ["locked", "busy", "failed"] {
        #expect(!stdout.contains(word) && !stderr.contains(word), "\(word) shown: \(stderr.prefix(300))")
      }
      let replies = stdout.split(separator: "\n").filter { $0.contains("Logged") }
      #expect(replies.count == turns, "every turn answered: \(stdout.suffix(300))")
    }

    let today = try sherpa.run(["today", "--json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(today.stdout.utf8)) as? [String: Any])
    let items = try #require(object["items"] as? [[String: Any]])
    #expect(items.count == 1)
    #expect(items.first?["progress"] as? Double == Double(turns * 3), "1 + 2 per pair of turns")
    let chat = try StoreInspection.chatLines(of: home.appendingPathComponent("sherpa.sqlite"))
    #expect(chat == turns * 2 + 1, "one chat line per turn, the setup included")
  }
}
