import Foundation
import GRDB
import SherpaCore
import SherpaTestSupport
import Testing

@testable import SherpaStore

struct LargeStoreTests {
  let today = LocalDay(year: 2026, month: 11, day: 23) ?? LocalDay(ordinal: 0)

  func fingerprint(_ store: SherpaStore) throws -> String {
    try store.read { db in
      try String.fetchOne(
        db,
        sql: """
          SELECT (SELECT count(*) FROM instances) || ':' || (SELECT sum(progress) FROM instances) || ':'
            || (SELECT count(*) FROM xp_events) || ':' || (SELECT group_concat(name) FROM items)
          """) ?? ""
    }
  }

  @Test func generatesTheSameLargeStoreForASeedAndPlansToday() throws {
    let temp = try TemporaryStoreForTests()
    defer { temp.remove() }
    let url = temp.folder.appendingPathComponent("large.sqlite")
    let summary = try LargeStore.generate(at: url, today: today, seed: 7)
    #expect(summary.items == 200)
    #expect((85_000...95_000).contains(summary.instances))
    let store = try SherpaStore.open(at: url, readOnly: true)
    #expect(try store.items().count == 100)
    #expect(try store.items(includeArchived: true).count == 200)
    let first = try fingerprint(store)
    // How fast this is lives in sherpa-bench (Benchmarks/RESULTS.md), not here.
    let warm = try store.plan(for: today, today: today)
    let plan = try SherpaStore.open(at: url, readOnly: true).plan(for: today, today: today)
    #expect(plan.habits.count == warm.habits.count)
    #expect(plan.habits.count >= 45)
    #expect(plan.tasks.contains { $0.overdue })

    // Export reads every increment of ~90,000 instances (more than one statement may bind).
    let document = try store.exportDocument()
    #expect(document.instances.count == summary.instances)
    #expect(document.instances.filter { $0.progress > 0 }.allSatisfy { !$0.increments.isEmpty })

    let again = temp.folder.appendingPathComponent("again.sqlite")
    try LargeStore.generate(at: again, today: today, seed: 7)
    #expect(try fingerprint(try SherpaStore.open(at: again, readOnly: true)) == first)
  }
}
