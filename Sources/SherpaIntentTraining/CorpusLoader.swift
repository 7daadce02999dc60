import Foundation
import SherpaIntent

/// Reads the corpora under `Corpus/`: the repository's own JSON-lines files
/// (`Corpus/sherpa/*.jsonl`) and HWU64 (`Corpus/hwu64/hwu64.csv`), mapped onto sherpa's
/// intents as `Corpus/README.md` describes.
public enum CorpusLoader {
  public enum Failure: Error, CustomStringConvertible {
    case unreadable(String)
    case badLine(String, Int, String)

    public var description: String {
      switch self {
      case .unreadable(let path): return "cannot read \(path)"
      case .badLine(let path, let line, let why): return "\(path):\(line): \(why)"
      }
    }
  }

  /// Every line of both corpora under `root` (the package folder).
  public static func loadAll(root: URL) throws -> [LabelledLine] {
    try loadSherpa(root: root) + loadHWU(root: root)
  }

  public static func sherpaFiles(root: URL) throws -> [URL] {
    let folder = root.appendingPathComponent("Corpus/sherpa")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jsonl") }
    return names.sorted().map { folder.appendingPathComponent($0) }
  }

  public static func loadSherpa(root: URL) throws -> [LabelledLine] {
    var lines: [LabelledLine] = []
    for file in try sherpaFiles(root: root) {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { throw Failure.unreadable(file.path) }
      for (number, row) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let trimmed = row.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { continue }
        let where_ = (file.lastPathComponent, number + 1)
        guard let object = try? JSONSerialization.jsonObject(with: Data(trimmed.utf8)) as? [String: Any],
          let sentence = object["text"] as? String, let name = object["intent"] as? String
        else { throw Failure.badLine(where_.0, where_.1, "not a corpus line") }
        guard let intent = Intent(rawValue: name) else { throw Failure.badLine(where_.0, where_.1, "intent \(name)") }
        let group = object["group"] as? String ?? sentence
        var slots: [String: SlotValue] = [:]
        for (key, value) in object["slots"] as? [String: Any] ?? [:] { slots[key] = slotValue(value) }
        let split = Splits.forLine(group: group, file: file.lastPathComponent)
        lines.append(
          LabelledLine(
            text: sentence, intent: intent, slots: slots, group: group, source: .sherpa,
            split: split, fold: Splits.fold(group: group, split: split, file: file.lastPathComponent),
            origin: file.deletingPathExtension().lastPathComponent, markedSlots: []))
      }
    }
    return lines
  }

  static func slotValue(_ value: Any) -> SlotValue {
    if let number = value as? NSNumber, !(value is String) { return .number(number.doubleValue) }
    if let text = value as? String { return .text(text) }
    if let list = value as? [Any] { return .list(list.map(slotValue)) }
    if let object = value as? [String: Any] { return .object(object.mapValues(slotValue)) }
    return .text(String(describing: value))
  }

  /// HWU64's scenarios and intents mapped onto sherpa's; everything else is out of
  /// domain (`unknown`). Alarms are out of domain: sherpa keeps no alarms, and a
  /// reminder is a task said as one ("remind me to …"), which calendar_set covers. The
  /// writers of sherpa's own corpus, who never saw the parser, label "set an alarm" so
  /// too.
  public static func mapHWU(scenario: String, intent: String) -> Intent {
    switch (scenario, intent) {
    case ("lists", "createoradd"), ("calendar", "set"): return .addItem
    case ("lists", "query"), ("calendar", "query"): return .showToday
    case ("lists", "remove"), ("calendar", "remove"): return .deleteItem
    case ("general", "affirm"): return .confirm
    case ("general", "negate"): return .decline
    default: return .unknown
    }
  }

  public static func loadHWU(root: URL) throws -> [LabelledLine] {
    let path = root.appendingPathComponent("Corpus/hwu64/hwu64.csv").path
    guard let data = FileManager.default.contents(atPath: path) else { throw Failure.unreadable(path) }
    let rows = CSV.rows(String(decoding: data, as: UTF8.self))
    guard let header = rows.first, header == ["split", "scenario", "intent", "text", "annotated"] else {
      throw Failure.badLine(path, 1, "unexpected header")
    }
    var lines: [LabelledLine] = []
    for (number, row) in rows.dropFirst().enumerated() where !(row.count == 1 && row[0].isEmpty) {
      guard row.count == 5 else { throw Failure.badLine(path, number + 2, "\(row.count) fields") }
      let intent = mapHWU(scenario: row[1], intent: row[2])
      let split = Splits.forHWU(split: row[0])
      let marked = intent == .addItem ? markedSlots(row[4]) : []
      lines.append(
        LabelledLine(
          text: row[3], intent: intent, slots: [:], group: row[3], source: .hwu64,
          split: split, fold: Splits.fold(group: row[3], split: split), origin: "\(row[1])_\(row[2])",
          markedSlots: marked))
    }
    return lines
  }

  /// The sherpa slots an HWU64 annotation of a new entry marks and sherpa can hold: a
  /// `[date : …]` that names one day (not "this week", "in march") and a `[time : …]`
  /// that names a clock time (not "morning", "between two and four").
  static func markedSlots(_ annotated: String) -> [String] {
    var found: [String] = []
    let spans = annotatedSpans(annotated)
    let wide = ["week", "weekend", "month", "year", "days", "between", "from", "until", "every", "next few"]
    if let date = spans["date"], !wide.contains(where: date.contains) { found.append("date") }
    if let time = spans["time"], !wide.contains(where: time.contains),
      ["am", "pm", "o'clock", "oclock", "noon", "midnight"].contains(where: {
        time.split(separator: " ").contains(Substring($0))
      })
        || time.contains(where: \.isNumber)
    {
      found.append("time")
    }
    return found
  }

  /// The first value of each slot type in an annotation ("[date : tomorrow]").
  static func annotatedSpans(_ annotated: String) -> [String: String] {
    var spans: [String: String] = [:]
    var rest = Substring(annotated)
    while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
      let inner = rest[rest.index(after: open)..<close]
      if let colon = inner.range(of: " : ") {
        let type = String(inner[..<colon.lowerBound])
        if spans[type] == nil { spans[type] = String(inner[colon.upperBound...]) }
      }
      rest = rest[rest.index(after: close)...]
    }
    return spans
  }
}

/// RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks.
enum CSV {
  static func rows(_ text: String) -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var field = ""
    var quoted = false
    var iterator = text.unicodeScalars.makeIterator()
    var pending: Unicode.Scalar? = nil
    while let scalar = pending ?? iterator.next() {
      pending = nil
      if quoted {
        if scalar == "\"" {
          if let next = iterator.next() {
            if next == "\"" {
              field.unicodeScalars.append("\"")
            } else {
              quoted = false
              pending = next
            }
          } else {
            quoted = false
          }
        } else {
          field.unicodeScalars.append(scalar)
        }
        continue
      }
      switch scalar {
      case "\"": quoted = true
      case ",":
        row.append(field)
        field = ""
      case "\n":
        row.append(field)
        rows.append(row)
        row = []
        field = ""
      case "\r": break
      default: field.unicodeScalars.append(scalar)
      }
    }
    if !field.isEmpty || !row.isEmpty {
      row.append(field)
      rows.append(row)
    }
    return rows
  }
}
