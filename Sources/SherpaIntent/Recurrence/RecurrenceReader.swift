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
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .empty }
    let words = Normalizer.normalize(trimmed).words
    guard !words.isEmpty else { throw .empty }
    var start = 0
    while start < words.count - 1 && leading.contains(words[start]) { start += 1 }
    guard let found = RecurrencePhrases.find(in: Array(words[start...]), today: today) else {
      throw .notUnderstood(part: trimmed, text: trimmed)
    }
    let range = (found.range.lowerBound + start)..<(found.range.upperBound + start)
    let before = words[start..<range.lowerBound].filter { !leading.contains($0) }
    let after = words[range.upperBound...].filter { !leading.contains($0) && $0 != "time" && $0 != "times" }
    if !before.isEmpty { throw .notUnderstood(part: before.joined(separator: " "), text: trimmed) }
    if !after.isEmpty { throw .notUnderstood(part: after.joined(separator: " "), text: trimmed) }
    return Reading(recurrence: found.reading.recurrence, start: found.reading.start)
  }
}
