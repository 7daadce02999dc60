import Foundation
import SherpaCore

/// Splits transcript text into lines and reads the parts of a line, naming the file and
/// line in every error.
struct LineParser {
  let file: String
  private let decoder = JSONDecoder()

  init(file: String) {
    self.file = file
  }

  /// The lines of `text`; a last line without its newline means the file was cut.
  func split(_ text: String) throws(TranscriptError) -> [String] {
    guard !text.isEmpty else { return [] }
    guard text.utf8.last == UInt8(ascii: "\n") else {
      throw .truncated(file: file, line: text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 })
    }
    var lines = Turn.splitLines(text)
    lines.removeLast()
    return lines
  }

  /// The text after a one-character marker and its single space.
  func body(_ line: String, number: Int) throws(TranscriptError) -> String {
    let rest = line.dropFirst()
    if rest.isEmpty { return "" }
    guard rest.first == " " else { throw malformed(number, "put a space after \"\(line.prefix(1))\"") }
    return String(rest.dropFirst())
  }

  /// The clock after `marker`, checked to be a time that exists in `zone`.
  func clock(after marker: String, in line: String, number: Int, zone: TimeZone) throws(TranscriptError) -> String {
    let value = line.dropFirst(marker.count).trimmingCharacters(in: .whitespaces)
    do { _ = try WallClock.instant(value, in: zone) } catch { throw malformed(number, error.description) }
    return value
  }

  func decode<Value: Decodable>(_ type: Value.Type, _ text: Substring, number: Int, what: String)
    throws(TranscriptError) -> Value
  {
    do { return try decoder.decode(type, from: Data(text.utf8)) } catch {
      throw malformed(number, "the \(what) is not valid JSON")
    }
  }

  func malformed(_ number: Int, _ reason: String) -> TranscriptError {
    .malformedLine(file: file, line: number, reason: reason)
  }
}
