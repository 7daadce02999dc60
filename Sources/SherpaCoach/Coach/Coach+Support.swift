import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// Small shared pieces of the coach: the parser over current item names, one undoable
/// turn around each change, and words.
extension Coach {
  /// The parser over the active items' names, built again only when they change.
  func parser() -> IntentParser {
    let build = { (items: [Item]) in
      IntentParser(items: items.map { ItemRef(id: $0.id, name: $0.name, kind: $0.kind, unit: $0.unit) })
    }
    return (try? data.fromActiveItems(build)) ?? build([])
  }

  var parseContext: ParseContext {
    ParseContext(today: today, time: environment.timeOfDay, wake: settings.wake, bed: settings.bed)
  }

  /// One undoable turn: `body`'s writes, then today's streak record brought up to date,
  /// all undone together.
  @discardableResult
  func write<T>(_ label: String, _ body: () throws -> T) throws -> T {
    try inTurn(label) {
      let result = try body()
      try refreshDay(today)
      return result
    }
  }

  func instance(_ itemID: Int64, on day: LocalDay) throws -> Instance? {
    try data.instances(itemID: itemID, from: day, to: day).first
  }

  /// Whether a proposal is waiting for a yes.
  public var hasPending: Bool { ((try? data.loadPending(now: now)) ?? nil) != nil }

  /// "Read", "Brush teeth": the first letter capitalised, the rest as said.
  static func titleCase(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

  static func sentenceCase(_ text: String) -> String { titleCase(text) }

  /// "Fri 27 Nov", or "tomorrow".
  static func dayName(_ day: LocalDay, today: LocalDay) -> String {
    if day == today { return "today" }
    if day == today.adding(days: 1) { return "tomorrow" }
    return LocalDayNames.short(day)
  }

  /// "27 November 2026".
  static func longDate(_ day: LocalDay) -> String {
    "\(day.day) \(day.monthName) \(day.year)"
  }

  /// "a, b or c".
  static func list(_ names: [String], or: Bool) -> String {
    let quoted = names.map { "\"\($0)\"" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + (quoted.last ?? "")
  }

  static func sanitize(_ text: String) -> String {
    let kept = text.unicodeScalars.filter { scalar in
      scalar == "\n"
        || !(scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value)
          || (0x2066...0x2069).contains(scalar.value))
    }
    return String(String.UnicodeScalarView(kept))
  }
}
