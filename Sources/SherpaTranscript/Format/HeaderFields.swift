import Foundation
import SherpaCore

/// The header lines of a transcript as they are read, checked once the first turn starts.
struct HeaderFields {
  var clock: String?
  var timeZone: String?
  var zone = TimeZone.gmt
  var options: [String] = []
  var sherpaVersion: String?
  var cassette: String?

  var header: TranscriptHeader {
    TranscriptHeader(
      clock: clock ?? "", timeZone: timeZone ?? "", options: options, sherpaVersion: sherpaVersion,
      cassette: cassette)
  }

  /// Takes a `# key: value` line; false for a comment.
  mutating func take(_ line: String, number: Int, file: String) throws(TranscriptError) -> Bool {
    guard let colon = line.firstIndex(of: ":") else { return false }
    let key = line.dropFirst().prefix(upTo: colon).trimmingCharacters(in: .whitespaces)
    let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    switch key {
    case "clock": clock = value
    case "tz":
      do { zone = try WallClock.zone(named: value) } catch {
        throw .malformedLine(file: file, line: number, reason: error.description)
      }
      timeZone = value
    case "options":
      guard let parsed = HeaderFields.options(value) else {
        throw .malformedLine(file: file, line: number, reason: "an option's quotes are not closed")
      }
      options = parsed
    case "sherpa": sherpaVersion = value
    case "cassette":
      guard !value.isEmpty else { throw .malformedLine(file: file, line: number, reason: "the cassette has no name") }
      cassette = value
    default: return false
    }
    if key == "clock" || key == "tz", let clock, timeZone != nil {
      do { _ = try WallClock.instant(clock, in: zone) } catch {
        throw .malformedLine(file: file, line: number, reason: error.description)
      }
    }
    return true
  }

  func requireComplete(file: String, line: Int) throws(TranscriptError) {
    if clock == nil { throw .malformedLine(file: file, line: line, reason: "the header has no \"# clock:\" line") }
    if timeZone == nil { throw .malformedLine(file: file, line: line, reason: "the header has no \"# tz:\" line") }
  }

  /// Splits an options line on spaces; a JSON-quoted option may hold spaces.
  static func options(_ text: String) -> [String]? {
    var result: [String] = []
    var rest = Substring(text)
    while true {
      rest = rest.drop(while: { $0 == " " || $0 == "\t" })
      guard let first = rest.first else { return result }
      if first == "\"" {
        var index = rest.index(after: rest.startIndex)
        var escaped = false
        while index < rest.endIndex, escaped || rest[index] != "\"" {
          escaped = !escaped && rest[index] == "\\"
          index = rest.index(after: index)
        }
        guard index < rest.endIndex else { return nil }
        let quoted = rest[rest.startIndex...index]
        guard let value = try? JSONDecoder().decode(String.self, from: Data(quoted.utf8)) else { return nil }
        result.append(value)
        rest = rest[rest.index(after: index)...]
      } else {
        let token = rest.prefix(while: { $0 != " " && $0 != "\t" })
        result.append(String(token))
        rest = rest.dropFirst(token.count)
      }
    }
  }
}
