import Foundation
import SherpaCore
@_spi(Training) import SherpaIntent
import Synchronization

/// A network with one hidden layer over the hashed features, taught by AdaGrad with
/// features dropped at random (`Trainer+Network.swift`), seeded, so the same corpus
/// always gives the same bytes; then an 8-bit table. The temperature and the
/// thresholds are chosen on out-of-fold predictions: each of `Splits.folds` folds of the
/// taught lines is scored by a model taught without it, so every taught line (bar the
/// maintainers', always taught) calibrates, and the shipped model is taught on them all.
public struct Trainer: Sendable {
  public struct Settings: Sendable {
    public var epochs = 10
    public var learningRate = 0.03
    /// On the output layer's weights.
    public var l2 = 1e-5
    /// Hidden units (each a column of the table the features add up).
    public var hidden = 64
    /// Networks taught from different seeds whose scores are averaged (`--try members=N`;
    /// Corpus/README.md: three, chosen out of fold once the corpus had grown by half).
    public var members = 3
    /// The share of a line's features left out each time it is taught, so no one word
    /// carries a line and the model leans on all of its evidence.
    public var dropout = 0.3
    public var seed: UInt64 = 20_261_123
    /// The repository corpus counts more than HWU64 per line: it is sherpa's own speech.
    public var sherpaWeight = 2.0
    /// HWU64's out-of-domain lines are most of the corpus; each counts for this much.
    public var outOfDomainWeight = 1.0
    /// Write precision the write threshold is chosen for, on the calibration split.
    public var writePrecision = 0.995
    public var readPrecision = 0.95
    /// The share of sherpa's taught groups a model learns from (1: all); the rest are
    /// still predicted out of fold. For learning curves: how much more data would give.
    public var sherpaFraction = 1.0
    /// Each of sherpa's taught lines is also taught as read against a store with no items,
    /// with this share of the line's weight (the rest stays with the training scene's
    /// reading, so the two corpora weigh as before): a person's store is not the training
    /// scene, and "show my journal" asks for the journal whether or not a Journal habit exists.
    public var bareSceneShare = 0.0
    /// The exact-form stratum's own cut is taken only where the one-sided 95% Wilson lower
    /// bound of its precision clears the wanted precision, so a few lines cannot move it.
    public var agreedByBound = false

    public init() {}
  }

  /// One line's features and label, in the order the classes are numbered.
  public struct Example: Sendable {
    public var features: [Int32]
    public var label: Int
    public var weight: Double
    public var frame: WriteFrame
    /// The intent the keyword rules recognise as an exact command form, if any.
    public var exactForm: Intent?
  }

  public static let classes = Intent.allCases
  public let settings: Settings

  public init(settings: Settings = Settings()) { self.settings = settings }

  public static func examples(
    _ lines: [LabelledLine], sherpaWeight: Double, outOfDomainWeight: Double = 1,
    items: [ItemRef] = TrainingScene.items
  ) -> [Example] {
    let parser = IntentParser(items: items)
    return lines.map { line in
      let (features, frame, exactForm) = parser.features(line.text, context: TrainingScene.context)
      let label = classes.firstIndex(of: line.intent) ?? 0
      return Example(
        features: features, label: label,
        weight: line.source == .sherpa ? sherpaWeight : line.intent == .unknown ? outOfDomainWeight : 1, frame: frame,
        exactForm: exactForm)
    }
  }

  /// The model to ship, and for each fold the model taught without it, carrying the
  /// same temperature and thresholds (for the out-of-fold figures).
  public struct Run {
    public var model: IntentModel
    public var foldModels: [IntentModel]
  }

  public func train(_ lines: [LabelledLine]) -> IntentModel { run(lines).model }

  public func run(_ lines: [LabelledLine]) -> Run {
    let taught = lines.filter { $0.split == .train }
    let examples = Self.examples(
      taught, sherpaWeight: settings.sherpaWeight * (1 - settings.bareSceneShare),
      outOfDomainWeight: settings.outOfDomainWeight)
    // The folds train side by side; each is seeded alike, so the bytes do not depend on
    // the order they finish in.
    let bare: [Int: Example] =
      settings.bareSceneShare > 0
      ? Dictionary(
        uniqueKeysWithValues: zip(
          taught.indices.filter { taught[$0].source == .sherpa },
          Self.examples(
            taught.filter { $0.source == .sherpa }, sherpaWeight: settings.sherpaWeight * settings.bareSceneShare,
            items: [])))
      : [:]
    let (kindExamples, nameExamples) = Self.linearExamples(taught)
    let fitted = Mutex<[(fold: Int, model: IntentModel, kinds: LinearModel, names: LinearModel)]>([])
    DispatchQueue.concurrentPerform(iterations: Splits.folds + 1) { fold in
      let kept = examples.indices.filter {
        (fold == Splits.folds || taught[$0].fold != fold) && learnsFrom(taught[$0])
      }
      let model = fit(kept.map { examples[$0] } + kept.compactMap { bare[$0] })
      let kinds = fitKinds(kept.compactMap { kindExamples[$0] })
      let names = fitNames(kept.compactMap { nameExamples[$0] })
      fitted.withLock { $0.append((fold, model, kinds, names)) }
    }
    let sorted = fitted.withLock { models in models.sorted { $0.fold < $1.fold } }
    let raw = sorted.map(\.model)
    // The two corpora weigh the same in the temperature's fit, so the confidence means a
    // probability on sherpa's own sentences and not only on HWU64's many easy ones.
    let held = taught.indices.compactMap { index in taught[index].fold.map { (index, $0) } }
    let own = held.filter { taught[$0.0].source == .sherpa }.count
    let ownWeight = own > 0 ? Double(held.count - own) / Double(own) : 1
    let calibration = held.map { index, _ in
      var example = examples[index]
      example.weight = taught[index].source == .sherpa ? ownWeight : 1
      return example
    }
    let logitsByLine = held.map { index, fold in raw[fold].logits(examples[index].features) }
    let temperature = Self.fitTemperature(
      logitsByLine, labels: calibration.map(\.label), weights: calibration.map(\.weight))
    let (write, agreed, read) = chooseThresholds(logitsByLine, calibration, temperature: temperature)
    let margin = Self.chooseMargin(
      nameExamples, folds: held.map { ($0.0, sorted[$0.1].names) })
    let chosen = sorted.map {
      $0.model.calibrated(
        temperature: temperature, write: write, agreedWrite: agreed, read: read, kinds: $0.kinds,
        names: $0.names.with(bias: margin))
    }
    return Run(model: chosen[Splits.folds], foldModels: Array(chosen.prefix(Splits.folds)))
  }

  /// Whether a taught line is in the share `sherpaFraction` keeps (by a hash of its
  /// group, so paraphrases go together); HWU64's and the maintainers' lines always are.
  func learnsFrom(_ line: LabelledLine) -> Bool {
    guard settings.sherpaFraction < 1, line.source == .sherpa, line.fold != nil else { return true }
    let share = Splits.fnv64(bytes: Array(line.group.utf8), seed: 0xF4AC_7104) % 1000
    return Double(share) < settings.sherpaFraction * 1000
  }

  /// The temperature (0.25…6, in steps of 0.01) that minimises the out-of-fold weighted
  /// negative log-likelihood.
  static func fitTemperature(_ logits: [[Double]], labels: [Int], weights: [Double]) -> Double {
    var best = (temperature: 1.0, loss: Double.infinity)
    for step in 25...600 {
      let temperature = Double(step) / 100
      var loss = 0.0
      for (index, row) in logits.enumerated() {
        let probabilities = IntentModel.softmax(row, temperature: temperature)
        loss -= weights[index] * log(max(probabilities[labels[index]], 1e-12))
      }
      if loss < best.loss { best = (temperature, loss) }
    }
    return best.temperature
  }

  /// The lowest write threshold (0.5…0.99) at which the out-of-fold writes it lets
  /// through keep the wanted precision, for sentences in an exact command form of the
  /// same intent and for the rest apart; the same for reads.
  func chooseThresholds(
    _ logits: [[Double]], _ examples: [Example], temperature: Double
  ) -> (write: Double, agreed: Double, read: Double) {
    var writes: [(Double, Bool)] = []
    var agreedWrites: [(Double, Bool)] = []
    var reads: [(Double, Bool)] = []
    for (index, row) in logits.enumerated() {
      let probabilities = IntentModel.softmax(row, temperature: temperature)
      var best = 0
      for k in probabilities.indices where probabilities[k] > probabilities[best] { best = k }
      let intent = Self.classes[best]
      let right = best == examples[index].label
      if intent == .unknown { continue }
      if intent.writes {
        guard examples[index].frame.allows(intent) else { continue }
        if examples[index].exactForm == intent {
          agreedWrites.append((probabilities[best], right))
        } else {
          writes.append((probabilities[best], right))
        }
      } else {
        reads.append((probabilities[best], right))
      }
    }
    let write = Self.lowestCut(writes, precision: settings.writePrecision, floor: 0.5)
    // Sentences in an exact command form that the keyword rules read as the model does
    // are a stratum of their own, held to the same precision, and never to a stricter
    // bar than any other sentence: the few confidently wrong lines a small stratum holds
    // would otherwise refuse the plainest commands.
    let agreedCut =
      settings.agreedByBound
      ? Self.lowestBoundedCut(agreedWrites, precision: settings.writePrecision, floor: 0.5)
      : Self.lowestCut(agreedWrites, precision: settings.writePrecision, floor: 0.5)
    let agreed = min(write, agreedCut)
    return (write, agreed, Self.lowestCut(reads, precision: settings.readPrecision, floor: 0.4))
  }

  /// The lowest cut (in steps of 0.01, from `floor` to 0.99) at which what it keeps is
  /// right at the wanted precision; 0.99 when no cut reaches it.
  static func lowestCut(_ scored: [(Double, Bool)], precision: Double, floor: Double) -> Double {
    for step in Int(floor * 100)...99 {
      let cut = Double(step) / 100
      let kept = scored.filter { $0.0 >= cut }
      let right = kept.filter(\.1).count
      if kept.isEmpty || Double(right) / Double(kept.count) >= precision { return cut }
    }
    return 0.99
  }

  /// The lowest cut at which the one-sided 95% Wilson lower bound of the precision of
  /// what it keeps reaches `precision`; 0.99 when none does.
  static func lowestBoundedCut(_ scored: [(Double, Bool)], precision: Double, floor: Double) -> Double {
    let z = 1.645
    for step in Int(floor * 100)...99 {
      let cut = Double(step) / 100
      let kept = scored.filter { $0.0 >= cut }
      guard !kept.isEmpty else { return cut }
      let n = Double(kept.count)
      let p = Double(kept.filter(\.1).count) / n
      let bound =
        (p + z * z / (2 * n) - z * (p * (1 - p) / n + z * z / (4 * n * n)).squareRoot()) / (1 + z * z / n)
      if bound >= precision { return cut }
    }
    return 0.99
  }
}

/// SplitMix64: a small seeded generator whose stream is fixed by its seed.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
