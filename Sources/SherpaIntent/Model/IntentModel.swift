import CIntentModel

/// The intent classifier: a multinomial logistic regression over `IntentFeatures`,
/// trained by `sherpa-train` from the corpora in `Corpus/` and shipped as generated
/// data (`Sources/CIntentModel/model.c`). Its probabilities are calibrated by a temperature
/// fitted on out-of-fold predictions for the taught lines, and it carries the
/// thresholds chosen on them: `write` (an action that changes the store is taken on the device only at or
/// above it; chosen for ≥ 99.5% write precision), `agreedWrite` (the same, for sentences
/// whose exact command form the keyword rules recognise as the same intent: a separate
/// stratum held to the same precision, never stricter than `write`) and `read` (views and
/// answers).
///
/// The serialised form, little-endian: "SIM2", buckets and classes (UInt32 each), the
/// class names (UInt16 length + UTF-8 each), temperature, write, agreed-write and read
/// thresholds (Float64 each), a bias and a scale per class (Float32 each), then the weights as
/// Int8, bucket by bucket, class by class (weight = scale × value).
public struct IntentModel: Sendable {
  public let classes: [Intent]
  /// Rows of the table the features hash into, for the trainer.
  @_spi(Training) public static var featureBuckets: Int { IntentFeatures.buckets }
  public let buckets: Int
  public let temperature: Double
  public let writeThreshold: Double
  public let agreedWriteThreshold: Double
  public let readThreshold: Double
  let bias: [Float]
  let scale: [Float]
  let weights: WeightTable

  public init(
    classes: [Intent], buckets: Int, temperature: Double, writeThreshold: Double, agreedWriteThreshold: Double,
    readThreshold: Double, bias: [Float], scale: [Float], weights: [Int8]
  ) {
    self.init(
      classes: classes, buckets: buckets, temperature: temperature, writeThreshold: writeThreshold,
      agreedWriteThreshold: agreedWriteThreshold, readThreshold: readThreshold, bias: bias, scale: scale,
      table: WeightTable(copying: weights))
  }

  init(
    classes: [Intent], buckets: Int, temperature: Double, writeThreshold: Double, agreedWriteThreshold: Double,
    readThreshold: Double, bias: [Float], scale: [Float], table: WeightTable
  ) {
    self.classes = classes
    self.buckets = buckets
    self.temperature = temperature
    self.writeThreshold = writeThreshold
    self.agreedWriteThreshold = agreedWriteThreshold
    self.readThreshold = readThreshold
    self.bias = bias
    self.scale = scale
    self.weights = table
  }

  /// The same weights with another temperature and other thresholds.
  @_spi(Training) public func calibrated(temperature: Double, write: Double, agreedWrite: Double, read: Double)
    -> IntentModel
  {
    IntentModel(
      classes: classes, buckets: buckets, temperature: temperature, writeThreshold: write,
      agreedWriteThreshold: agreedWrite, readThreshold: read, bias: bias, scale: scale, table: weights)
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
        bias: [0], scale: [1], weights: [0])
    }
    return model
  }()

  /// The raw scores (before the temperature) for a sentence's features.
  public func logits(_ features: [Int32]) -> [Double] {
    let count = classes.count
    var sums = [Int32](repeating: 0, count: count)
    let table = weights.values
    sums.withUnsafeMutableBufferPointer { out in
      for feature in features {
        let row = Int(feature) * count
        guard row >= 0, row + count <= table.count else { continue }
        for index in 0..<count { out[index] &+= Int32(table[row + index]) }
      }
    }
    var result = [Double](repeating: 0, count: count)
    for index in 0..<count { result[index] = Double(bias[index]) + Double(scale[index]) * Double(sums[index]) }
    return result
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
    guard reader.take(4) == Array("SIM2".utf8), let buckets = reader.uint32(), let count = reader.uint32(),
      buckets > 0, buckets <= 1 << 20, count > 0, count <= 64
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
    var bias: [Float] = []
    var scale: [Float] = []
    for _ in 0..<count {
      guard let value = reader.float32() else { return nil }
      bias.append(value)
    }
    for _ in 0..<count {
      guard let value = reader.float32() else { return nil }
      scale.append(value)
    }
    let size = Int(buckets) * Int(count)
    guard let start = reader.skip(size), reader.atEnd, let base = bytes.baseAddress else { return nil }
    let rows = UnsafeBufferPointer(
      start: UnsafeRawPointer(base + start).assumingMemoryBound(to: Int8.self), count: size)
    self.init(
      classes: classes, buckets: Int(buckets), temperature: temperature, writeThreshold: write,
      agreedWriteThreshold: agreed, readThreshold: read, bias: bias, scale: scale,
      table: keepTable ? WeightTable(constant: rows) : WeightTable(copying: Array(rows)))
  }

  /// The serialised form (see the type's comment).
  public func serialized() -> [UInt8] {
    var out = Array("SIM2".utf8)
    func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { out += $0 } }
    append(UInt32(buckets))
    append(UInt32(classes.count))
    for intent in classes {
      let name = Array(intent.rawValue.utf8)
      append(UInt16(name.count))
      out += name
    }
    append(temperature.bitPattern)
    append(writeThreshold.bitPattern)
    append(agreedWriteThreshold.bitPattern)
    append(readThreshold.bitPattern)
    for value in bias { append(value.bitPattern) }
    for value in scale { append(value.bitPattern) }
    out += weights.values.map { UInt8(bitPattern: $0) }
    return out
  }
}

/// Little-endian reads over bytes, nil past the end.
struct ByteReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0

  var atEnd: Bool { offset == bytes.count }

  mutating func take(_ count: Int) -> [UInt8]? {
    guard let start = skip(count) else { return nil }
    return Array(bytes[start..<(start + count)])
  }

  /// Moves past `count` bytes; where they start.
  mutating func skip(_ count: Int) -> Int? {
    guard count >= 0, offset + count <= bytes.count else { return nil }
    defer { offset += count }
    return offset
  }

  mutating func integer<T: FixedWidthInteger>(_: T.Type) -> T? {
    guard let raw = take(MemoryLayout<T>.size) else { return nil }
    var value: T = 0
    for (index, byte) in raw.enumerated() { value |= T(truncatingIfNeeded: byte) << (8 * index) }
    return value
  }

  mutating func uint16() -> UInt16? { integer(UInt16.self) }
  mutating func uint32() -> UInt32? { integer(UInt32.self) }
  mutating func float32() -> Float? { integer(UInt32.self).map(Float.init(bitPattern:)) }
  mutating func float64() -> Double? { integer(UInt64.self).map(Double.init(bitPattern:)) }
}
