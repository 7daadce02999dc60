import Foundation
import SherpaCore
import Testing

@testable import SherpaIntent

/// One corpus line: the utterance, its intent and the slots that must come out exactly.
struct CorpusLine: Decodable {
  var text: String
  var intent: String
  var slots: [String: JSONValue]
}

/// Enough of JSON to hold expected slot values.
enum JSONValue: Decodable, Equatable {
  case string(String)
  case number(Double)
  case recurrence(Recurrence)

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else {
      self = .recurrence(try container.decode(Recurrence.self))
    }
  }
}

/// Accuracy over one corpus file.
struct CorpusScore {
  var lines = 0
  var intentsRight = 0
  var slots = 0
  var slotsRight = 0
  var misses: [String] = []

  var intentAccuracy: Double { Double(intentsRight) / Double(max(lines, 1)) }
  var slotAccuracy: Double { Double(slotsRight) / Double(max(slots, 1)) }
}

enum Corpus {
  static func load(_ name: String) throws -> [CorpusLine] {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Corpus"))
    return try JSONDecoder().decode([CorpusLine].self, from: Data(contentsOf: url))
  }

  static func score(_ lines: [CorpusLine]) throws -> CorpusScore {
    var score = CorpusScore()
    let encoder = JSONEncoder()
    for line in lines {
      let result = Fixtures.parse(line.text)
      score.lines += 1
      var wrong: [String] = []
      if result.intent.rawValue == line.intent {
        score.intentsRight += 1
      } else {
        wrong.append("intent \(result.intent.rawValue)")
      }
      let encoded = try encoder.encode(result.slots)
      let actual = try JSONDecoder().decode([String: JSONValue].self, from: encoded)
      for (key, expected) in line.slots {
        score.slots += 1
        if matches(expected, actual[key]) {
          score.slotsRight += 1
        } else {
          wrong.append("\(key)=\(describe(actual[key])) want \(describe(expected))")
        }
      }
      if !wrong.isEmpty { score.misses.append("\(line.intent) | \(line.text) | \(wrong.joined(separator: ", "))") }
    }
    return score
  }

  static func matches(_ expected: JSONValue, _ actual: JSONValue?) -> Bool {
    switch (expected, actual) {
    case (.number(let a), .number(let b)?): return abs(a - b) < 0.005
    case (.string(let a), .string(let b)?): return a == b
    case (.recurrence(let a), .recurrence(let b)?): return a == b
    default: return false
    }
  }

  static func describe(_ value: JSONValue?) -> String {
    switch value {
    case .none: return "nil"
    case .string(let text)?: return text
    case .number(let number)?: return String(number)
    case .recurrence(let rule)?: return String(describing: rule)
    }
  }
}

@Test func corpusIsLargeAndCoversEveryIntent() throws {
  let all = try Corpus.load("tuning") + Corpus.load("heldout")
  #expect(all.count >= 400)
  for intent in Intent.allCases {
    let count = all.filter { $0.intent == intent.rawValue }.count
    #expect(count >= 10, "\(intent.rawValue) has \(count) lines")
  }
  let speech = all.filter { line in
    line.text == line.text.lowercased() && !line.text.contains(where: { ".,!?:;\"'".contains($0) })
  }
  #expect(speech.count * 2 >= all.count)
}

@Test func tuningCorpusAccuracy() throws {
  let score = try Corpus.score(Corpus.load("tuning"))
  for miss in score.misses { print("MISS \(miss)") }
  print(
    "tuning: \(score.lines) utterances, intent accuracy \(percent(score.intentAccuracy)), "
      + "slot accuracy \(percent(score.slotAccuracy)) of \(score.slots) slots")
  #expect(score.intentAccuracy >= 0.95)
}

@Test func heldOutCorpusAccuracy() throws {
  let score = try Corpus.score(Corpus.load("heldout"))
  print(
    "held-out: \(score.lines) utterances, intent accuracy \(percent(score.intentAccuracy)), "
      + "slot accuracy \(percent(score.slotAccuracy)) of \(score.slots) slots")
  #expect(score.intentAccuracy >= 0.8)
}

func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }

@Test func thresholdKeepsRightParsesLocalAndSendsGuessesOn() throws {
  var right: [Double] = []
  var wrong: [Double] = []
  for line in try Corpus.load("tuning") {
    let result = Fixtures.parse(line.text)
    if result.intent.rawValue == line.intent && result.intent != .unknown {
      right.append(result.confidence)
    } else {
      wrong.append(result.confidence)
    }
  }
  let threshold = IntentParser.llmThreshold
  let kept = Double(right.filter { $0 >= threshold }.count) / Double(max(right.count, 1))
  let sent = Double(wrong.filter { $0 < threshold }.count) / Double(max(wrong.count, 1))
  for candidate in stride(from: 0.4, through: 0.8, by: 0.05) {
    let keptThere = Double(right.filter { $0 >= candidate }.count) / Double(max(right.count, 1))
    print("threshold \(String(format: "%.2f", candidate)): \(percent(keptThere)) of right parses stay local")
  }
  print("llmThreshold \(threshold): \(percent(kept)) of right parses local, \(percent(sent)) of the rest to the LLM")
  #expect(kept >= 0.95)
  #expect(sent >= 0.9)
}
