import Foundation
import SherpaCore
import SherpaIntent

/// What a model does on a set of labelled lines: the figures the test suite holds to
/// the targets and the trainer prints.
public struct Evaluation: Sendable, CustomStringConvertible {
  public var lines = 0
  public var intentsRight = 0
  public var slots = 0
  public var slotsRight = 0
  /// Turns that would change the store on the device, and those of them that were right.
  public var writes = 0
  public var writesRight = 0
  /// Out-of-domain lines (labelled unknown), and those that would change the store.
  public var outOfDomain = 0
  public var falseWrites = 0
  /// Lines whose right intent writes, and those written on the device (the rest ask).
  public var writeLines = 0
  public var writtenLocally = 0
  /// Expected calibration error over 10 equal-width bins of the top probability.
  public var calibrationError = 0.0
  public var misses: [String] = []

  public var intentAccuracy: Double { ratio(intentsRight, lines) }
  public var slotAccuracy: Double { ratio(slotsRight, slots) }
  public var writePrecision: Double { writes == 0 ? 1 : ratio(writesRight, writes) }
  public var falseWriteRate: Double { ratio(falseWrites, outOfDomain) }
  public var localWriteCoverage: Double { ratio(writtenLocally, writeLines) }

  func ratio(_ a: Int, _ b: Int) -> Double { b == 0 ? 0 : Double(a) / Double(b) }

  public var description: String {
    func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }
    return "\(lines) lines: intent \(percent(intentAccuracy)), "
      + "slots \(percent(slotAccuracy)) of \(slots) (\(slotsRight) right), "
      + "write precision \(percent(writePrecision)) of \(writes), "
      + "out-of-domain false writes \(percent(falseWriteRate)) of \(outOfDomain), "
      + "calibration error \(percent(calibrationError)), writes done locally \(percent(localWriteCoverage)) of \(writeLines)"
  }

  /// Parses every line with `model` against the training scene and scores it.
  public static func run(_ lines: [LabelledLine], model: IntentModel) -> Evaluation {
    let parser = IntentParser(items: TrainingScene.items, model: model)
    return run(lines) { _ in parser }
  }

  /// The out-of-fold figures: each taught line that calibrates, parsed by the model
  /// taught without its fold.
  public static func outOfFold(_ lines: [LabelledLine], run training: Trainer.Run) -> Evaluation {
    let parsers = training.foldModels.map { IntentParser(items: TrainingScene.items, model: $0) }
    return run(lines.filter { $0.fold != nil }) { parsers[$0.fold ?? 0] }
  }

  static func run(_ lines: [LabelledLine], parser: (LabelledLine) -> IntentParser) -> Evaluation {
    var result = Evaluation()
    var bins = [(count: Int, right: Int, confidence: Double)](repeating: (0, 0, 0), count: 10)
    for line in lines {
      let parse = parser(line).parse(line.text, context: TrainingScene.context)
      result.lines += 1
      let right = parse.intent == line.intent
      if right { result.intentsRight += 1 }
      let bin = min(Int(parse.confidence * 10), 9)
      bins[bin].count += 1
      bins[bin].confidence += parse.confidence
      if right { bins[bin].right += 1 }
      let writes = parse.sure && parse.writes
      if writes {
        result.writes += 1
        if right { result.writesRight += 1 }
      }
      if line.intent == .unknown {
        result.outOfDomain += 1
        if writes { result.falseWrites += 1 }
      }
      if line.intent.writes {
        result.writeLines += 1
        if writes && right { result.writtenLocally += 1 }
      }
      var wrong: [String] =
        right
        ? []
        : ["intent \(parse.intent.rawValue) \(String(format: "%.2f", parse.confidence))\(writes ? " written" : "")"]
      let found = SlotComparison.inLabelledTime(SlotComparison.actual(parse), labels: line.slots)
      for (key, expected) in line.slots.sorted(by: { $0.key < $1.key }) {
        result.slots += 1
        if SlotComparison.matches(expected, found[key], key: key)
          || SlotComparison.isToday(expected, found[key], key: key)
        {
          result.slotsRight += 1
        } else {
          wrong.append("\(key)=\(SlotComparison.describe(found[key])) want \(SlotComparison.describe(expected))")
        }
      }
      for marked in line.markedSlots {
        result.slots += 1
        let present =
          marked == "date" ? parse.slots.date != nil || parse.slots.startDate != nil : parse.slots.time != nil
        if present {
          result.slotsRight += 1
        } else {
          wrong.append("\(marked) not found")
        }
      }
      if !wrong.isEmpty {
        result.misses.append("\(line.intent.rawValue) | \(line.text) | \(wrong.joined(separator: ", "))")
      }
    }
    var error = 0.0
    for bin in bins where bin.count > 0 {
      error += abs(Double(bin.right) / Double(bin.count) - bin.confidence / Double(bin.count)) * Double(bin.count)
    }
    result.calibrationError = error / Double(max(result.lines, 1))
    return result
  }
}

/// Expected slot values against a parse's, by CLI.md's JSON names. Names compare
/// without regard to case; numbers to within 0.5%; a recurrence on the keys the label
/// gives (an absent interval is 1).
enum SlotComparison {
  static func actual(_ parse: ParseResult) -> [String: SlotValue] {
    guard let data = try? JSONEncoder().encode(parse.slots),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return [:] }
    return object.mapValues(CorpusLoader.slotValue)
  }

  /// A parse's amount or target said in another unit of time ("2 hours" kept as hours,
  /// labelled 120 min) restated in the label's unit: the same quantity either way.
  static func inLabelledTime(_ found: [String: SlotValue], labels: [String: SlotValue]) -> [String: SlotValue] {
    guard case .text(let labelName)? = labels["unit"], case .text(let foundName)? = found["unit"],
      let label = Unit(name: labelName)?.perMinute, let own = Unit(name: foundName)?.perMinute, label != own
    else { return found }
    var restated = found
    restated["unit"] = .text(labelName)
    for key in ["amount", "target"] {
      if case .number(let value)? = found[key] { restated[key] = .number(value / own * label) }
    }
    return restated
  }

  /// A day labelled as today where the parse names none: the coach reads a missing day
  /// as today, so the two say the same.
  static func isToday(_ expected: SlotValue, _ actual: SlotValue?, key: String) -> Bool {
    guard key == "date" || key == "start_date", actual == nil else { return false }
    return expected == .text(TrainingScene.today.description)
  }

  static func matches(_ expected: SlotValue, _ actual: SlotValue?, key: String) -> Bool {
    switch (expected, actual) {
    case (.number(let a), .number(let b)?): return abs(a - b) <= max(0.005, abs(a) * 0.005)
    case (.text(let a), .text(let b)?):
      return normalise(a) == normalise(b)
    case (.object(let a), .object(let b)?):
      var b = b
      if key == "recurrence" && b["interval"] == nil { b["interval"] = .number(1) }
      return a.allSatisfy { entry in
        if entry.key == "interval", case .number(1) = entry.value, b["interval"] == nil { return true }
        if entry.key == "end", case .object(let end) = entry.value, end["type"] == .text("never"), b["end"] == nil {
          return true
        }
        return matches(entry.value, b[entry.key], key: entry.key)
      }
    case (.list(let a), .list(let b)?):
      return a.count == b.count && zip(a, b).allSatisfy { matches($0, $1, key: key) }
    default: return false
    }
  }

  static func normalise(_ text: String) -> String {
    text.lowercased().split(separator: " ").joined(separator: " ")
  }

  static func describe(_ value: SlotValue?) -> String {
    switch value {
    case .none: return "nil"
    case .number(let number)?: return String(number)
    case .text(let text)?: return text
    case .object(let object)?:
      return "{" + object.keys.sorted().map { "\($0):\(describe(object[$0]))" }.joined(separator: ",") + "}"
    case .list(let list)?: return "[" + list.map { describe($0) }.joined(separator: ",") + "]"
    }
  }
}
