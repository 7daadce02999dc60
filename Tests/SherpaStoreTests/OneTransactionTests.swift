import Foundation
import GRDB
import SherpaCore
import Testing

@testable import SherpaStore

/// A local turn runs as one transaction (`inOneTransaction`), and the item list is kept
/// in memory between reads (`ItemCache`): neither may ever show a stale or half-written
/// store.
struct OneTransactionTests {
  let at = Date(timeIntervalSince1970: 1_795_000_000)
  let day = LocalDay(year: 2026, month: 11, day: 23) ?? LocalDay(ordinal: 0)

  struct Stop: Error, Equatable {}

  func habit(_ name: String) -> Item { Item(kind: .habit, name: name, startDate: day, createdAt: at) }

  func names(_ store: any StoreAccess, includeArchived: Bool = false) throws -> [String] {
    try store.items(includeArchived: includeArchived).map(\.name)
  }

  @Test func readsKeptInsideATransactionFollowItsWrites() throws {
    let store = try SherpaStore.inMemory()
    let seen: [String?] = try store.inOneTransaction { turn in
      let first = try turn.meta("mark")
      let again = try turn.meta("mark")
      try turn.setMeta("mark", "1")
      let written = try turn.meta("mark")
      let noGroups = try turn.groups().map(\.name).joined()
      _ = try turn.addGroup(ItemGroup(name: "Morning"))
      let groups = try turn.groups().map(\.name).joined()
      return [first, again, written, noGroups, groups]
    }
    #expect(seen == [nil, nil, "1", "", "Morning"])
    let next: [String?] = try store.inOneTransaction { turn in [try turn.meta("other"), try turn.meta("mark")] }
    #expect(next == [nil, "1"])
    #expect(try store.meta("mark") == "1")
  }

  @Test func everyWriteOfTheBodyCommitsTogether() throws {
    let temp = try TemporaryStoreForTests()
    defer { temp.remove() }
    let other = try SherpaStore.open(at: temp.url)
    let read = try temp.store.inOneTransaction { turn in
      let first = try turn.addItem(habit("Read"))
      try turn.logProgress(itemID: first.id, day: day, amount: 10, at: at)
      try turn.appendChat(
        ChatEntry(at: at, text: "read ten", source: "local", intent: "log_progress", reply: "ok", appliedJSON: "[]"))
      // Inside, the body sees its own writes; another connection does not, yet.
      #expect(try names(turn) == ["Read"])
      #expect(try names(other) == [])
      return first
    }
    #expect(try names(other) == ["Read"])
    #expect(try other.instances(itemID: read.id, from: day, to: day).first?.progress == 10)
    #expect(try other.chatLog(last: 5).map(\.text) == ["read ten"])
  }

  @Test func aThrowingBodyLeavesNothingAndItsErrorGoesOnUnchanged() throws {
    let temp = try TemporaryStoreForTests()
    defer { temp.remove() }
    _ = try temp.store.addItem(habit("Walk"))
    let before = try TableDump.of(temp.store)
    #expect(throws: Stop()) {
      try temp.store.inOneTransaction { turn in
        let item = try turn.addItem(habit("Read"))
        try turn.logProgress(itemID: item.id, day: day, amount: 5, at: at)
        #expect(try names(turn) == ["Walk", "Read"])
        throw Stop()
      }
    }
    #expect(try TableDump.of(temp.store) == before)
    // The list read inside (with "Read" in it) went with the rollback, even once the
    // counter comes back to the number it had then.
    _ = try SherpaStore.open(at: temp.url).addItem(habit("Stretch"))
    #expect(try names(temp.store) == ["Walk", "Stretch"])
  }

  @Test func aFailedWriteInsideUndoesOnlyItselfAndTheRestCommits() throws {
    let temp = try TemporaryStoreForTests()
    defer { temp.remove() }
    try temp.store.inOneTransaction { turn in
      _ = try turn.addItem(habit("Read"))
      #expect(throws: (any Error).self) {
        try turn.transaction(label: "half") { tx in
          _ = try tx.addItem(habit("Stretch"))
          throw Stop()
        }
      }
      #expect(try names(turn) == ["Read"])
    }
    #expect(try names(SherpaStore.open(at: temp.url)) == ["Read"])
  }

  @Test func aReadFromAnotherThreadSeesTheTransactionWholeOrNotAtAll() throws {
    let temp = try TemporaryStoreForTests()
    defer { temp.remove() }
    let store = temp.store
    let box = NamesBox()
    let done = DispatchSemaphore(value: 0)
    try store.inOneTransaction { turn in
      _ = try turn.addItem(habit("Read"))
      Thread.detachNewThread {
        box.names = (try? store.items().map(\.name)) ?? ["failed"]
        done.signal()
      }
      Thread.sleep(forTimeInterval: 0.05)
      _ = try turn.addItem(habit("Walk"))
    }
    done.wait()
    #expect(box.names == [] || box.names == ["Read", "Walk"])
    #expect(try names(store) == ["Read", "Walk"])
  }

  final class NamesBox: @unchecked Sendable { var names: [String] = [] }

  @Test func theKeptListFollowsChangesFromAnotherProcessAndUndo() throws {
    let temp = try TemporaryStoreForTests()
    defer { temp.remove() }
    let read = try temp.store.addItem(habit("Read"))
    #expect(try names(temp.store) == ["Read"])
    let other = try SherpaStore.open(at: temp.url)
    _ = try other.addItem(habit("Walk"))
    #expect(try names(temp.store) == ["Read", "Walk"])
    var renamed = read
    renamed.name = "Read a book"
    _ = try other.editItem(renamed)
    #expect(try names(temp.store) == ["Read a book", "Walk"])
    _ = try other.archiveItem(id: read.id)
    #expect(try names(temp.store) == ["Walk"])
    #expect(try names(temp.store, includeArchived: true) == ["Read a book", "Walk"])
    try temp.store.undoLastTurn()
    #expect(try names(other) == ["Read a book", "Walk"])
    try temp.store.undoLastTurn()
    #expect(try names(other) == ["Read", "Walk"])
  }

  @Test func somethingBuiltFromTheItemsIsBuiltAgainOnlyWhenTheyChange() throws {
    let temp = try TemporaryStoreForTests()
    defer { temp.remove() }
    _ = try temp.store.addItem(habit("Read"))
    var builds = 0
    let build = { (items: [ItemRef]) -> [String] in
      builds += 1
      return items.map(\.name)
    }
    #expect(try temp.store.fromActiveItemNames(build) == ["Read"])
    #expect(try temp.store.fromActiveItemNames(build) == ["Read"])
    #expect(builds == 1)
    let item = try temp.store.addItem(habit("Walk"))
    try temp.store.logProgress(itemID: item.id, day: day, amount: 1, at: at)
    #expect(try temp.store.fromActiveItemNames(build) == ["Read", "Walk"])
    #expect(try temp.store.fromActiveItemNames(build) == ["Read", "Walk"])
    #expect(builds == 2)
  }

  @Test func theNamesReadAloneComeInTheItemsOrderWithoutTheArchivedOnes() throws {
    let temp = try TemporaryStoreForTests()
    defer { temp.remove() }
    let read = try temp.store.addItem(habit("Read"))
    let walk = try temp.store.addItem(habit("Walk"))
    let swim = try temp.store.addItem(habit("Swim"))
    _ = try temp.store.addItem(habit("Stretch"))
    // Manual order no longer follows the rows' order: the names are sorted as items are.
    var moved = walk
    moved.manualOrder = read.manualOrder - 1
    _ = try temp.store.editItem(moved)
    _ = try temp.store.archiveItem(id: swim.id)
    // From the file (another process, so nothing is in memory), then from the items kept.
    let other = try SherpaStore.open(at: temp.url)
    let fromFile = try other.fromActiveItemNames { $0 }
    #expect(fromFile.map(\.name) == ["Walk", "Read", "Stretch"])
    #expect(fromFile.map(\.kind) == [.habit, .habit, .habit])
    let items = try temp.store.items()
    #expect(items.map(\.name) == ["Walk", "Read", "Stretch"])
    #expect(
      try temp.store.fromActiveItemNames { $0 }
        == items.map(ItemRef.init))
  }

  @Test func aStoreWithoutTheCounterIsReadAfreshEveryTime() throws {
    let temp = try TemporaryStoreForTests()
    defer { temp.remove() }
    _ = try temp.store.addItem(habit("Read"))
    // As a store from before migration v3 reads when opened read-only.
    try temp.store.writeOutsideTurns { db in
      for change in ["insert", "update", "delete"] { try db.execute(sql: "DROP TRIGGER items_version_\(change)") }
      try db.execute(sql: "DROP TABLE items_version")
    }
    #expect(try names(temp.store) == ["Read"])
    try temp.store.writeOutsideTurns { db in try db.execute(sql: "UPDATE items SET name = 'Walk'") }
    #expect(try names(temp.store) == ["Walk"])
  }

  /// The items counter is read once a transaction until a row changes: every change the
  /// turn makes, through any path, and a savepoint rolled back are seen by its next read.
  @Test func theCounterIsReadAgainAfterAnyChangeInTheTurn() throws {
    let temp = try TemporaryStoreForTests()
    defer { temp.remove() }
    let read = try temp.store.addItem(habit("Read"))
    let other = try SherpaStore.open(at: temp.url)
    try temp.store.inOneTransaction { turn in
      #expect(try names(turn) == ["Read"])
      var renamed = read
      renamed.name = "Read a book"
      _ = try turn.editItem(renamed)
      #expect(try names(turn) == ["Read a book"])
      try turn.writeOutsideTurns { db in try db.execute(sql: "UPDATE items SET name = 'Read aloud'") }
      #expect(try names(turn) == ["Read aloud"])
      #expect(throws: (any Error).self) {
        try turn.transaction(label: "half") { tx in
          _ = try tx.addItem(habit("Stretch"))
          throw Stop()
        }
      }
      #expect(try names(turn) == ["Read aloud"])
    }
    // A new transaction reads the counter afresh: another process's change shows.
    _ = try other.addItem(habit("Walk"))
    let seen = try temp.store.inOneTransaction { turn in try names(turn) }
    #expect(seen == ["Read aloud", "Walk"])
  }

  @Test func progressOnADayIsNilWithoutAnInstance() throws {
    let temp = try TemporaryStoreForTests()
    defer { temp.remove() }
    let read = try temp.store.addItem(habit("Read"))
    #expect(try temp.store.progress(itemID: read.id, on: day.adding(days: 1)) == nil)
    try temp.store.logProgress(itemID: read.id, day: day, amount: 12.5, at: at)
    #expect(try temp.store.progress(itemID: read.id, on: day) == 12.5)
    #expect(try temp.store.progress(itemID: read.id + 1, on: day) == nil)
  }

  /// An item added in a turn joins the kept list as it reads back: the turn's next look
  /// at the items decodes none of them, and sees exactly what a fresh read sees.
  @Test func anAddedItemJoinsTheKeptListAsItReadsBack() throws {
    let temp = try TemporaryStoreForTests()
    defer { temp.remove() }
    _ = try temp.store.addItem(habit("Read"))
    var archived = habit("Old")
    archived.archived = true
    _ = try temp.store.addItem(archived)
    try temp.store.inOneTransaction { turn in
      #expect(try names(turn) == ["Read"])
      let walk = try turn.addItem(habit("Walk"))
      #expect(try names(turn) == ["Read", "Walk"])
      #expect(try names(turn, includeArchived: true) == ["Read", "Old", "Walk"])
      #expect(try turn.item(id: walk.id)?.name == "Walk")
      // A duplicate is refused from the kept list, whatever its case.
      #expect(throws: StoreError.self) { try turn.addItem(habit("walk")) }
    }
    let fresh = try SherpaStore.open(at: temp.url)
    #expect(try temp.store.items(includeArchived: true) == fresh.items(includeArchived: true))
  }
}
