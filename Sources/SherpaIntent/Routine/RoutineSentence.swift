import Foundation
import SherpaCore

/// Reads a routine written as one sentence — "my morning routine: make bed 2 min,
/// stretch 10 min, shower 10 min at 6:30" — into a name, a start time and ordered steps
/// with minutes. Every step needs a duration ("0 min" for one that is not timed).
public enum RoutineSentence {
  /// A step as written: its name and minutes.
  public struct Step: Sendable, Hashable {
    public var name: String
    public var minutes: Int

    public init(name: String, minutes: Int) {
      self.name = name
      self.minutes = minutes
    }
  }

  /// A routine as written.
  public struct Draft: Sendable, Hashable {
    public var name: String
    public var start: LocalTime?
    public var steps: [Step]
  }

  /// Why a sentence is not a routine, in words a person can act on.
  public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
    case noName
    case noSteps
    case noDuration(String)
    case tooLong(String, Int)
    case badTime(String)

    public var description: String {
      switch self {
      case .noName: "A routine needs a name before the colon: \"my morning routine: make bed 2 min, stretch 10 min\"."
      case .noSteps: "Which steps? List them after a colon, each with its minutes: \"make bed 2 min, stretch 10 min\"."
      case .noDuration(let step):
        "\"\(step)\" has no duration — say how long it takes, like \"\(step) 5 min\" (or \"\(step) 0 min\" if it is not timed)."
      case .tooLong(let step, let minutes): "\"\(step)\" is \(minutes) minutes — a routine step runs 0 to 240 minutes."
      case .badTime(let text): "\"\(text)\" is not a time of day; try \"at 6:30\" or \"at 7pm\"."
      }
    }
  }

  /// Whether a sentence is in the exact form of a routine's definition: a short name
  /// ending in "routine", a colon, then the steps ("my morning routine: make bed 2 min,
  /// stretch 10 min at 6:30"). The parser takes this form as it is, without the model:
  /// the definition is checked step by step when it is made.
  public static func isDefinition(_ text: String) -> Bool {
    guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) else { return false }
    let head = text[..<colon].lowercased().split(separator: " ")
    let body = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    return head.last == "routine" && head.count <= 5 && !body.isEmpty
  }

  /// Reads the whole sentence.
  public static func read(_ text: String) -> Result<Draft, Problem> {
    let flat = text.replacingOccurrences(of: "\n", with: " ").trimmingCharacters(in: .whitespaces)
    guard let colon = flat.firstIndex(of: ":") ?? flat.range(of: " is ")?.lowerBound else {
      return .failure(.noSteps)
    }
    var body = String(flat[flat.index(after: colon)...])
    if flat[colon] != ":" { body = String(flat[flat.index(colon, offsetBy: 4)...]) }
    guard let name = routineName(String(flat[..<colon])) else { return .failure(.noName) }
    var start: LocalTime?
    if let at = body.range(
      of: #"(^|[\s,])(at|starting at|from)\s+[0-9][0-9:.]*\s*(am|pm)?\s*\.?$"#,
      options: [.regularExpression, .caseInsensitive])
    {
      let clause = String(body[at]).trimmingCharacters(in: CharacterSet(charactersIn: " ,."))
      guard let time = startTime(clause) else { return .failure(.badTime(clause)) }
      start = time
      body = String(body[..<at.lowerBound])
    }
    let pieces = splitSteps(body)
    guard !pieces.isEmpty else { return .failure(.noSteps) }
    var steps: [Step] = []
    for piece in pieces {
      switch step(piece) {
      case .success(let step): steps.append(step)
      case .failure(let problem): return .failure(problem)
      }
    }
    return .success(Draft(name: name, start: start, steps: steps))
  }

  /// One step as written: "stretch 10 min", "meditate for five minutes", "make bed 0 min".
  public static func step(_ text: String) -> Result<Step, Problem> {
    let words = NumberWords.fold(
      text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init))
    let label = text.trimmingCharacters(in: .whitespaces)
    guard let numberIndex = words.lastIndex(where: { Double($0) != nil }), let value = Double(words[numberIndex]) else {
      return .failure(.noDuration(label))
    }
    let after = numberIndex + 1 < words.count ? words[numberIndex + 1] : "min"
    let perUnit: Double
    switch after {
    case "min", "mins", "minute", "minutes", "m": perUnit = 1
    case "h", "hr", "hrs", "hour", "hours": perUnit = 60
    case "sec", "secs", "second", "seconds", "s": perUnit = 1.0 / 60
    default: return .failure(.noDuration(label))
    }
    var nameWords = Array(words[..<numberIndex])
    while let last = nameWords.last, ["for", "about", "around", "a", "an"].contains(last) { nameWords.removeLast() }
    let name = nameWords.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return .failure(.noName) }
    let titled = name.prefix(1).uppercased() + name.dropFirst()
    let minutes = Int((value * perUnit).rounded(.up))
    guard (0...240).contains(minutes) else { return .failure(.tooLong(titled, minutes)) }
    return .success(Step(name: titled, minutes: minutes))
  }

  static func routineName(_ text: String) -> String? {
    var words = text.lowercased().split(separator: " ").map(String.init)
    let lead: Set<String> = ["my", "the", "a", "new", "create", "add", "make", "set", "up", "called", "named"]
    while let first = words.first, lead.contains(first) { words.removeFirst() }
    guard !words.isEmpty, words != ["routine"] else { return nil }
    if words.last != "routine" { words.append("routine") }
    let name = words.joined(separator: " ")
    return name.prefix(1).uppercased() + name.dropFirst()
  }

  static func splitSteps(_ body: String) -> [String] {
    var text = " " + body + " "
    for separator in [" then ", " and then ", " and ", ";"] {
      text = text.replacingOccurrences(of: separator, with: ",", options: .caseInsensitive)
    }
    return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// "at 6:30", "at 7pm", "from 18:15": read literally (no am/pm means as written, 24-hour).
  static func startTime(_ clause: String) -> LocalTime? {
    var text = clause.lowercased()
    for lead in ["starting at", "at", "from"] where text.hasPrefix(lead) {
      text = String(text.dropFirst(lead.count))
      break
    }
    text = text.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: ".", with: ":")
    var pm = false
    var am = false
    if text.hasSuffix("pm") {
      pm = true
      text.removeLast(2)
    } else if text.hasSuffix("am") {
      am = true
      text.removeLast(2)
    }
    let parts = text.split(separator: ":").map { Int($0) }
    guard let first = parts.first, var hour = first, parts.count <= 2 else { return nil }
    let minute = parts.count == 2 ? (parts[1] ?? -1) : 0
    if pm && hour < 12 { hour += 12 }
    if am && hour == 12 { hour = 0 }
    return LocalTime(hour: hour, minute: minute)
  }
}
