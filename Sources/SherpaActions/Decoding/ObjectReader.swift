import SherpaCore

/// Reads one JSON object strictly: every key must be one the reader asks for, each
/// with the right type; errors name the key by its path (`actions[1].milestones[0].title`).
struct ObjectReader {
  let path: String
  private let fields: [String: JSONValue]
  private var allowed: Set<String> = []

  init(_ value: JSONValue, path: String) throws(ActionError) {
    guard case .object(let fields) = value else {
      throw .wrongType(path: path, expected: "an object", found: value.typeName)
    }
    self.path = path
    self.fields = fields
  }

  func keyPath(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

  mutating func value(_ key: String) throws(ActionError) -> JSONValue {
    guard let value = try optionalValue(key) else { throw .missingKey(path: keyPath(key)) }
    return value
  }

  mutating func optionalValue(_ key: String) throws(ActionError) -> JSONValue? {
    allowed.insert(key)
    guard let value = fields[key], value != .null else { return nil }
    return value
  }

  mutating func string(_ key: String) throws(ActionError) -> String {
    try Self.string(try value(key), path: keyPath(key))
  }

  mutating func optionalString(_ key: String) throws(ActionError) -> String? {
    guard let value = try optionalValue(key) else { return nil }
    return try Self.string(value, path: keyPath(key))
  }

  mutating func number(_ key: String) throws(ActionError) -> Double {
    try Self.number(try value(key), path: keyPath(key))
  }

  mutating func optionalNumber(_ key: String) throws(ActionError) -> Double? {
    guard let value = try optionalValue(key) else { return nil }
    return try Self.number(value, path: keyPath(key))
  }

  mutating func integer(_ key: String) throws(ActionError) -> Int {
    try Self.integer(try value(key), path: keyPath(key))
  }

  mutating func optionalInteger(_ key: String) throws(ActionError) -> Int? {
    guard let value = try optionalValue(key) else { return nil }
    return try Self.integer(value, path: keyPath(key))
  }

  mutating func array(_ key: String) throws(ActionError) -> [JSONValue] {
    let value = try value(key)
    guard case .array(let elements) = value else {
      throw .wrongType(path: keyPath(key), expected: "an array", found: value.typeName)
    }
    return elements
  }

  mutating func day(_ key: String) throws(ActionError) -> LocalDay {
    let text = try string(key)
    guard let day = LocalDay(text) else { throw .invalidValue(path: keyPath(key), detail: "not a YYYY-MM-DD date") }
    return day
  }

  mutating func unit(_ key: String) throws(ActionError) -> Unit {
    let text = try string(key)
    guard let unit = Unit(rawValue: text) else { throw .unknownUnit(path: keyPath(key), unit: text) }
    return unit
  }

  mutating func optionalUnit(_ key: String) throws(ActionError) -> Unit? {
    guard let text = try optionalString(key) else { return nil }
    guard let unit = Unit(rawValue: text) else { throw .unknownUnit(path: keyPath(key), unit: text) }
    return unit
  }

  mutating func choice<T: RawRepresentable>(_ key: String, _ type: T.Type) throws(ActionError) -> T
  where T.RawValue == String {
    let text = try string(key)
    guard let value = T(rawValue: text) else {
      throw .invalidValue(path: keyPath(key), detail: "\"\(text)\" is not one of the allowed values")
    }
    return value
  }

  /// Refuses any key the reader did not ask for.
  func finish() throws(ActionError) {
    if let extra = fields.keys.filter({ !allowed.contains($0) }).sorted().first {
      throw .unknownKey(path: keyPath(extra))
    }
  }

  static func string(_ value: JSONValue, path: String) throws(ActionError) -> String {
    guard case .string(let text) = value else {
      throw .wrongType(path: path, expected: "a string", found: value.typeName)
    }
    return text
  }

  static func number(_ value: JSONValue, path: String) throws(ActionError) -> Double {
    guard case .number(let number) = value else {
      throw .wrongType(path: path, expected: "a number", found: value.typeName)
    }
    guard number.isFinite else { throw .outOfRange(path: path, detail: "not a finite number") }
    return number
  }

  static func integer(_ value: JSONValue, path: String) throws(ActionError) -> Int {
    let number = try number(value, path: path)
    guard number.rounded() == number, abs(number) < 1e15 else {
      throw .wrongType(path: path, expected: "a whole number", found: "\(number)")
    }
    return Int(number)
  }
}
