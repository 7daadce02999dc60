import Foundation
import SherpaCore
@_spi(Training) import SherpaIntent

/// The two linear models shipped beside the intent model: the kind of a new item and
/// where its name lies among the words.
extension Trainer {
  /// One new item's kind evidence and its label.
  struct KindExample: Sendable {
    var features: [Int32]
    var habit: Bool
  }

  /// One new item's spans and those that read as its labelled name.
  struct NameExample: Sendable {
    var spans: NameSpans
    var targets: Set<Range<Int>>
  }

  /// The evidence of every taught line that adds an item, sets a goal or breaks one down,
  /// labelled with a kind (whose words do not say it outright) or a name or title (that
  /// some span of the words reads as), by the line's index, read as the coach reads it:
  /// against the training scene, as its labelled intent whatever the intent model says.
  static func linearExamples(_ lines: [LabelledLine]) -> (kinds: [Int: KindExample], names: [Int: NameExample]) {
    let parser = IntentParser(items: TrainingScene.items)
    var kinds: [Int: KindExample] = [:]
    var names: [Int: NameExample] = [:]
    let named: [Intent: String] = [
      .addItem: "name", .goalCreate: "title", .decompose: "title", .reflect: "note", .endOfDay: "note",
      .journal: "note",
      .skip: "note",
    ]
    for (index, line) in lines.enumerated() {
      guard let key = named[line.intent] else { continue }
      let parse = parser.parse(line.text, context: TrainingScene.context, as: line.intent)
      if case .text(let kind)? = line.slots["kind"], kind == "habit" || kind == "task", !parse.kindFeatures.isEmpty {
        kinds[index] = KindExample(features: parse.kindFeatures, habit: kind == "habit")
      }
      if case .text(let name)? = line.slots[key], let spans = parse.nameSpans {
        let targets = spans.targets(for: name)
        if !targets.isEmpty { names[index] = NameExample(spans: spans, targets: Set(targets)) }
      }
    }
    return (kinds, names)
  }

  /// A logistic regression taught by AdaGrad on the log-loss, `epochs` passes in a
  /// seeded order, with a little L2 so a word seen once cannot decide alone.
  func fitKinds(_ train: [KindExample]) -> LinearModel {
    var weights = [Float](repeating: 0, count: LinearModel.kindBuckets)
    var squares = [Float](repeating: 0, count: LinearModel.kindBuckets)
    var bias: Float = 0
    var biasSquare: Float = 0
    let rate: Float = 0.1
    let l2: Float = 1e-4
    passes(over: train.count, seed: 0x4B49_4E44) { position in
      let example = train[position]
      var z = bias
      for feature in example.features { z += weights[Int(feature)] }
      let error = Float(LinearModel.logistic(Double(z))) - (example.habit ? 1 : 0)
      biasSquare += error * error
      bias -= rate * error / (biasSquare.squareRoot() + 1e-8)
      for feature in example.features {
        Self.step(&weights, &squares, at: Int(feature), error + l2 * weights[Int(feature)], rate: rate)
      }
    }
    return LinearModel(bias: bias, weights: weights)
  }

  /// A log-linear model over every span of the words (a softmax over spans, each scored
  /// by its start's, end's and length's features), taught by AdaGrad to put the
  /// probability on the spans that read as the label.
  func fitNames(_ train: [NameExample]) -> LinearModel {
    var weights = [Float](repeating: 0, count: NameSpans.buckets)
    var squares = [Float](repeating: 0, count: NameSpans.buckets)
    let rate: Float = 0.1
    let l2: Float = 1e-3
    passes(over: train.count, seed: 0x4E41_4D45) { position in
      let example = train[position]
      let spans = example.spans
      func score(_ features: [Int32]) -> Float { features.reduce(0) { $0 + weights[Int($1)] } }
      let startScores = spans.starts.map(score)
      let endScores = spans.ends.map(score)
      var scored: [(start: Int, end: Int, score: Float)] = []
      spans.spans { start, end in
        let length = weights[Int(spans.lengthFeature(end - start))]
        scored.append((start, end, startScores[start] + endScores[end - 1] + length))
      }
      let top = scored.reduce(-Float.infinity) { max($0, $1.score) }
      var total: Float = 0
      var wanted: Float = 0
      var shares = [Float](repeating: 0, count: scored.count)
      for (index, span) in scored.enumerated() {
        shares[index] = exp(span.score - top)
        total += shares[index]
        if example.targets.contains(span.start..<span.end) { wanted += shares[index] }
      }
      var startErrors = [Float](repeating: 0, count: spans.starts.count)
      var endErrors = [Float](repeating: 0, count: spans.ends.count)
      var lengthErrors: [Int32: Float] = [:]
      for (index, span) in scored.enumerated() {
        let target = example.targets.contains(span.start..<span.end) ? shares[index] / wanted : 0
        let error = shares[index] / total - target
        startErrors[span.start] += error
        endErrors[span.end - 1] += error
        lengthErrors[spans.lengthFeature(span.end - span.start), default: 0] += error
      }
      for (index, features) in spans.starts.enumerated() {
        for feature in features {
          Self.step(&weights, &squares, at: Int(feature), startErrors[index] + l2 * weights[Int(feature)], rate: rate)
        }
      }
      for (index, features) in spans.ends.enumerated() {
        for feature in features {
          Self.step(&weights, &squares, at: Int(feature), endErrors[index] + l2 * weights[Int(feature)], rate: rate)
        }
      }
      for (feature, error) in lengthErrors.sorted(by: { $0.key < $1.key }) {
        Self.step(&weights, &squares, at: Int(feature), error + l2 * weights[Int(feature)], rate: rate)
      }
    }
    return LinearModel(bias: 0, weights: weights)
  }

  /// The margin (0…6, in steps of 0.25) by which the name model's best span must outscore
  /// the rule's to be taken, chosen for the most right names out of fold: each taught
  /// line with a name is read by the model of the fold that never saw it. Ties go to
  /// the wider margin, which trusts the rule more.
  static func chooseMargin(_ examples: [Int: NameExample], folds: [(Int, LinearModel)]) -> Float {
    var contests: [(gain: Float, bestRight: Bool, ruleRight: Bool)] = []
    for (index, model) in folds {
      guard let example = examples[index], let (best, gain) = example.spans.contest(model) else { continue }
      contests.append((gain, example.targets.contains(best), example.targets.contains(example.spans.rule)))
    }
    var chosen: (margin: Float, right: Int) = (0, -1)
    for step in 0...24 {
      let margin = Float(step) / 4
      let right = contests.filter { $0.gain >= margin ? $0.bestRight : $0.ruleRight }.count
      if right >= chosen.right { chosen = (margin, right) }
    }
    return chosen.margin
  }

  /// `epochs` passes over `count` examples, in an order shuffled afresh each pass by a
  /// generator seeded with the settings' seed and `seed`.
  func passes(over count: Int, seed: UInt64, _ body: (Int) -> Void) {
    var random = SplitMix(seed: settings.seed ^ seed)
    var order = Array(0..<count)
    for _ in 0..<settings.epochs {
      for index in stride(from: order.count - 1, to: 0, by: -1) {
        order.swapAt(index, Int(random.next() % UInt64(index + 1)))
      }
      for position in order { body(position) }
    }
  }

  /// One AdaGrad step on one weight.
  static func step(_ weights: inout [Float], _ squares: inout [Float], at index: Int, _ gradient: Float, rate: Float) {
    squares[index] += gradient * gradient
    weights[index] -= rate * gradient / (squares[index].squareRoot() + 1e-8)
  }
}
