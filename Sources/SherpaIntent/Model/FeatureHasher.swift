/// Turns the named features of a sentence into bucket numbers of the model's table
/// (the hashing trick): FNV-1a over the feature's bytes, so the same feature lands in
/// the same bucket on every machine and in every build, and the table's size is fixed
/// whatever the vocabulary.
struct FeatureHasher {
  let buckets: UInt32
  private(set) var indices: [Int32] = []

  init(buckets: Int) {
    self.buckets = UInt32(buckets)
    indices.reserveCapacity(128)
  }

  /// A feature of one part (no array is made for it, as a variadic list would).
  mutating func add(_ prefix: UInt8, _ part: String) {
    indices.append(Int32(bitPattern: Self.fold(part, into: Self.start(prefix)) % buckets))
  }

  /// A feature of two parts, joined by a space.
  mutating func add(_ prefix: UInt8, _ first: String, _ second: String) {
    let hash = (Self.fold(first, into: Self.start(prefix)) ^ 0x20) &* 16_777_619
    indices.append(Int32(bitPattern: Self.fold(second, into: hash) % buckets))
  }

  @inline(__always) private static func start(_ prefix: UInt8) -> UInt32 {
    (2_166_136_261 ^ UInt32(prefix)) &* 16_777_619
  }

  @inline(__always) private static func fold(_ part: String, into hash: UInt32) -> UInt32 {
    var hash = hash
    for byte in part.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return hash
  }

  /// The character trigrams of a word with its boundaries marked ("^ru", "run", "un$").
  mutating func addTrigrams(of word: String) {
    var window: (UInt8, UInt8) = (0x5E, 0x5E)
    var count = 0
    for byte in word.utf8 {
      if count >= 1 { addBytes(window.0, window.1, byte) }
      window = (window.1, byte)
      count += 1
      if count > 24 { return }
    }
    if count >= 1 { addBytes(window.0, window.1, 0x24) }
  }

  private mutating func addBytes(_ a: UInt8, _ b: UInt8, _ c: UInt8) {
    var hash: UInt32 = (2_166_136_261 ^ 0x63) &* 16_777_619
    hash = (hash ^ UInt32(a)) &* 16_777_619
    hash = (hash ^ UInt32(b)) &* 16_777_619
    hash = (hash ^ UInt32(c)) &* 16_777_619
    indices.append(Int32(bitPattern: hash % buckets))
  }
}
