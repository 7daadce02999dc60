/// The stable ids people, exports and the LLM context use: a letter and a number.
public enum PublicID: Character, Sendable, CaseIterable {
  case item = "i"
  case goal = "g"
  case milestone = "m"
  case routine = "r"
  case suggestion = "s"
  case instance = "n"

  public func format(_ number: Int64) -> String { String(rawValue) + String(number) }

  /// The number in `text` when it is this kind's id (`"i12"` → 12).
  public func parse(_ text: String) -> Int64? {
    guard let first = text.first, first == rawValue || Character(first.lowercased()) == rawValue else { return nil }
    guard let number = Int64(text.dropFirst()), number > 0 else { return nil }
    return number
  }
}
