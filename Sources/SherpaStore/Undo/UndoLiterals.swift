import Foundation
import GRDB

/// Reads an undo entry's `SELECT` of old values (SQLite `quote()` literals joined by
/// commas) in Swift, so undoing a turn does not compile one statement per changed row
/// (40,000 instructions each, most of an undo). Nil for anything it does not read
/// exactly; the entry is then evaluated by SQLite as before.
enum UndoLiterals {
  static func values(_ sql: String) -> [DatabaseValue]? {
    var sql = sql
    return sql.withUTF8 { bytes -> [DatabaseValue]? in
      let prefix = Array("SELECT ".utf8)
      guard bytes.count > prefix.count, bytes.starts(with: prefix) else { return nil }
      var values: [DatabaseValue] = []
      var index = prefix.count
      while true {
        guard let (value, end) = literal(bytes, at: index) else { return nil }
        values.append(value)
        if end == bytes.count { return values }
        guard bytes[end] == UInt8(ascii: ",") else { return nil }
        index = end + 1
      }
    }
  }

  /// One literal from `start`: the value and the index just after it.
  private static func literal(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (DatabaseValue, Int)? {
    guard start < bytes.count else { return nil }
    switch bytes[start] {
    case UInt8(ascii: "'"):
      return text(bytes, at: start)
    case UInt8(ascii: "X"):
      return blob(bytes, at: start)
    case UInt8(ascii: "N"):
      let null = Array("NULL".utf8)
      guard bytes.count - start >= null.count, Array(bytes[start..<start + null.count]) == null else { return nil }
      return (.null, start + null.count)
    default:
      return number(bytes, at: start)
    }
  }

  /// `'…'`, a quote inside written twice.
  private static func text(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (DatabaseValue, Int)? {
    var content: [UInt8] = []
    var index = start + 1
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "'") {
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "'") {
          content.append(UInt8(ascii: "'"))
          index += 2
          continue
        }
        guard let text = String(validating: content, as: UTF8.self) else { return nil }
        return (text.databaseValue, index + 1)
      }
      content.append(bytes[index])
      index += 1
    }
    return nil
  }

  /// `X'0A1B'`.
  private static func blob(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (DatabaseValue, Int)? {
    guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "'") else { return nil }
    func nibble(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
      case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
      case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
      default: nil
      }
    }
    var data: [UInt8] = []
    var index = start + 2
    while index + 1 < bytes.count, let high = nibble(bytes[index]), let low = nibble(bytes[index + 1]) {
      data.append(high << 4 | low)
      index += 2
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "'") else { return nil }
    return (Data(data).databaseValue, index + 1)
  }

  /// An integer (`-12`) or a real, which `quote()` always writes with a point or an
  /// exponent (`20.0`, `1.5e+20`), or as `Inf` / `-Inf` (which SQLite itself cannot read
  /// back as SQL).
  private static func number(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (DatabaseValue, Int)? {
    var end = start
    var isReal = false
    while end < bytes.count, bytes[end] != UInt8(ascii: ",") {
      switch bytes[end] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"): break
      case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): isReal = true
      case UInt8(ascii: "I"), UInt8(ascii: "n"), UInt8(ascii: "f"): isReal = true
      default: return nil
      }
      end += 1
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    if text == "Inf" || text == "-Inf" { return ((text == "Inf" ? Double.infinity : -.infinity).databaseValue, end) }
    if isReal {
      guard let real = Double(text), !real.isNaN else { return nil }
      return (real.databaseValue, end)
    }
    guard let integer = Int64(text) else { return nil }
    return (integer.databaseValue, end)
  }
}
