/// Compact JSON written straight into bytes, for the records a turn prints and logs on
/// every line of a pipe, where Foundation's JSONEncoder (a boxed tree of values, then a
/// sorted serialisation) cost more than the turn's own work. The output is byte for byte
/// what JSONEncoder writes with `.sortedKeys` (and `.withoutEscapingSlashes` unless
/// `escapesSlashes`): a type writes its keys in sorted order itself, and a test holds the
/// two encoders to the same bytes.
public struct JSONWriter {
  public private(set) var bytes: [UInt8] = []
  let escapesSlashes: Bool
  private var needsComma = false

  public init(escapesSlashes: Bool = false) {
    self.escapesSlashes = escapesSlashes
    bytes.reserveCapacity(256)
  }

  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// `{…}`: `body` writes the members with `key(_:)` before each value, keys in sorted order.
  public mutating func object(_ body: (inout JSONWriter) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
    body(&self)
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  /// `[…]` of `values`, each written by `element`.
  public mutating func array<S: Sequence>(_ values: S, _ element: (inout JSONWriter, S.Element) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma = false
    for value in values { element(&self, value) }
    bytes.append(UInt8(ascii: "]"))
    needsComma = true
  }

  public mutating func key(_ name: String) {
    string(name)
    bytes.append(UInt8(ascii: ":"))
    needsComma = false
  }

  public mutating func string(_ value: String) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      // Runs that need no escape (nearly all of a reply) are copied whole.
      var start = 0
      for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x2F {
        if byte == 0x2F && !escapesSlashes { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
        escape(byte)
        start = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }
    bytes.append(UInt8(ascii: "\""))
    needsComma = true
  }

  private mutating func escape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
    case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
    case UInt8(ascii: "/") where escapesSlashes: bytes.append(contentsOf: [0x5C, 0x2F])
    case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
    case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
    case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
    case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
    case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
    case 0x00..<0x20:
      bytes.append(contentsOf: Array("\\u00".utf8))
      bytes.append(Self.hex(byte >> 4))
      bytes.append(Self.hex(byte & 0x0F))
    default: bytes.append(byte)
    }
  }

  /// A finite number as JSONEncoder writes it: the shortest form that reads back the
  /// same, without a trailing ".0".
  public mutating func number(_ value: Double) {
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    raw(text)
  }

  public mutating func number(_ value: Int) { raw(String(value)) }

  public mutating func bool(_ value: Bool) { raw(value ? "true" : "false") }

  public mutating func null() { raw("null") }

  /// `"name":value`, or nothing when the value is nil (an omitted optional, as
  /// JSONEncoder's synthesised `encodeIfPresent` writes it).
  public mutating func field(_ name: String, _ value: String?) {
    guard let value else { return }
    key(name)
    string(value)
  }

  public mutating func field(_ name: String, _ value: Double?) {
    guard let value else { return }
    key(name)
    number(value)
  }

  public mutating func field(_ name: String, _ value: Int) {
    key(name)
    number(value)
  }

  /// The value, or null.
  public mutating func optional<T>(_ value: T?, _ write: (inout JSONWriter, T) -> Void) {
    if let value { write(&self, value) } else { null() }
  }

  private mutating func raw(_ text: String) {
    separate()
    bytes.append(contentsOf: text.utf8)
    needsComma = true
  }

  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
  }

  private static func hex(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
  }
}
