/// A small deterministic random source (SplitMix64) for jitter, simulated league
/// members and fuzzing: the same seed always gives the same sequence.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A seed mixed from several values, e.g. a week and a league tier.
  public static func seed(_ parts: Int...) -> UInt64 {
    var generator = SeededRandom(seed: 0x5348_4552_5041)
    var seed: UInt64 = 0
    for part in parts {
      seed ^= UInt64(bitPattern: Int64(part)) &+ generator.next()
      seed = (seed << 13) | (seed >> 51)
    }
    return seed
  }
}
