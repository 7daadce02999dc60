import Foundation
import GRDB
import SherpaCore
import SherpaTestSupport
import Testing

@testable import SherpaStore

struct UndoPrecisionTests {
  @Test func undoRestoresDoublesAndUnicodeTextExactly() throws {
    let store = try SherpaStore.inMemory()
    let day = FilledStore.day
    let item = try Self.habit("Wasser trinken 💧 'quoted'", .ml, target: 2000, logged: [0.1, 0.2], in: store)
    try store.setNote(itemID: item.id, day: day, note: "naïve — 'it''s' \"fine\"\n2nd line")
    let before = try TableDump.of(store)
    let progress = try #require(try store.instances(from: day, to: day).first?.progress)
    #expect(progress == 0.1 + 0.2)
    try store.logProgress(itemID: item.id, day: day, amount: 1.0 / 3.0, at: FilledStore.at)
    try store.setNote(itemID: item.id, day: day, note: nil)
    try store.undoLastTurn()
    try store.undoLastTurn()
    #expect(try store.instances(from: day, to: day).first?.progress == progress)
    #expect(try TableDump.of(store) == before)
  }

  /// Changes logged by an older schema's triggers (v1's statements with the values in
  /// their text, v4's `SELECT`s of literals, v7's typed values) still undo after the
  /// upgrade, which drops the triggers, and the entries logged after it keep their values
  /// typed, in columns of their own.
  @Test(arguments: [("v3-items-version", "INSERT%"), ("v6-items-count-label", "SELECT %"), ("v7-undo-values", "")])
  func changesLoggedByAnOlderSchemaStillUndoAfterTheUpgrade(upTo migration: String, logged pattern: String) throws {
    let queue = try DatabaseQueue(configuration: StoreOpener.configuration(readOnly: false))
    try Schema.migrator.migrate(queue, upTo: migration)
    if try queue.read({ db in try !db.columns(in: "items").contains { $0.name == "count_label" } }) {
      try OldSchema.letTodaysCodeWrite(queue)
    }
    let day = FilledStore.day
    let at = FilledStore.at
    let empty = try TableDump.of(SherpaStore(writer: queue, path: ":memory:"))
    let item = Item(kind: .habit, name: "Read 'books'", unit: .min, target: 30, startDate: day, createdAt: at)
    try OldSchema.writeAsAnOlderBuild(
      queue, "INSERT INTO items (\(Rows.itemColumns)) VALUES (\(Rows.itemMarks))", Rows.itemArguments(item))
    try OldSchema.writeAsAnOlderBuild(
      queue, "INSERT INTO instances (item_id, day, progress, skipped) VALUES (1, ?, 0.1, 0)", [day.description])
    let logged = try TableDump.of(SherpaStore(writer: queue, path: ":memory:"))
    try OldSchema.writeAsAnOlderBuild(queue, "DELETE FROM instances WHERE item_id = 1; DELETE FROM items WHERE id = 1")
    let older = try queue.read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM undo_log WHERE sql LIKE ?", arguments: [pattern])
    }
    #expect(older ?? 0 > 0)

    try Schema.migrator.migrate(queue)
    let triggers = try queue.read { db in
      try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
    }
    #expect(triggers == ["items_version_delete", "items_version_insert", "items_version_update"])
    let store = SherpaStore(writer: queue, path: ":memory:")
    try store.undoLastTurn()
    #expect(try TableDump.of(store) == logged)
    try store.logProgress(itemID: 1, day: day, amount: 1.0 / 3.0, at: at)
    let kept = try queue.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT sql, typeof(v0), typeof(v3), v3 FROM undo_log
          WHERE turn_id = (SELECT max(turn_id) FROM undo_log) AND op LIKE 'UPDATE instances%'
          """)
    }
    #expect(kept.count == 1)
    #expect(kept.first?[0] == "")
    #expect(kept.first?[1] == "integer")
    #expect(kept.first?[2] == "real")
    #expect(kept.first?[3] == 0.1)
    try store.setNote(itemID: 1, day: day, note: "it's\nfine")
    #expect(try TableDump.of(store) != logged)
    try store.undoLastTurn()
    try store.undoLastTurn()
    #expect(try TableDump.of(store) == logged)
    try store.undoLastTurn()
    try store.undoLastTurn()
    #expect(try TableDump.of(store) == empty)
    #expect(try store.undoLastTurn() == nil)
  }

  /// A new store has no undo triggers: the store logs one entry for every row a turn
  /// changes, the rows a delete takes with it included, and nothing for a write that
  /// throws (its changes roll back).
  @Test func theStoreLogsEveryRowATurnChangesAndNothingOfAWriteThatThrows() throws {
    let store = try SherpaStore.inMemory()
    let triggers = try store.writer.read { db in
      try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name GLOB '*_undo_*'")
    }
    #expect(triggers.isEmpty)
    let day = FilledStore.day
    let at = FilledStore.at
    let item = try Self.habit("Stretch", .min, target: 10, logged: [4, 3], in: store)
    let rows = {
      try store.writer.read { db in
        try Schema.undoneTables.reduce(0) { $0 + (try Int.fetchOne(db, sql: "SELECT count(*) FROM \($1)") ?? 0) }
      }
    }
    let kept = try TableDump.of(store)
    let before = try rows()
    #expect(before >= 4)
    let logged = { try store.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM undo_log") ?? 0 } }
    let entries = try logged()
    #expect(throws: (any Error).self) {
      try store.transaction(label: "half") { tx in
        _ = try tx.addItem(Item(kind: .habit, name: "Half", unit: .min, target: 5, startDate: day, createdAt: at))
        _ = try tx.addItem(Item(kind: .habit, name: "Stretch", unit: .min, target: 5, startDate: day, createdAt: at))
      }
    }
    #expect(try logged() == entries)
    #expect(try TableDump.of(store) == kept)
    _ = try store.deleteItem(id: item.id)
    // Every entry of the delete's turn puts a row back: one for each row it took away.
    let ops = try store.writer.read { db in
      try String.fetchAll(db, sql: "SELECT op FROM undo_log WHERE turn_id = (SELECT max(id) FROM turns)")
    }
    #expect(ops.count == before - (try rows()))
    #expect(ops.allSatisfy { $0.hasPrefix("INSERT") })
    try store.undoLastTurn()
    #expect(try TableDump.of(store) == kept)
  }

  /// A habit added and logged `amounts` on `FilledStore.day`, each in a turn of its own.
  static func habit(
    _ name: String, _ unit: SherpaCore.Unit, target: Double, logged amounts: [Double], in store: SherpaStore
  )
    throws -> Item
  {
    let item = try store.addItem(
      Item(kind: .habit, name: name, unit: unit, target: target, startDate: FilledStore.day, createdAt: FilledStore.at))
    for amount in amounts {
      try store.logProgress(itemID: item.id, day: FilledStore.day, amount: amount, at: FilledStore.at)
    }
    return item
  }

  @Test func everyUndoneTableFitsTheUndoLogsValueColumns() throws {
    let store = try SherpaStore.inMemory()
    let widest = try store.writer.read { db in
      try Schema.undoneTables.map { try db.columns(in: $0).count }.max() ?? 0
    }
    #expect(widest + 1 <= UndoTriggers.valueSlots)
    let slots = try store.writer.read { db in try db.columns(in: "undo_log").filter { $0.name.hasPrefix("v") }.count }
    #expect(slots == UndoTriggers.valueSlots)
  }

  @Test func theSuggestionsLibraryKeepsItsShape() {
    let all = SuggestionLibrary.all
    #expect(all.count >= 40)
    #expect(all.map(\.id) == Array(1...Int64(all.count)))
    #expect(Set(all.map { $0.name.lowercased() }).count == all.count)
    #expect(Set(all.map(\.category)) == Set(SuggestionLibrary.categories))
    #expect(all.allSatisfy { $0.habitPrompt?.isEmpty == false && $0.target > 0 })
    #expect(SuggestionLibrary.suggestion(id: "s1")?.name == all.first?.name)
    #expect(SuggestionLibrary.suggestion(id: "s999") == nil)
    #expect(all.allSatisfy { Item.normalizedName($0.name) == $0.name })
  }
}

/// The two rules read without a decoder are stored exactly as the encoder writes them.
struct CommonRuleTextTests {
  @Test func theCommonRulesReadBackAsTheEncoderWritesThem() throws {
    #expect(try Rows.encode(Recurrence.daily) == Rows.dailyJSON)
    #expect(try Rows.encode(Recurrence.once) == Rows.onceJSON)
    #expect(try Rows.recurrence(Rows.dailyJSON) == .daily)
    #expect(try Rows.recurrence(Rows.onceJSON) == .once)
    let weekly = Recurrence(freq: .weekly, byWeekdays: [1, 3, 5])
    #expect(try Rows.recurrence(Rows.encode(weekly)) == weekly)
  }
}
