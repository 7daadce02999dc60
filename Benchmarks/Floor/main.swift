// The floor: a do-nothing Swift program that opens the same SQLite file sherpa
// opens, the way a read-only sherpa command does, and exits. Benchmarks quote sherpa's
// figures as ratios against it.
import Foundation
import GRDB

let arguments = CommandLine.arguments
guard arguments.count > 1 else {
  FileHandle.standardError.write(Data("usage: sherpa-floor PATH/sherpa.sqlite\n".utf8))
  exit(2)
}
do {
  var configuration = Configuration()
  configuration.readonly = true
  configuration.busyMode = .timeout(5)
  let queue = try DatabaseQueue(path: arguments[1], configuration: configuration)
  _ = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
} catch {
  FileHandle.standardError.write(Data("sherpa-floor: \(error)\n".utf8))
  exit(3)
}
