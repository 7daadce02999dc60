/// Finds the first top-level JSON object in a model's answer, which may be wrapped
/// in a ```json fence or follow a sentence of prose.
enum JSONExtraction {
  /// Deeper nesting than any valid reply needs is refused before parsing.
  static let maxNesting = 32

  /// The bytes of the first balanced `{…}` (strings and escapes respected), or `nil`
  /// when there is none or it nests deeper than `maxNesting`.
  static func firstObject(in bytes: [UInt8]) -> ArraySlice<UInt8>? {
    guard let start = bytes.firstIndex(of: UInt8(ascii: "{")) else { return nil }
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
