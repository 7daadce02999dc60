import Foundation
import SherpaCore
import Testing

@testable import SherpaCoach

/// The turn record is written by hand (JSONWriter) for speed; these hold it to the bytes
/// Foundation's JSONEncoder writes for the same values.
struct TurnJSONTests {
  @Test func aTurnIsWrittenByteForByteAsJSONEncoderWritesIt() throws {
    var random = SeededRandom(seed: 7)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for _ in 0..<2_000 {
      let outcome = Self.outcome(&random)
      let expected = try encoder.encode(outcome)
      #expect(outcome.jsonBytes == Array(expected), "\(String(decoding: expected, as: UTF8.self))")
    }
  }

  @Test func theChatLogKeepsJSONEncodersFormOfTheAppliedList() throws {
    var random = SeededRandom(seed: 11)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for _ in 0..<2_000 {
      let actions = (0..<random.below(4)).map { _ in Self.action(&random) }
      let expected = String(decoding: try encoder.encode(actions), as: UTF8.self)
      #expect(AppliedAction.logJSON(actions) == expected)
    }
  }

  @Test func controlCharactersQuotesAndSlashesAreEscaped() {
    var json = JSONWriter()
    json.string("a\"b\\c/d\u{0}\u{1F}\n\t\u{7F}é")
    #expect(json.text == #""a\"b\\c/d\u0000\u001f\n\t\#u{7F}é""#)
    var slashes = JSONWriter(escapesSlashes: true)
    slashes.string("a/b")
    #expect(slashes.text == #""a\/b""#)
  }

  static let pieces = [
    "", "Read", "brush teeth", "\"quoted\"", "back\\slash", "a/b", "line\nbreak", "tab\there", "\u{0}", "\u{1B}[31m",
    "\u{7F}", "naïve", "🔥 streak", "\u{2028}", "x\r\n", "\u{8}\u{C}", "10 000 steps", "½",
  ]

  static func text(_ random: inout SeededRandom) -> String {
    (0..<random.below(3)).map { _ in pieces[random.below(pieces.count)] }.joined()
  }

  static let amounts: [Double] = [
    0, 1, 20, 0.5, 0.1, 0.1 + 0.2, 1.0 / 3.0, 2000, 1e15, 1e16, 1.5e300, 1e-7, -3, 9_007_199_254_740_992, 123.456,
  ]

  static func action(_ random: inout SeededRandom) -> AppliedAction {
    AppliedAction(
      type: AppliedKind.allCases[random.below(AppliedKind.allCases.count)],
      item: random.below(2) == 0 ? nil : text(&random),
      id: random.below(2) == 0 ? nil : "i\(random.below(500))",
      amount: random.below(2) == 0 ? nil : amounts[random.below(amounts.count)],
      unit: random.below(2) == 0 ? nil : "ml",
      note: random.below(3) == 0 ? text(&random) : nil,
      detail: random.below(3) == 0 ? text(&random) : nil)
  }

  static func outcome(_ random: inout SeededRandom) -> TurnOutcome {
    TurnOutcome(
      input: text(&random), intent: TurnIntent.allCases[random.below(TurnIntent.allCases.count)],
      source: [.local, .llm, .guardrail, .command][random.below(4)], reply: text(&random),
      applied: (0..<random.below(3)).map { _ in action(&random) },
      pending: random.below(4) == 0
        ? PendingSummary(actions: [action(&random)], expires: "2026-11-20T08:10:00Z") : nil,
      error: random.below(4) == 0
        ? TurnError(code: TurnErrorCode.allCases[random.below(TurnErrorCode.allCases.count)], message: text(&random))
        : nil,
      usage: random.below(3) == 0 ? TokenUsage(prompt: random.below(900), completion: random.below(90)) : nil)
  }
}

extension SeededRandom {
  mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
}
