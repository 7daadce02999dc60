import Foundation
import GRDB
import SherpaCore
import Testing

@testable import SherpaStore

struct ConcurrencyTests {
  let at = Date(timeIntervalSince1970: 1_795_000_000)
  let day = LocalDay(year: 2026, month: 11, day: 23) ?? LocalDay(ordinal: 0)

  @Test func twoPoolsWritingAtOnceLoseNothing() async throws {
    let temp = try TemporaryStoreForTests()
    defer { temp.remove() }
    let item = try temp.store.addItem(Item(kind: .habit, name: "Push-ups", target: 1000, startDate: day, createdAt: at))
    let other = try SherpaStore.open(at: temp.url)
    let stores = [temp.store, other]
    let writes = 100
    try await withThrowingTaskGroup(of: Void.self) { group in
      for (index, store) in stores.enumerated() {
        group.addTask {
          for step in 0..<writes {
            try store.logProgress(itemID: item.id, day: day.adding(days: step % 3), amount: Double(index + 1), at: at)
          }
        }
      }
      try await group.waitForAll()
    }
    let instances = try temp.store.instances(itemID: item.id, from: day, to: day.adding(days: 2))
    #expect(instances.reduce(0) { $0 + $1.progress } == Double(writes * 1 + writes * 2))
    #expect(try instances.reduce(0) { $0 + (try temp.store.increments(instanceID: $1.id)).count } == writes * 2)
  }

  @Test func aWriterHeldPastTheBusyTimeoutIsReportedAsLocked() throws {
    let temp = try TemporaryStoreForTests()
    defer { temp.remove() }
    let blocker = try DatabaseQueue(path: temp.url.path)
    let holding = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      try? blocker.write { db in
        try db.execute(sql: "INSERT INTO meta (key, value) VALUES ('blocker', 'x')")
        holding.signal()
        Thread.sleep(forTimeInterval: 7)
      }
      done.signal()
    }
    holding.wait()
    defer { done.wait() }
    let started = ContinuousClock.now
    #expect(throws: StoreError.locked(path: temp.url.path)) {
      try temp.store.addItem(Item(kind: .habit, name: "Read", startDate: day, createdAt: at))
    }
    let waited = ContinuousClock.now - started
    #expect(waited >= .seconds(4.5) && waited < .seconds(20))
  }
}
