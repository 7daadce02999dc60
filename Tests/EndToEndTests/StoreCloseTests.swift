import Foundation
import SherpaTestSupport
import Testing

/// Each command closes the store it opened when it is done, or has failed: the WAL is
/// checkpointed and its side files removed, and what the command wrote is in the file.
@Test func everyCommandLeavesTheStoreClosedWithItsWritesIn() throws {
  let home = SherpaBinary.temporaryHome("closed")
  defer { try? FileManager.default.removeItem(at: home) }
  let sherpa = SherpaBinary(home: home, now: "2026-11-23T09:00:00")
  func sideFiles() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: home.path).filter {
      $0.hasSuffix("-wal") || $0.hasSuffix("-shm")
    }
  }
  let added = try sherpa.run(["--offline", "say", "add a habit to read 20 minutes every day"])
  #expect(added.status == 0 && added.stdout.hasPrefix("Added Read"), "\(added.stdout)")
  #expect(try sideFiles() == [])
  let piped = try sherpa.run(["--offline", "--json"], stdin: "read 5 minutes\nread 10 minutes\n")
  #expect(piped.status == 0 && piped.stdout.split(separator: "\n").count == 2, "\(piped.stdout)")
  #expect(try sideFiles() == [])
  let failed = try sherpa.run(["routine", "run", "Nope"])
  #expect(failed.status == 2 && failed.stderr.contains("no routine called"), "\(failed.stderr)")
  #expect(try sideFiles() == [])
  for view in [["today"], ["stats"], ["goals"]] {
    let shown = try sherpa.run(view)
    #expect(shown.status == 0, "\(view): \(shown.stderr)")
    #expect(try sideFiles() == [], "\(view)")
  }
  let today = try sherpa.run(["today", "--json"])
  #expect(today.stdout.contains("\"progress\":15"), "\(today.stdout.prefix(400))")
}
