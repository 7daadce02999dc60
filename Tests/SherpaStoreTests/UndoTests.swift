import Foundation
import GRDB
import SherpaCore
import SherpaTestSupport
import Testing

@testable import SherpaStore

struct UndoTests {
  @Test func undoingEveryTurnOfAFullStoreEmptiesItStepByStep() throws {
    let store = try SherpaStore.inMemory()
    var snapshots = [try TableDump.of(store)]
    try FilledStore.fill(store)
    let turns = try store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM turns") ?? 0 }
    #expect(turns > 20)
    var undone = 0
    while try store.undoLastTurn() != nil { undone += 1 }
    #expect(undone > 20)
    snapshots.append(try TableDump.of(store))
    #expect(snapshots[1] == snapshots[0])
  }

  @Test func undoBringsBackADeletedItemWithItsHistoryAndXP() throws {
    let store = try FilledStore.fill(try SherpaStore.inMemory())
    let before = try TableDump.of(store)
    let read = try #require(try store.item(named: "read"))
    try store.deleteItem(id: read.id)
    #expect(try store.item(id: read.id) == nil)
    #expect(try TableDump.of(store) != before)
    #expect(try store.undoLastTurn()?.label == "delete item")
    #expect(try TableDump.of(store) == before)
    let violations = try store.read { db in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check") }
    #expect(violations.isEmpty)
  }

  @Test func aTransactionAppliesAllOrNothingAndUndoesAsOne() throws {
    let store = try FilledStore.fill(try SherpaStore.inMemory())
    let before = try TableDump.of(store)
    let day = FilledStore.day
    let xpBefore = try store.xpEvents(from: day, to: day).count
    #expect(throws: StoreError.self) {
      try store.transaction(label: "two actions") { tx in
        try tx.addItem(Item(kind: .habit, name: "Floss", startDate: day, createdAt: FilledStore.at))
        try tx.addItem(Item(kind: .habit, name: "read", startDate: day, createdAt: FilledStore.at))
      }
    }
    #expect(try TableDump.of(store) == before)
    try store.transaction(label: "two actions") { tx in
      let floss = try tx.addItem(Item(kind: .habit, name: "Floss", startDate: day, createdAt: FilledStore.at))
      try tx.complete(itemID: floss.id, day: day, at: FilledStore.at)
    }
    #expect(try store.xpEvents(from: day, to: day).count == xpBefore + 1)
    #expect(try store.undoLastTurn()?.label == "two actions")
    #expect(try TableDump.of(store) == before)
  }

  @Test func chatAndCacheAreNotUndone() throws {
    let store = try SherpaStore.inMemory()
    let at = FilledStore.at
    try store.addItem(Item(kind: .habit, name: "Read", startDate: FilledStore.day, createdAt: at))
    try store.appendChat(ChatEntry(at: at, text: "add read", source: "local", intent: "add_item", reply: "Added."))
    try store.putCache(key: "k", response: "r", at: at)
    try store.undoLastTurn()
    #expect(try store.items().isEmpty)
    #expect(try store.chatLog(last: 5).map(\.text) == ["add read"])
    #expect(try store.cachedResponse(key: "k", now: at.addingTimeInterval(30)) == "r")
    #expect(try store.cachedResponse(key: "k", now: at.addingTimeInterval(61)) == nil)
  }
}

struct TurnRollbackTests {
  struct Stop: Error {}

  @Test func aTurnThatThrowsLeavesNothingBehindAndNestedTurnsJoin() throws {
    let store = try FilledStore.fill(try SherpaStore.inMemory())
    let before = try TableDump.of(store)
    let day = FilledStore.day
    // A turn that adds Floss, completes it, then throws.
    let halfDone = { (access: any StoreAccess) in
      try access.turn(label: "half done") { turn in
        let floss = try turn.addItem(Item(kind: .habit, name: "Floss", startDate: day, createdAt: FilledStore.at))
        try turn.complete(itemID: floss.id, day: day, at: FilledStore.at)
        throw Stop()
      }
    }
    #expect(throws: Stop.self) { try halfDone(store) }
    #expect(try TableDump.of(store) == before)
    // Inside a longer transaction the turn's writes are taken back and the rest goes on.
    try store.inOneTransaction { outer in
      #expect(throws: Stop.self) { try halfDone(outer) }
      #expect(try TableDump.of(outer) == before)
      try outer.setMeta("after", "kept")
    }
    #expect(try store.meta("after") == "kept")
    try store.turn(label: "outer") { turn in
      try turn.addItem(Item(kind: .habit, name: "Floss", startDate: day, createdAt: FilledStore.at))
      _ = try turn.turn(label: "inner") { inner in
        try inner.addItem(Item(kind: .habit, name: "Nap", startDate: day, createdAt: FilledStore.at))
      }
    }
    #expect(try store.undoLastTurn()?.label == "outer")
    #expect(try TableDump.of(store) == before)
  }
}
