/// Which split a line belongs to, fixed by a hash of its group before any training:
/// for the repository's corpus 20% test, 10% calibration, 70% train; for HWU64 its own
/// `test` split is the test, and 10% of its `train` split calibrates.
public enum Splits {
  public static func forGroup(_ group: String) -> LabelledLine.Split {
    switch fnv64(group) % 10 {
    case 0, 1: return .test
    case 2: return .calibration
    default: return .train
    }
  }

  public static func forHWU(split: String, text: String) -> LabelledLine.Split {
    if split == "test" { return .test }
    return fnv64(text) % 10 == 0 ? .calibration : .train
  }

  /// FNV-1a, 64 bits: stable across machines and builds (Swift's own hash is seeded per run).
  public static func fnv64(_ text: String) -> UInt64 { fnv64(bytes: Array(text.utf8)) }

  public static func fnv64(bytes: [UInt8], seed: UInt64 = 0xCBF2_9CE4_8422_2325) -> UInt64 {
    var hash = seed
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return hash
  }
}
