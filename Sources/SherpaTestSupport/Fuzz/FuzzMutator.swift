import Foundation

/// A seeded stream of inputs for a reader: mostly a seed mutated a few times (bytes
/// flipped, cut, duplicated, spliced with another seed, hostile tokens inserted), some
/// random bytes, some huge lines. The same seed always gives the same stream.
public struct FuzzMutator: Sendable {
  static let tokens: [[UInt8]] = [
    "null", "-1", "1e308", "-0", "\"\"", "[]", "{}", "[[[[[[[[", "]]]]", "true", "\"i1\"", "0x10", "NaN", "\u{0}",
    "\u{1B}[31m", "\\u0000", "\\ud800", "\"", "\\", "=", "[llm]", "# ", "> ", "< ", "@now ", "~ ", "\n", "\r\n",
    "\t", "é", "🧗", "\u{202E}", "9999999999999999999999", "\"format\":\"sherpa-export\"", "\"format_version\":99",
  ].map { Array($0.utf8) }

  private var random: TestRandom
  private let seeds: [[UInt8]]
  /// Whether half the inputs are well-formed JSON with changed values.
  private let structured: Bool

  public init(seed: UInt64, seeds: [[UInt8]], structured: Bool = false) {
    random = TestRandom(seed: seed)
    self.seeds = seeds.isEmpty ? [[]] : seeds
    self.structured = structured
  }

  public mutating func next() -> [UInt8] {
    if structured, random.int(0...1) == 0,
      let mutated = JSONMutator.mutate(pick(seeds), times: random.int(1...3), random: &random)
    {
      return mutated
    }
    switch random.int(0...19) {
    case 0: return (0..<random.int(0...400)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    case 1: return huge()
    default:
      var bytes = pick(seeds)
      for _ in 0..<random.int(1...6) { mutate(&bytes) }
      return bytes
    }
  }

  private mutating func pick<T>(_ list: [T]) -> T { list[random.int(0...(list.count - 1))] }

  private mutating func mutate(_ bytes: inout [UInt8]) {
    guard !bytes.isEmpty else {
      bytes = pick(Self.tokens)
      return
    }
    let at = random.int(0...(bytes.count - 1))
    switch random.int(0...7) {
    case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
    case 1: bytes[at] = UInt8(random.int(32...126))
    case 2: bytes.removeSubrange(at..<min(bytes.count, at + random.int(1...16)))
    case 3: bytes.insert(contentsOf: pick(Self.tokens), at: at)
    case 4: bytes = Array(bytes[..<at])
    case 5:
      let end = min(bytes.count, at + random.int(1...64))
      bytes.insert(contentsOf: bytes[at..<end], at: random.int(0...bytes.count))
    case 6:
      let other = pick(seeds)
      guard !other.isEmpty else { return }
      let from = random.int(0...(other.count - 1))
      bytes = Array(bytes[..<at]) + other[from...]
    default: bytes.swapAt(at, random.int(0...(bytes.count - 1)))
    }
  }

  /// A seed with one line stretched by up to 50 kB.
  private mutating func huge() -> [UInt8] {
    var bytes = pick(seeds)
    let filler = [UInt8](repeating: UInt8(random.int(32...126)), count: random.int(1_000...50_000))
    bytes.insert(contentsOf: filler, at: bytes.isEmpty ? 0 : random.int(0...bytes.count))
    return bytes
  }
}
