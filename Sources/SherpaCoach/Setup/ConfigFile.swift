import Foundation
import SherpaCore

/// The settings `config.toml` may hold, read from a small, strict subset of TOML:
/// `[section]` headers, `key = value` with strings, numbers and booleans, and `#`
/// comments. Unknown keys are reported, so a typo is never silently ignored.
public struct ConfigFile: Sendable, Equatable {
  public var baseURL: String?
  public var apiKey: String?
  public var model: String?
  public var timeoutSeconds: Double?
  public var budgetMessages: Int?
  public var budgetTokens: Int?
  public var sendNotes: Bool?
  public var wake: LocalTime?
  public var bed: LocalTime?

  public init() {}

  /// Every key the file may set, by `section.key`.
  public static let keys: [String] = [
    "llm.base_url", "llm.api_key", "llm.model", "llm.timeout", "budget.messages", "budget.tokens",
    "privacy.send_notes", "day.wake", "day.bed",
  ]

  /// A line the reader could not accept.
  public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var message: String
    public var description: String { "config.toml line \(line): \(message)" }
  }

  /// Reads the text of a config file.
  public static func parse(_ text: String) throws(Problem) -> ConfigFile {
    var config = ConfigFile()
    var section = ""
    var dayLine = 0
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      let line = stripComment(String(rawLine)).trimmingCharacters(in: .whitespaces)
      if line.isEmpty { continue }
      if line.hasPrefix("[") {
        guard line.hasSuffix("]"), line.count > 2 else {
          throw Problem(line: number, message: "a section is written [name]")
        }
        section = String(line.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        continue
      }
      guard let equals = line.firstIndex(of: "=") else {
        throw Problem(line: number, message: "expected key = value")
      }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces)
      let value = try Value(
        String(line[line.index(after: equals)...]).trimmingCharacters(in: .whitespaces), line: number)
      let path = section.isEmpty ? key : section + "." + key
      try config.set(path, value, line: number)
      if path == "day.wake" || path == "day.bed" { dayLine = number }
    }
    let wake = config.wake ?? LocalTime(minutesSinceMidnight: 7 * 60)
    let bed = config.bed ?? LocalTime(minutesSinceMidnight: 23 * 60)
    if dayLine > 0 && wake >= bed {
      throw Problem(line: dayLine, message: "day.wake (\(wake)) must come before day.bed (\(bed))")
    }
    return config
  }

  /// Reads the file at `url`; a missing file is the default (empty) config.
  public static func load(from url: URL) throws(Problem) -> ConfigFile {
    guard let data = FileManager.default.contents(atPath: url.path) else { return ConfigFile() }
    guard let text = String(data: data, encoding: .utf8) else {
      throw Problem(line: 1, message: "the file is not UTF-8 text")
    }
    return try parse(text)
  }

  private mutating func set(_ path: String, _ value: Value, line: Int) throws(Problem) {
    func bad(_ expected: String) -> Problem { Problem(line: line, message: "\(path) must be \(expected)") }
    switch path {
    case "llm.base_url", "llm.api_key", "llm.model":
      guard let text = value.string else { throw bad("a string") }
      if path == "llm.base_url" { baseURL = text } else if path == "llm.api_key" { apiKey = text } else { model = text }
    case "llm.timeout":
      guard let seconds = value.number, Limits.llmTimeout.contains(seconds) else {
        throw bad(Limits.llmTimeoutText)
      }
      timeoutSeconds = seconds
    case "budget.messages":
      guard let count = value.number, count >= 0, let whole = Int(exactly: count) else { throw bad("a whole number") }
      budgetMessages = whole
    case "budget.tokens":
      guard let count = value.number, count >= 0, let whole = Int(exactly: count) else { throw bad("a whole number") }
      budgetTokens = whole
    case "privacy.send_notes":
      guard let flag = value.bool else { throw bad("true or false") }
      sendNotes = flag
    case "day.wake", "day.bed":
      guard let text = value.string, let time = LocalTime(text) else { throw bad("a time like \"07:00\"") }
      if path == "day.wake" { wake = time } else { bed = time }
    default:
      throw Problem(line: line, message: "unknown setting \(path) (known: \(ConfigFile.keys.joined(separator: ", ")))")
    }
  }

  private static func stripComment(_ line: String) -> String {
    var inString = false
    var result = ""
    for character in line {
      if character == "\"" { inString.toggle() }
      if character == "#" && !inString { break }
      result.append(character)
    }
    return result
  }

  private enum Value {
    case string(String), number(Double), bool(Bool)

    init(_ text: String, line: Int) throws(Problem) {
      if text == "true" || text == "false" {
        self = .bool(text == "true")
      } else if text.hasPrefix("\"") {
        guard text.count >= 2, text.hasSuffix("\"") else { throw Problem(line: line, message: "unterminated string") }
        let inner = String(text.dropFirst().dropLast())
        guard !inner.contains("\"") else { throw Problem(line: line, message: "unexpected quote inside a string") }
        self = .string(inner.replacingOccurrences(of: "\\\\", with: "\\"))
      } else if let number = Double(text.replacingOccurrences(of: "_", with: "")) {
        self = .number(number)
      } else {
        throw Problem(line: line, message: "cannot read the value \(text) (strings need quotes)")
      }
    }

    var string: String? { if case .string(let s) = self { s } else { nil } }
    var number: Double? { if case .number(let n) = self { n } else { nil } }
    var bool: Bool? { if case .bool(let b) = self { b } else { nil } }
  }
}
