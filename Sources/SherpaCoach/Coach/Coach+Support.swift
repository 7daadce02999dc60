import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// Words the coach's replies share, and whether a proposal waits.
extension Coach {
  /// Whether a proposal is waiting for a yes.
  public var hasPending: Bool { ((try? data.loadPending(now: now)) ?? nil) != nil }

  static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

  /// "Read", "Brush teeth": the first letter capitalised, the rest as said.
  static func titleCase(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

  static func sentenceCase(_ text: String) -> String { titleCase(text) }

  /// "Fri 27 Nov", or "tomorrow".
  static func dayName(_ day: LocalDay, today: LocalDay) -> String {
    if day == today { return "today" }
    if day == today.adding(days: 1) { return "tomorrow" }
    return LocalDayNames.short(day)
  }

  /// `dayName`, with the day before today said as "yesterday" (a day a reading or a view
  /// is about: "mark floss done for yesterday", "Nothing planned for yesterday.").
  static func nearDayName(_ day: LocalDay, today: LocalDay) -> String {
    day == today.adding(days: -1) ? "yesterday" : dayName(day, today: today)
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
