import Foundation
import SherpaCore

/// Reads a whole recurrence written in English ("every 2 weeks on tue and thu", "the last
/// friday of every month until march 31st") for `sherpa recur`. Anything it cannot place
/// is named in the error, so people know which part to rephrase.
public enum RecurrenceReader {
  /// A rule and the day it starts from, when the text gave one ("starting 2026-12-01").
  public struct Reading: Sendable, Hashable {
    public var recurrence: Recurrence
    public var start: LocalDay?
  }

  /// Why the text could not be read.
  public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
    case empty
    case notUnderstood(part: String, text: String)

    public var description: String {
      switch self {
      case .empty: return "the rule is empty: write one such as \"every 2 weeks on tue and thu\""
      case .notUnderstood(let part, let text):
        return part == text
          ? "could not read \"\(text)\" as a repeat rule (try \"every monday\", \"every 3 days\", \"the last friday of every month\")"
          : "could not read \"\(part)\" in \"\(text)\""
      }
    }
  }

  static let leading: Set<String> = ["repeat", "repeats", "repeating", "on", "the", "and"]

  public static func read(_ text: String, today: LocalDay) throws(Problem) -> Reading {
    let trimmed = printable(text.trimmingCharacters(in: .whitespacesAndNewlines))
    guard !trimmed.isEmpty else { throw .empty }
    let words = Normalizer.normalize(trimmed).words
    guard !words.isEmpty else { throw .empty }
    var start = 0
    while start < words.count - 1 && leading.contains(words[start]) { start += 1 }
    guard let found = RecurrencePhrases.find(in: Array(words[start...]), today: today, lenient: true) else {
      let lead = words[start] == "every" || words[start] == "each" || words[start] == "on"
      let rest = words[(start + (lead ? 1 : 0))...].joined(separator: " ")
      throw .notUnderstood(part: lead && !rest.isEmpty ? rest : trimmed, text: trimmed)
    }
    let range = (found.range.lowerBound + start)..<(found.range.upperBound + start)
    let days = found.reading.days.map { ($0.lowerBound + start)..<($0.upperBound + start) }
    let unread = { (index: Int) in days?.contains(index) != true && !leading.contains(words[index]) }
    let before = (start..<range.lowerBound).filter(unread).map { words[$0] }
    let after = (range.upperBound..<words.count).filter { unread($0) && words[$0] != "time" && words[$0] != "times" }
      .map { words[$0] }
    if !before.isEmpty { throw .notUnderstood(part: before.joined(separator: " "), text: trimmed) }
    if !after.isEmpty { throw .notUnderstood(part: after.joined(separator: " "), text: trimmed) }
    return Reading(recurrence: found.reading.recurrence, start: found.reading.start)
  }

  /// The text with control and format characters (escapes, bidi overrides) shown as "?",
  /// so an error message quoting it cannot drive the terminal.
  static func printable(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let category = scalar.properties.generalCategory
      scalars.append(category == .control || category == .format ? "?" : scalar)
    }
    return String(scalars)
  }
}
