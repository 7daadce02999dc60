/// Which split a line belongs to, fixed by a hash of its group before any training:
/// for the repository's corpus 20% test, the rest taught; for HWU64 its own `test`
/// split is the test. The taught lines fall into `folds` folds by another hash of the
/// group: each fold is held out once, so the temperature and the thresholds are chosen
/// on predictions for every taught line by a model that did not see it.
public enum Splits {
  public static let folds = 5

  /// Files written by sherpa's maintainers, who see the parser: they teach, and are
  /// never held out, so the held-out figures measure only sentences written elsewhere.
  public static let maintainersFiles: Set<String> = ["original.jsonl", "maintainers.jsonl"]

  public static func forLine(group: String, file: String) -> LabelledLine.Split {
    maintainersFiles.contains(file) ? .train : forGroup(group)
  }

  public static func forGroup(_ group: String) -> LabelledLine.Split {
    fnv64(group) % 10 < 2 ? .test : .train
  }

  public static func forHWU(split: String) -> LabelledLine.Split {
    split == "test" ? .test : .train
  }

  /// The fold a taught line is held out in; nil for the maintainers' lines, which are
  /// always taught, and for test lines.
  public static func fold(group: String, split: LabelledLine.Split, file: String? = nil) -> Int? {
    guard split == .train, !maintainersFiles.contains(file ?? "") else { return nil }
    return Int(fnv64(bytes: Array(group.utf8), seed: 0x5EED_F01D) % UInt64(folds))
  }

  /// FNV-1a, 64 bits: stable across machines and builds (Swift's own hash is seeded per run).
  public static func fnv64(_ text: String) -> UInt64 { fnv64(bytes: Array(text.utf8)) }

  public static func fnv64(bytes: [UInt8], seed: UInt64 = 0xCBF2_9CE4_8422_2325) -> UInt64 {
    var hash = seed
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return hash
  }
}
