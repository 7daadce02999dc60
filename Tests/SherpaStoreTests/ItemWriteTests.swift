import Foundation
import SherpaCore
import Testing

@testable import SherpaStore

struct ItemWriteTests {
  let day = LocalDay(year: 2026, month: 11, day: 23) ?? LocalDay(ordinal: 0)
  let at = Date(timeIntervalSince1970: 1_795_000_000)

  func habit(_ name: String, target: Double = 1, unit: SherpaCore.Unit = .count) -> Item {
    Item(kind: .habit, name: name, unit: unit, target: target, startDate: day, createdAt: at)
  }

  @Test func addItemTrimsAndRefusesDuplicates() throws {
    let store = try SherpaStore.inMemory()
    let read = try store.addItem(habit("  Read  ", target: 30, unit: .min))
    #expect(read.name == "Read")
    #expect(read.id > 0)
    #expect(throws: StoreError.duplicate("Read")) { try store.addItem(habit("READ")) }
    #expect(throws: StoreError.self) { try store.addItem(habit("   ")) }
    #expect(try store.item(named: "read")?.id == read.id)
    try store.archiveItem(id: read.id)
    let again = try store.addItem(habit("read"))
    #expect(again.id != read.id)
    #expect(try store.items().map(\.name) == ["read"])
    #expect(try store.items(includeArchived: true).count == 2)
  }

  /// Items read back in manual order (ties by id) with every column as written, the
  /// fixed-vocabulary ones read from their bytes; an import may leave the manual order
  /// apart from the order the rows were written in.
  @Test func itemsReadBackInManualOrderWithEveryColumn() throws {
    let store = try SherpaStore.inMemory()
    let weekly = Recurrence(freq: .weekly, byWeekdays: [2, 4])
    var rent = Item(
      kind: .task, name: "Pay rent", unit: .count, target: 1, period: .week, recurrence: weekly, startDate: day,
      time: LocalTime(hour: 9, minute: 30), timeSlot: .evening, tier: .mustDo, countLabel: "payments", createdAt: at)
    rent = try store.addItem(rent)
    let walk = try store.addItem(Item(kind: .habit, name: "Walk", unit: .km, target: 5, startDate: day, createdAt: at))
    _ = try store.addItem(habit("Read", target: 30, unit: .min))
    _ = try store.addItem(habit("Swim", unit: .ml))
    try store.writer.write { db in
      try db.execute(sql: "UPDATE items SET manual_order = 3 WHERE name = 'Pay rent'")
      try db.execute(sql: "UPDATE items SET manual_order = 1 WHERE name IN ('Walk', 'Swim')")
      try db.execute(sql: "UPDATE items SET manual_order = 0 WHERE name = 'Read'")
    }
    let read = try store.items()
    #expect(read.map(\.name) == ["Read", "Walk", "Swim", "Pay rent"])
    let back = try #require(read.last)
    rent.manualOrder = 3
    #expect(back == rent)
    #expect(back.recurrence == weekly && back.tier == .mustDo && back.timeSlot == .evening && back.period == .week)
    #expect(back.time == LocalTime(hour: 9, minute: 30) && back.countLabel == "payments" && back.createdAt == at)
    #expect(read[1].id == walk.id && read[1].unit == .km && read[2].unit == .ml)
  }

  @Test func completingWritesXPAndDroppingBelowRemovesIt() throws {
    let store = try SherpaStore.inMemory()
    let read = try store.addItem(habit("Read", target: 30, unit: .min))
    var change = try store.logProgress(itemID: read.id, day: day, amount: 20, at: at)
    #expect(!change.isCompleted)
    #expect(try store.xpEvents(from: day, to: day).isEmpty)
    change = try store.logProgress(itemID: read.id, day: day, amount: 15, at: at)
    #expect(change.isCompleted && !change.wasCompleted)
    #expect(change.instance.progress == 35)
    #expect(change.instance.increments.map(\.amount) == [15], "a change carries the latest increment")
    #expect(try store.increments(instanceID: change.instance.id).map(\.amount) == [20, 15])
    let events = try store.xpEvents(from: day, to: day)
    #expect(events.map(\.amount) == [10])
    #expect(events.first?.ref == change.instance.publicID)
    try store.logProgress(itemID: read.id, day: day, amount: -10, at: at)
    #expect(try store.xpEvents(from: day, to: day).isEmpty)
    try store.complete(itemID: read.id, day: day, at: at)
    #expect(try store.instances(from: day, to: day).first?.progress == 30)
    let ranged = try store.instances(from: day.adding(days: -1), to: day, withIncrements: true)
    #expect(ranged.first?.increments.map(\.amount) == [20, 15, -10, 5])
    #expect(try store.instances(from: day, to: day).first?.increments.isEmpty == true)
    try store.uncomplete(itemID: read.id, day: day, at: at)
    #expect(try store.instances(from: day, to: day).first?.progress == 0)
    #expect(try store.xpEvents(from: day, to: day).isEmpty)
  }

  @Test func undoRestoresEveryTableSeveralLevelsBack() throws {
    let temp = try TemporaryStoreForTests()
    defer { temp.remove() }
    let store = temp.store
    let read = try store.addItem(habit("Read", target: 30, unit: .min))
    let afterAdd = try TableDump.of(store)
    try store.turn(label: "did 40 minutes") { turn in
      try turn.logProgress(itemID: read.id, day: day, amount: 40, at: at)
      try turn.skip(itemID: read.id, day: day, note: "tired")
    }
    let afterLog = try TableDump.of(store)
    try store.deleteItem(id: read.id)
    #expect(try store.items(includeArchived: true).isEmpty)
    let reopened = try SherpaStore.open(at: temp.url)
    #expect(try reopened.undoLastTurn()?.label == "delete item")
    #expect(try TableDump.of(reopened) == afterLog)
    #expect(try reopened.undoLastTurn()?.label == "did 40 minutes")
    #expect(try TableDump.of(reopened) == afterAdd)
    #expect(try reopened.undoLastTurn()?.label == "add item")
    #expect(try reopened.items(includeArchived: true).isEmpty)
    #expect(try reopened.undoLastTurn() == nil)
  }
}
