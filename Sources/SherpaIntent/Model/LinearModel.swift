/// A linear model over hashed features, taught by `sherpa-train` and shipped in the
/// intent model's bytes after its table: the kind model (whether a new item said
/// without "habit" or "task" is a habit; `NewItemKind`) and the name model (where a new
/// item's name lies among the words; `NameSpans`).
///
/// Serialised: "LIN1", buckets (UInt32), bias and scale (Float32), then one Int8 per
/// bucket (weight = scale × value); a section of no buckets stands for no model.
public struct LinearModel: Sendable {
  /// Rows of the kind model's table.
  public static let kindBuckets = 16_384
  public let bias: Float
  public let scale: Float
  let weights: WeightTable

  /// Quantizes `weights` (one per bucket) to 8 bits.
  public init(bias: Float, weights: [Float]) {
    let largest = weights.reduce(0) { max($0, abs($1)) }
    let step: Float = largest > 0 ? largest / 127 : 1
    self.init(bias: bias, scale: step, table: WeightTable(copying: weights.map { Int8(($0 / step).rounded()) }))
  }

  init(bias: Float, scale: Float, table: WeightTable) {
    self.bias = bias
    self.scale = scale
    self.weights = table
  }

  /// The same weights with another bias.
  @_spi(Training) public func with(bias: Float) -> LinearModel { LinearModel(bias: bias, scale: scale, table: weights) }

  /// The features' weights added up, without the bias.
  public func sum(_ features: [Int32]) -> Float {
    var total: Int32 = 0
    let table = weights.values
    for feature in features where feature >= 0 && Int(feature) < table.count { total &+= Int32(table[Int(feature)]) }
    return scale * Float(total)
  }

  /// One feature's weight.
  public func weight(_ feature: Int32) -> Float {
    let table = weights.values
    return feature >= 0 && Int(feature) < table.count ? scale * Float(table[Int(feature)]) : 0
  }

  /// The logistic of the bias and the features' weights.
  public func probability(_ features: [Int32]) -> Double { Self.logistic(Double(bias + sum(features))) }

  /// 1 / (1 + e^-z), without Foundation.
  public static func logistic(_ z: Double) -> Double {
    if z >= 0 { return 1 / (1 + IntentModel.expApprox(-z)) }
    let e = IntentModel.expApprox(z)
    return e / (1 + e)
  }

  /// The section for `model`; with none, a section of no buckets.
  static func serialized(_ model: LinearModel?) -> [UInt8] {
    var out = Array("LIN1".utf8)
    func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { out += $0 } }
    append(UInt32(model?.weights.values.count ?? 0))
    append((model?.bias ?? 0).bitPattern)
    append((model?.scale ?? 0).bitPattern)
    out += model?.weights.values.map { UInt8(bitPattern: $0) } ?? []
    return out
  }

  /// Reads the section at the reader's place (nil for a malformed one; `.some(nil)`
  /// for a section of no buckets); with `keepTable`, the weights are read where they lie
  /// (constant data compiled into the binary).
  static func read(_ reader: inout ByteReader, keepTable: Bool) -> LinearModel?? {
    guard reader.take(4) == Array("LIN1".utf8), let buckets = reader.uint32(), buckets <= 1 << 20,
      let bias = reader.float32(), let scale = reader.float32(), let start = reader.skip(Int(buckets)),
      let base = reader.bytes.baseAddress
    else { return nil }
    guard buckets > 0 else { return .some(nil) }
    let rows = UnsafeBufferPointer(
      start: UnsafeRawPointer(base + start).assumingMemoryBound(to: Int8.self), count: Int(buckets))
    return LinearModel(
      bias: bias, scale: scale, table: keepTable ? WeightTable(constant: rows) : WeightTable(copying: Array(rows)))
  }
}
