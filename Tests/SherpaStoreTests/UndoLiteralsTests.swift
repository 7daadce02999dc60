import Foundation
import GRDB
import SherpaCore
import Testing

@testable import SherpaStore

/// Undo entries' old values, read in Swift from SQLite's `quote()` text, are the values
/// that were quoted: same storage class, same bits. (SQLite reading the same text back
/// as SQL misses the last bit of some reals below 1e-290; the store never holds such.)
struct UndoLiteralsTests {
  static let texts = [
    "", "Read", "it's", "''", "a,b", "line\nbreak", "naïve 🔥", "SELECT 1", "NULL", "X'00'", "-1", "1.5", "\u{1}",
  ]
  static let reals: [Double] = [
    0, 1, 20, 0.1, 0.1 + 0.2, 1.0 / 3.0, -2.5, 1e15, 1e16, 1e300, -1e-300, .leastNonzeroMagnitude,
    .greatestFiniteMagnitude,
    9_007_199_254_740_992,
  ]
  static let integers: [Int64] = [0, 1, -1, 42, Int64.max, Int64.min, 1_000_000_000_000]

  /// What SQLite's `quote()` writes for each value, read by `UndoLiterals`, against the
  /// values themselves; SQLite's own reading of the `SELECT` agrees on all but reals.
  @Test func theQuotedValuesReadBackExactly() throws {
    let queue = try DatabaseQueue()
    var random = SeededRandom(seed: 5)
    var values: [DatabaseValue] = Self.texts.map(\.databaseValue) + Self.reals.map(\.databaseValue)
    values += Self.integers.map(\.databaseValue) + [.null, Data().databaseValue, Data([0, 0xFF, 0x10]).databaseValue]
    for _ in 0..<2_000 {
      values.append(Double(bitPattern: random.next()).databaseValue)
      values.append(Int64(bitPattern: random.next()).databaseValue)
    }
    values = values.filter { if case .double(let real) = $0.storage { real.isFinite } else { true } }
    try queue.read { db in
      for chunk in stride(from: 0, to: values.count, by: 7).map({ Array(values[$0..<min($0 + 7, values.count)]) }) {
        let quoted = try chunk.map { try String.fetchOne(db, sql: "SELECT quote(?)", arguments: [$0]) ?? "?" }
        let sql = "SELECT " + quoted.joined(separator: ",")
        let sqlite = try #require(try Row.fetchOne(db, sql: sql)).databaseValues
        let read = try #require(UndoLiterals.values(sql), "\(sql)")
        #expect(read.count == chunk.count, "\(sql)")
        for (index, mine) in read.enumerated() {
          #expect(Self.same(mine, chunk[index]), "\(sql): \(mine) vs \(chunk[index])")
          if case .double = mine.storage { continue }
          #expect(mine == Array(sqlite)[index], "\(sql)")
        }
      }
    }
  }

  /// SQLite quotes an infinite real as `Inf`, which it cannot read back; Swift can.
  @Test func infinityReadsBack() throws {
    let queue = try DatabaseQueue()
    let quoted = try queue.read { db in
      try [Double.infinity, -.infinity].map { try String.fetchOne(db, sql: "SELECT quote(?)", arguments: [$0]) ?? "" }
    }
    let read = try #require(UndoLiterals.values("SELECT " + quoted.joined(separator: ",")))
    #expect(read == [Double.infinity.databaseValue, (-Double.infinity).databaseValue], "\(quoted)")
  }

  @Test(arguments: [
    "", "SELECT ", "SELECT 1,", "SELECT 'open", "SELECT X'0'", "SELECT nul", "SELECT 1 + 2", "DELETE 1",
  ])
  func anythingElseIsLeftToSQLite(_ sql: String) {
    #expect(UndoLiterals.values(sql) == nil, "\(sql)")
  }

  static func same(_ a: DatabaseValue, _ b: DatabaseValue) -> Bool {
    switch (a.storage, b.storage) {
    case (.double(let x), .double(let y)): x.bitPattern == y.bitPattern
    default: a == b
    }
  }
}
