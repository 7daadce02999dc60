import Foundation
import SherpaCore
import Testing

@testable import SherpaStore

/// A second OS process writing the same store while this one does: nothing is lost.
struct TwoProcessTests {
  static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  @Test(.enabled(if: python != nil, "needs python3 for the second process"))
  func aSecondProcessWritingAtTheSameTimeLosesNothing() async throws {
    let temp = try TemporaryStoreForTests()
    defer { temp.remove() }
    let day = LocalDay(year: 2026, month: 11, day: 23) ?? LocalDay(ordinal: 0)
    let at = Date(timeIntervalSince1970: 1_795_000_000)
    let item = try temp.store.addItem(Item(kind: .habit, name: "Read", target: 1000, startDate: day, createdAt: at))
    let script = """
      import sqlite3, sys
      db = sqlite3.connect(sys.argv[1], timeout=5, isolation_level=None)
      for n in range(200):
          db.execute("BEGIN IMMEDIATE")
          db.execute("INSERT INTO chat_log (at, text, source, intent, reply) VALUES "
                     "('2026-11-23T10:00:00.000Z', ?, 'local', 'log_progress', 'ok')", (str(n),))
          db.execute("COMMIT")
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.python ?? "/usr/bin/python3")
    process.arguments = ["-c", script, temp.url.path]
    try process.run()
    for _ in 0..<200 {
      try temp.store.logProgress(itemID: item.id, day: day, amount: 1, at: at)
    }
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(try temp.store.chatLog(last: 1000).count == 200)
    #expect(try temp.store.instances(from: day, to: day).first?.progress == 200)
  }
}
