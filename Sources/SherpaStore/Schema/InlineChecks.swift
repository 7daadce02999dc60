import GRDB
import SherpaCore

/// SQLite checks `x IN ('a', 'b', 'c')` in a CHECK constraint by building a temporary
/// index of the list every time a row is written: about 4.7 µs an insert, paid for the
/// chat line and the increment of every turn. The same test written as
/// `(x = 'a' OR x = 'b' OR x = 'c')` is compiled inline (lists of two already are). The
/// two forms accept and refuse exactly the same values, NULL included. Measured against
/// the plain lists (2026-11-26, callgrind, 300 voice-style lines on a store made
/// beforehand): 266.8 M instructions against 281.4 M, 5.2% of the pipe; it stays.
///
/// Existing tables are changed in place the way sqlite.org/lang_altertable.html documents
/// for constraint changes ("Making Other Kinds Of Table Schema Changes"): each table's text
/// in `sqlite_schema` is rewritten and the schema version raised. No row is rewritten, and
/// every row already meets the rewritten test. New connections read the new text; the one
/// that made the change may go on with the old, equivalent, compiled checks.
enum InlineChecks {
  /// Rewrites every table whose CHECK constraints hold a list of three or more. Where
  /// SQLite refuses schema edits (a connection in defensive mode), nothing changes: the
  /// lists stay, slower but the same.
  static func apply(_ db: Database) throws {
    let tables = try Row.fetchAll(
      db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql LIKE '% IN (%'"
    ).compactMap { row -> (name: String, sql: String)? in
      let sql: String = row["sql"]
      let inlined = inlined(sql)
      return inlined == sql ? nil : (row["name"], inlined)
    }
    guard !tables.isEmpty else { return }
    let version = try Int.fetchOne(db, sql: "PRAGMA schema_version") ?? 0
    do {
      try db.inSavepoint {
        try db.execute(sql: "PRAGMA writable_schema = ON")
        for table in tables {
          try db.execute(
            sql: "UPDATE sqlite_master SET sql = ? WHERE type = 'table' AND name = ?",
            arguments: [table.sql, table.name])
        }
        try db.execute(sql: "PRAGMA schema_version = \(version + 1)")
        try db.execute(sql: "PRAGMA writable_schema = OFF")
        return .commit
      }
    } catch {
      try? db.execute(sql: "PRAGMA writable_schema = OFF")
    }
  }

  /// `sql` with each `name IN (v1, v2, v3, …)` of three or more plain values written as
  /// `(name = v1 OR name = v2 OR …)`; anything else is left as it is.
  static func inlined(_ sql: String) -> String {
    var out = ""
    var rest = Substring(sql)
    while let found = rest.range(of: " IN") {
      let before = rest[..<found.lowerBound]
      let after = rest[found.upperBound...]
      if let (column, values, end) = valueList(after: after, name: before) {
        out += before.dropLast(column.count)
        out += "(" + values.map { "\(column) = \($0)" }.joined(separator: " OR ") + ")"
        rest = after[end...]
      } else {
        out += rest[..<found.upperBound]
        rest = after
      }
    }
    return out + rest
  }

  /// The column (the word that ends `name`) and the values of the list that opens
  /// `text`, and where the list ends; nil unless it is three or more plain values.
  private static func valueList(after text: Substring, name: Substring)
    -> (column: String, values: [String], end: Substring.Index)?
  {
    let open = text.drop { $0 == " " || $0 == "\n" }
    guard open.first == "(", let close = open.firstIndex(of: ")") else { return nil }
    let list = open[open.index(after: open.startIndex)..<close]
    let column = String(name.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
    let values = list.split(separator: ",").map { $0.trimmingWhitespace }
    guard !column.isEmpty, !list.contains("("), values.count >= 3, !values.contains(where: \.isEmpty) else {
      return nil
    }
    return (column, values, open.index(after: close))
  }
}
