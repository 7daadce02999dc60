import SherpaCore

/// Finds the JSON object in a model's answer, which may be wrapped in a ```json
/// fence or follow a sentence of prose (even one with braces in it).
enum JSONExtraction {
  /// How many `{` positions are tried before giving up.
  static let maxCandidates = 16

  /// The first object that parses and has a `reply` or `actions` key; failing that,
  /// the first object that parses; failing that, why the first candidate did not.
  static func replyObject(in bytes: [UInt8]) -> Result<JSONValue, JSONParseFailure> {
    var firstParsed: JSONValue?
    var firstFailure: JSONParseFailure?
    var offset = 0
    for _ in 0..<maxCandidates {
      guard let slice = firstObject(in: bytes, from: offset) else { break }
      switch JSONParser.parse(slice) {
      case .success(let value):
        if case .object(let fields) = value, fields["reply"] != nil || fields["actions"] != nil {
          return .success(value)
        }
        if firstParsed == nil { firstParsed = value }
      case .failure(let failure):
        if firstFailure == nil { firstFailure = failure }
      }
      offset = slice.startIndex + 1
    }
    if let firstParsed { return .success(firstParsed) }
    return .failure(firstFailure ?? JSONParseFailure("no complete JSON object found"))
  }

  /// Deeper nesting than any valid reply needs is refused before parsing.
  static let maxNesting = 32

  /// The bytes of the first balanced `{…}` (strings and escapes respected), or `nil`
  /// when there is none or it nests deeper than `maxNesting`.
  static func firstObject(in bytes: [UInt8], from offset: Int = 0) -> ArraySlice<UInt8>? {
    guard offset < bytes.count, let start = bytes[offset...].firstIndex(of: UInt8(ascii: "{")) else { return nil }
    var depth = 0
    var nesting = 0
    var inString = false
    var escaped = false
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
        if byte == UInt8(ascii: "{") { depth += 1 }
        nesting += 1
        if nesting > maxNesting { return nil }
      } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
        nesting -= 1
        if byte == UInt8(ascii: "}") { depth -= 1 }
        if depth == 0 { return bytes[start...index] }
      }
      index += 1
    }
    return nil
  }
}
