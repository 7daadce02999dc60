import Foundation
import SherpaCore
import SherpaStore

/// The export as spreadsheets: one RFC 4180 file per list of the JSON export (items,
/// instances, goals, reflections, end-of-day notes, focus sessions, XP events, …), with
/// a header row, public ids and ISO dates exactly as the JSON has them. A list nested in
/// a record (a goal's milestones, an instance's increments) becomes a file of its own
/// whose first column names the parent record.
public enum CSVExport {
  public struct File: Equatable, Sendable {
    public var name: String
    public var text: String
  }

  public static func files(_ document: ExportDocument) throws -> [File] {
    // Read back by the byte parser: Codable into JSONValue took more than half of a large
    // store's CSV export, JSONSerialization three times its memory.
    let json = try ExportDocument.encoder.encode(document)
    let value = try JSONParser.parse(ArraySlice(json)).get()
    guard case .object(let lists) = value else { return [] }
    var tables: [String: Table] = [:]
    for key in lists.keys.sorted() {
      guard case .array(let records) = lists[key] else { continue }
      add(records, to: key, parent: nil, tables: &tables)
    }
    return tables.keys.sorted().map { File(name: snakeCase($0) + ".csv", text: tables[$0]?.csv ?? "") }
  }

  struct Table {
    var columns: [String] = []
    var rows: [[String: JSONValue]] = []

    var csv: String {
      var lines = [columns.map(CSVExport.quote).joined(separator: ",")]
      for row in rows { lines.append(columns.map { CSVExport.cell(row[$0]) }.joined(separator: ",")) }
      return lines.joined(separator: "\r\n") + "\r\n"
    }
  }

  static func add(
    _ records: [JSONValue], to name: String, parent: (column: String, id: JSONValue)?, tables: inout [String: Table]
  ) {
    // Taken out of the dictionary while rows are added, so appending never copies the
    // rows the dictionary still holds (that copy made an export of 100,000 instances
    // quadratic).
    var table = tables.removeValue(forKey: name) ?? Table()
    if let parent, !table.columns.contains(parent.column) { table.columns.append(parent.column) }
    for record in records {
      guard case .object(var fields) = record else { continue }
      for key in fields.keys.sorted() {
        guard case .array(let nested) = fields[key], nested.contains(where: \.isObject) else { continue }
        fields[key] = nil
        add(nested, to: key, parent: (singular(name), fields["id"] ?? .null), tables: &tables)
      }
      if let parent { fields[parent.column] = parent.id }
      let order = fields.keys.sorted { ($0 == "id" ? 0 : 1, $0) < ($1 == "id" ? 0 : 1, $1) }
      for key in order where !table.columns.contains(key) { table.columns.append(key) }
      table.rows.append(fields)
    }
    tables[name] = table
  }

  static func cell(_ value: JSONValue?) -> String {
    switch value {
    case nil, .null?: ""
    case .string(let text)?: quote(text)
    case .bool(let flag)?: flag ? "true" : "false"
    case .number(let number)?:
      number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    case let other?: quote(other.jsonText)
    }
  }

  /// RFC 4180: a field with a comma, a quote or a line break is quoted, quotes doubled.
  /// What a spreadsheet would run is made inert first (OWASP's advice on CSV injection):
  /// control characters other than tab and line breaks are dropped, and a text that
  /// starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`. The
  /// JSON export keeps the exact text.
  static func quote(_ text: String) -> String {
    var text = text
    if text.unicodeScalars.contains(where: isDropped) {
      text = String(String.UnicodeScalarView(text.unicodeScalars.filter { !isDropped($0) }))
    }
    if let first = text.unicodeScalars.first, formulaStarts.contains(first) { text = "'" + text }
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

  static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0x7F
      || (0x80...0x9F).contains(scalar.value)
  }

  static func snakeCase(_ name: String) -> String {
    var out = ""
    for character in name {
      if character.isUppercase {
        out += "_" + character.lowercased()
      } else {
        out.append(character)
      }
    }
    return out
  }

  static func singular(_ name: String) -> String {
    let snake = snakeCase(name)
    if snake.hasSuffix("ies") { return String(snake.dropLast(3)) + "y" }
    return snake.hasSuffix("s") ? String(snake.dropLast()) : snake
  }
}
