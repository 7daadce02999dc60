/// A small strict JSON parser (RFC 8259) over bytes: it keeps numbers, booleans and
/// strings apart, refuses duplicate keys and nesting deeper than `maxDepth`, and
/// never recurses without bound, so hostile input fails with a reason, not a crash.
public struct JSONParser {
  public static let maxDepth = 32

  private let bytes: [UInt8]
  private var index = 0

  /// Parses exactly one value (surrounding whitespace allowed); the reason on failure.
  public static func parse(_ bytes: ArraySlice<UInt8>) -> Result<JSONValue, JSONParseFailure> {
    var parser = JSONParser(bytes: Array(bytes))
    do {
      parser.skipSpace()
      let value = try parser.value(depth: 0)
      parser.skipSpace()
      guard parser.index == parser.bytes.count else { throw JSONParseFailure("unexpected text after the object") }
      return .success(value)
    } catch let failure as JSONParseFailure {
      return .failure(failure)
    } catch {
      return .failure(JSONParseFailure("unreadable JSON"))
    }
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private mutating func value(depth: Int) throws -> JSONValue {
    guard depth < Self.maxDepth else { throw JSONParseFailure("nested too deeply") }
    guard let byte = peek() else { throw JSONParseFailure("the JSON ends too early") }
    switch byte {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return .number(try number())
    }
  }

  private mutating func object(depth: Int) throws -> JSONValue {
    index += 1
    var fields: [String: JSONValue] = [:]
    skipSpace()
    if peek() == UInt8(ascii: "}") {
      index += 1
      return .object(fields)
    }
    while true {
      skipSpace()
      guard peek() == UInt8(ascii: "\"") else { throw JSONParseFailure("expected a key in quotes") }
      let key = try string()
      skipSpace()
      try expect(UInt8(ascii: ":"))
      skipSpace()
      guard fields[key] == nil else { throw JSONParseFailure("the key \"\(key)\" appears twice") }
      fields[key] = try value(depth: depth + 1)
      skipSpace()
      if try separator(closing: UInt8(ascii: "}")) { return .object(fields) }
    }
  }

  private mutating func array(depth: Int) throws -> JSONValue {
    index += 1
    var elements: [JSONValue] = []
    skipSpace()
    if peek() == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipSpace()
      elements.append(try value(depth: depth + 1))
      skipSpace()
      if try separator(closing: UInt8(ascii: "]")) { return .array(elements) }
    }
  }

  /// Consumes `,` (returns false) or the closing bracket (returns true).
  private mutating func separator(closing: UInt8) throws -> Bool {
    guard let byte = peek() else { throw JSONParseFailure("the JSON ends too early") }
    index += 1
    if byte == closing { return true }
    guard byte == UInt8(ascii: ",") else {
      throw JSONParseFailure("expected , or \(Character(Unicode.Scalar(closing)))")
    }
    return false
  }

  private mutating func string() throws -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flush() {
      scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
      run.removeAll(keepingCapacity: true)
    }
    while let byte = peek() {
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        flush()
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush()
        scalars.append(try escape())
      case 0..<0x20: throw JSONParseFailure("a control character inside a string")
      default: run.append(byte)
      }
    }
    throw JSONParseFailure("a string is not closed")
  }

  private mutating func escape() throws -> Unicode.Scalar {
    guard let byte = peek() else { throw JSONParseFailure("the JSON ends too early") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hex4()
      if (0xD800..<0xDC00).contains(high), peek() == UInt8(ascii: "\\"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "u")
      {
        index += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else { throw JSONParseFailure("a broken \\u surrogate pair") }
        let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        return Unicode.Scalar(combined) ?? "\u{FFFD}"
      }
      return Unicode.Scalar(high) ?? "\u{FFFD}"
    default: throw JSONParseFailure("an unknown escape \\\(Character(Unicode.Scalar(byte)))")
    }
  }

  private mutating func hex4() throws -> UInt32 {
    guard index + 4 <= bytes.count else { throw JSONParseFailure("a short \\u escape") }
    var value: UInt32 = 0
    for byte in bytes[index..<(index + 4)] {
      guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
        throw JSONParseFailure("a bad \\u escape")
      }
      value = value * 16 + UInt32(digit)
    }
    index += 4
    return value
  }

  private mutating func number() throws -> Double {
    let start = index
    func digits() -> Int {
      let from = index
      while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
      return index - from
    }
    if peek() == UInt8(ascii: "-") { index += 1 }
    let leadingZero = peek() == UInt8(ascii: "0")
    let whole = digits()
    guard whole > 0, !(leadingZero && whole > 1) else { throw JSONParseFailure("not a JSON value") }
    if peek() == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw JSONParseFailure("a number ends in a point") }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      index += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw JSONParseFailure("a number has an empty exponent") }
    }
    guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
      throw JSONParseFailure("a number is too large")
    }
    return value
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws -> JSONValue {
    let expected = Array(word.utf8)
    guard index + expected.count <= bytes.count, Array(bytes[index..<(index + expected.count)]) == expected else {
      throw JSONParseFailure("not a JSON value")
    }
    index += expected.count
    return value
  }

  private mutating func expect(_ byte: UInt8) throws {
    guard peek() == byte else { throw JSONParseFailure("expected \(Character(Unicode.Scalar(byte)))") }
    index += 1
  }

  private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipSpace() {
    while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
  }
}
