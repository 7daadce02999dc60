import Foundation
import SherpaCore
import SherpaIntentTraining
import Testing

@_spi(Training) @testable import SherpaIntent

/// The corpora and the shipped model, measured on the splits nobody tuned on.
enum Corpus {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Loaded once for every test here.
  static let lines: [LabelledLine] = (try? CorpusLoader.loadAll(root: root)) ?? []
}

func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }

@Test func corpusIsLargeAndCoversEveryIntent() throws {
  let sherpa = Corpus.lines.filter { $0.source == .sherpa }
  let inDomain = sherpa.filter { $0.intent != .unknown }
  #expect(inDomain.count >= 3000, "\(inDomain.count) in-domain lines")
  for intent in Intent.allCases {
    let count = sherpa.filter { $0.intent == intent }.count
    #expect(count >= 10, "\(intent.rawValue) has \(count) lines")
  }
  let speech = sherpa.filter { line in
    line.text == line.text.lowercased() && !line.text.contains(where: { ".,!?:;\"".contains($0) })
  }
  #expect(speech.count * 2 >= sherpa.count, "\(speech.count) of \(sherpa.count) in recogniser style")
  #expect(Corpus.lines.filter { $0.source == .hwu64 }.count == 11_036)
}

@Test func splitsAreFixedByHashAndKeepParaphrasesTogether() {
  var splitOfGroup: [String: LabelledLine.Split] = [:]
  for line in Corpus.lines where line.source == .sherpa {
    if let seen = splitOfGroup[line.group] { #expect(seen == line.split, "\(line.group)") }
    splitOfGroup[line.group] = line.split
  }
  let test = splitOfGroup.values.filter { $0 == .test }.count
  #expect(Double(test) / Double(max(splitOfGroup.count, 1)) > 0.15)
  #expect(Splits.forGroup("add-17") == Splits.forGroup("add-17"))
  #expect(Splits.fnv64("a") == 0xAF63_DC4C_8601_EC8C)
}

/// The figures the issue sets as targets, on the repository's held-out split and on
/// HWU64's test split; each is printed so CI's log shows where they stand.
@Test(arguments: [LabelledLine.Source.sherpa, .hwu64])
func heldOutSplitsMeetTheTargets(_ source: LabelledLine.Source) {
  let test = Corpus.lines.filter { $0.source == source && $0.split == .test }
  let result = Evaluation.run(test, model: .shipped)
  print("held-out \(source.rawValue): \(result)")
  #expect(result.lines > 0)
  #expect(result.intentAccuracy >= 0.96)
  #expect(result.slotAccuracy >= 0.92)
  #expect(result.writePrecision >= 0.995)
  #expect(result.falseWriteRate <= 0.005)
  #expect(result.calibrationError <= 0.03)
}

@Test func theShippedModelWasTrainedFromTheseInputs() throws {
  let text = try String(contentsOf: Corpus.root.appendingPathComponent(ModelFile.path), encoding: .utf8)
  let recorded = ModelFile.recordedInputs(text)
  let current = try ModelFile.inputsDigest(root: Corpus.root)
  #expect(
    recorded == current,
    "the corpus, the parser or the trainer changed: run `swift run -c release sherpa-train` and commit the result")
}

@Test func trainingAgainGivesTheShippedBytes() {
  let model = Trainer().train(Corpus.lines)
  #expect(model.serialized() == IntentModel.shipped.serialized())
}

@Test func theSerialisedFormRoundTripsAndRefusesDamage() {
  let bytes = IntentModel.shipped.serialized()
  #expect(IntentModel(serialized: bytes)?.serialized() == bytes)
  #expect(IntentModel(serialized: Array(bytes.dropLast())) == nil)
  #expect(IntentModel(serialized: Array("SIM1".utf8) + bytes.dropFirst(4)) == nil)
  #expect(Base64.decode(Base64.encode(Array(0...255))) == Array(0...255))
}

@Test func probabilitiesSumToOneAndFollowTheTemperature() {
  let features = Fixtures.parser.features("walked the dog", context: Fixtures.context).features
  let model = IntentModel.shipped
  let probabilities = model.probabilities(features)
  #expect(abs(probabilities.reduce(0, +) - 1) < 1e-9)
  let sharp = IntentModel.softmax(model.logits(features), temperature: model.temperature / 4)
  #expect(sharp.max() ?? 0 >= probabilities.max() ?? 1)
  #expect(abs(IntentModel.expApprox(-1) - 0.367_879_441_171_442_3) < 1e-15)
  #expect(IntentModel.expApprox(-800) == 0)
}
