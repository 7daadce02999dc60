import CIntentModel

/// The intent classifier: a network with one hidden layer over `IntentFeatures` (each
/// feature's row of the table is added up into the hidden units, which pass through a
/// ReLU into one score per intent), trained by `sherpa-train` from the corpora in
/// `Corpus/` and shipped as generated data (`Sources/CIntentModel/model.c`). The hidden
/// layer lets evidence combine ("need to" with a day named is a task; with "taxi" it is
/// not), which a linear model over the same features could not. Its probabilities are
/// calibrated by a temperature fitted on out-of-fold predictions for the taught lines,
/// and it carries the thresholds chosen on them: `write` (an action that changes the
/// store is taken on the device only at or above it; chosen for ≥ 99.5% write
/// precision), `agreedWrite` (the same, for sentences whose exact command form the
/// keyword rules recognise as the same intent: a separate stratum held to the same
/// precision, never stricter than `write`) and `read` (views and answers).
///
/// The serialised form, little-endian: "SIM4", buckets, classes and hidden units
/// (UInt32 each), the class names (UInt16 length + UTF-8 each), temperature, write,
/// agreed-write and read thresholds (Float64 each); a bias and a scale per hidden unit,
/// the output weights (hidden unit by hidden unit, class by class) and a bias per class
/// (Float32 each); then the table as Int8, bucket by bucket, hidden unit by hidden unit
/// (weight = the unit's scale × value); then the kind model and the name model
/// (`LinearModel`).
public struct IntentModel: Sendable {
  public let classes: [Intent]
  /// Rows of the table the features hash into, for the trainer.
  @_spi(Training) public static var featureBuckets: Int { IntentFeatures.buckets }
  public let buckets: Int
  public let hidden: Int
  public let temperature: Double
  public let writeThreshold: Double
  public let agreedWriteThreshold: Double
  public let readThreshold: Double
  let layers: Layers
  let weights: WeightTable
  /// Whether a new item said without "habit" or "task" is a habit (nil: the keyword rule).
  public let kinds: LinearModel?
  /// Where a new item's name lies among the words (nil: the keyword rule).
  public let names: LinearModel?

  /// The small weights around the table.
  public struct Layers: Sendable {
    /// Per hidden unit.
    public var hiddenBias: [Float]
    public var scale: [Float]
    /// Hidden units × classes.
    public var output: [Float]
    /// Per class.
    public var outputBias: [Float]

    public init(hiddenBias: [Float], scale: [Float], output: [Float], outputBias: [Float]) {
      self.hiddenBias = hiddenBias
      self.scale = scale
      self.output = output
      self.outputBias = outputBias
    }
  }

  public init(
    classes: [Intent], buckets: Int, temperature: Double, writeThreshold: Double, agreedWriteThreshold: Double,
    readThreshold: Double, layers: Layers, weights: [Int8], kinds: LinearModel? = nil, names: LinearModel? = nil
  ) {
    self.init(
      classes: classes, buckets: buckets, temperature: temperature, writeThreshold: writeThreshold,
      agreedWriteThreshold: agreedWriteThreshold, readThreshold: readThreshold, layers: layers,
      table: WeightTable(copying: weights), kinds: kinds, names: names)
  }

  init(
    classes: [Intent], buckets: Int, temperature: Double, writeThreshold: Double, agreedWriteThreshold: Double,
    readThreshold: Double, layers: Layers, table: WeightTable, kinds: LinearModel?, names: LinearModel?
  ) {
    self.classes = classes
    self.buckets = buckets
    self.hidden = layers.scale.count
    self.temperature = temperature
    self.writeThreshold = writeThreshold
    self.agreedWriteThreshold = agreedWriteThreshold
    self.readThreshold = readThreshold
    self.layers = layers
    self.weights = table
    self.kinds = kinds
    self.names = names
  }

  /// The same weights with another temperature, other thresholds, a kind model and a
  /// name model.
  @_spi(Training) public func calibrated(
    temperature: Double, write: Double, agreedWrite: Double, read: Double, kinds: LinearModel?, names: LinearModel?
  ) -> IntentModel {
    IntentModel(
      classes: classes, buckets: buckets, temperature: temperature, writeThreshold: write,
      agreedWriteThreshold: agreedWrite, readThreshold: read, layers: layers, table: weights, kinds: kinds,
      names: names)
  }

  /// The model this build ships, decoded once on first use.
  public static let shipped: IntentModel = {
    var count = 0
    let start = sherpa_intent_model(&count)
    guard let start, let model = IntentModel(inPlace: UnsafeBufferPointer(start: start, count: count))
    else {
      // The generated data is checked by the test suite; an unreadable copy can only
      // come from a hand edit, and then nothing is understood rather than guessed.
      return IntentModel(
        classes: [.unknown], buckets: 1, temperature: 1, writeThreshold: 2, agreedWriteThreshold: 2, readThreshold: 2,
        layers: Layers(hiddenBias: [0], scale: [1], output: [0], outputBias: [0]), weights: [0])
    }
    return model
  }()

  /// The raw scores (before the temperature) for a sentence's features.
  public func logits(_ features: [Int32]) -> [Double] {
    let units = hidden
    var sums = [Int32](repeating: 0, count: units)
    let table = weights.values
    // Raw pointers and wrapping arithmetic (the row is checked against the table once),
    // so the compiler adds a whole row at a time.
    sums.withUnsafeMutableBufferPointer { out in
      guard let sum = out.baseAddress, let start = table.baseAddress else { return }
      for feature in features {
        let row = Int(feature) &* units
        guard row >= 0, row <= table.count &- units else { continue }
        let values = start + row
        for unit in 0..<units { sum[unit] &+= Int32(values[unit]) }
      }
    }
    var active = [Float](repeating: 0, count: units)
    for unit in 0..<units {
      active[unit] = max(0, layers.hiddenBias[unit] + layers.scale[unit] * Float(sums[unit]))
    }
    return Self.scores(active, layers: layers, classes: classes.count)
  }

  /// The output layer over the hidden units' values (after the ReLU): a unit that is
  /// off adds nothing, and one that is on adds its row to every class's score.
  @_spi(Training) public static func scores(_ active: [Float], layers: Layers, classes: Int) -> [Double] {
    var sums = layers.outputBias
    sums.withUnsafeMutableBufferPointer { out in
      layers.output.withUnsafeBufferPointer { weights in
        guard let sum = out.baseAddress, let start = weights.baseAddress, weights.count >= active.count * classes,
          out.count >= classes
        else { return }
        for unit in active.indices where active[unit] > 0 {
          let value = active[unit]
          let row = start + unit &* classes
          for index in 0..<classes { sum[index] += row[index] * value }
        }
      }
    }
    return sums.map(Double.init)
  }

  /// Calibrated probabilities, one per class.
  public func probabilities(_ features: [Int32]) -> [Double] {
    Self.softmax(logits(features), temperature: temperature)
  }

  /// The most probable intent and its calibrated probability; with `looksOnly`, the most
  /// probable of those that change nothing (for a question, which never writes).
  public func decide(_ features: [Int32], looksOnly: Bool = false) -> (intent: Intent, probability: Double) {
    let probabilities = probabilities(features)
    var best: Int?
    for index in probabilities.indices where !looksOnly || !classes[index].writes && classes[index] != .unknown {
      if best.map({ probabilities[index] > probabilities[$0] }) ?? true { best = index }
    }
    guard let best else { return (.unknown, 0) }
    return (classes[best], probabilities[best])
  }

  public static func softmax(_ logits: [Double], temperature: Double) -> [Double] {
    guard let top = logits.max() else { return [] }
    var out = logits.map { expApprox(($0 - top) / temperature) }
    let total = out.reduce(0, +)
    for index in out.indices { out[index] /= total }
    return out
  }

  /// e^x for x ≤ 0 without Foundation: range reduction by powers of two and a Taylor
  /// series, exact to about 1e-13 relative (the model's probabilities need far less).
  /// 1/n for n = 1…14, the ratios of successive terms of e^r's series.
  static let inverseFactorials: [Double] = (1...14).map { 1 / Double($0) }

  static func expApprox(_ x: Double) -> Double {
    if x < -700 { return 0 }
    let ln2 = 0.693_147_180_559_945_3
    let k = (x / ln2).rounded(.down)
    let r = x - k * ln2
    // Horner's rule over 1/n! for n ≤ 14: r < ln 2, so the next term is below 1e-13.
    var sum = 1.0
    for coefficient in inverseFactorials.reversed() { sum = 1 + r * coefficient * sum }
    return sum * Double(sign: .plus, exponent: Int(k), significand: 1)
  }
}

/// The model's weights: a copy it owns (a model just trained or read from bytes), or
/// the constant data compiled into the binary, read where it lies (2 MB that start-up
/// neither copies nor touches beyond the rows a sentence uses). Immutable once made.
final class WeightTable: @unchecked Sendable {
  let values: UnsafeBufferPointer<Int8>
  private let owned: Bool

  init(copying weights: [Int8]) {
    let storage = UnsafeMutableBufferPointer<Int8>.allocate(capacity: weights.count)
    _ = storage.initialize(from: weights)
    values = UnsafeBufferPointer(storage)
    owned = true
  }

  /// `constant` must live as long as the process (data compiled into the binary).
  init(constant: UnsafeBufferPointer<Int8>) {
    values = constant
    owned = false
  }

  deinit { if owned { values.deallocate() } }
}

extension IntentModel {
  /// Reads the serialised form; nil for anything malformed.
  public init?(serialized bytes: [UInt8]) {
    guard let model = bytes.withUnsafeBufferPointer({ IntentModel(parsing: $0, keepTable: false) }) else { return nil }
    self = model
  }

  /// The shipped model over its constant bytes, the weights read in place.
  init?(inPlace bytes: UnsafeBufferPointer<UInt8>) {
    guard let model = IntentModel(parsing: bytes, keepTable: true) else { return nil }
    self = model
  }

  private init?(parsing bytes: UnsafeBufferPointer<UInt8>, keepTable: Bool) {
    var reader = ByteReader(bytes: bytes)
    guard reader.take(4) == Array("SIM4".utf8), let buckets = reader.uint32(), let count = reader.uint32(),
      let units = reader.uint32(), buckets > 0, buckets <= 1 << 20, count > 0, count <= 64, units > 0, units <= 256
    else { return nil }
    var classes: [Intent] = []
    for _ in 0..<count {
      guard let length = reader.uint16(), let name = reader.take(Int(length)),
        let intent = Intent(rawValue: String(decoding: name, as: UTF8.self))
      else { return nil }
      classes.append(intent)
    }
    guard let temperature = reader.float64(), let write = reader.float64(), let agreed = reader.float64(),
      let read = reader.float64(), temperature > 0
    else { return nil }
    guard let hiddenBias = reader.float32s(Int(units)), let scale = reader.float32s(Int(units)),
      let output = reader.float32s(Int(count * units)), let outputBias = reader.float32s(Int(count))
    else { return nil }
    let layers = Layers(hiddenBias: hiddenBias, scale: scale, output: output, outputBias: outputBias)
    let size = Int(buckets) * Int(units)
    guard let start = reader.skip(size), let base = bytes.baseAddress,
      let kinds = LinearModel.read(&reader, keepTable: keepTable),
      let names = LinearModel.read(&reader, keepTable: keepTable), reader.atEnd
    else { return nil }
    let rows = UnsafeBufferPointer(
      start: UnsafeRawPointer(base + start).assumingMemoryBound(to: Int8.self), count: size)
    self.init(
      classes: classes, buckets: Int(buckets), temperature: temperature, writeThreshold: write,
      agreedWriteThreshold: agreed, readThreshold: read, layers: layers,
      table: keepTable ? WeightTable(constant: rows) : WeightTable(copying: Array(rows)), kinds: kinds,
      names: names)
  }

  /// The serialised form (see the type's comment).
  public func serialized() -> [UInt8] {
    var out = Array("SIM4".utf8)
    func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { out += $0 } }
    append(UInt32(buckets))
    append(UInt32(classes.count))
    append(UInt32(hidden))
    for intent in classes {
      let name = Array(intent.rawValue.utf8)
      append(UInt16(name.count))
      out += name
    }
    append(temperature.bitPattern)
    append(writeThreshold.bitPattern)
    append(agreedWriteThreshold.bitPattern)
    append(readThreshold.bitPattern)
    for part in [layers.hiddenBias, layers.scale, layers.output, layers.outputBias] {
      for value in part { append(value.bitPattern) }
    }
    out += weights.values.map { UInt8(bitPattern: $0) }
    out += LinearModel.serialized(kinds)
    out += LinearModel.serialized(names)
    return out
  }
}
