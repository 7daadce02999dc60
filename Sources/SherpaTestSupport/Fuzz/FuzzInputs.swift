import SherpaCore
import SherpaIntent

/// A seeded stream of hostile inputs for the parser, shared by the test suite and
/// `sherpa-bench fuzz-parser`: random bytes read as lossy UTF-8, mutated utterances,
/// 10 kB lines, emoji, right-to-left text, control characters, huge numbers and
/// runs of self-corrections. The same seed always gives the same stream. For testing.
public struct FuzzInputs: Sendable {
  /// The kinds of input, in the order they are drawn.
  public static let kinds = [
    "bytes", "mutated", "long", "emoji", "rtl", "control", "numbers", "corrections", "words",
  ]

  private var random: SeededRandom
  public private(set) var produced = 0

  public init(seed: UInt64) { random = SeededRandom(seed: seed) }

  /// The next input and its kind.
  public mutating func next() -> (kind: String, text: String) {
    let kind = Int(random.next() % UInt64(Self.kinds.count))
    produced += 1
    switch kind {
    case 0: return ("bytes", bytes(count: Int(random.next() % 300)))
    case 1: return ("mutated", mutate(pick(FuzzSeeds.lines)))
    case 2: return ("long", long())
    case 3: return ("emoji", mix(pick(FuzzSeeds.lines), with: FuzzSeeds.emoji))
    case 4: return ("rtl", mix(pick(FuzzSeeds.lines), with: FuzzSeeds.rightToLeft))
    case 5: return ("control", mix(pick(FuzzSeeds.lines), with: FuzzSeeds.control))
    case 6: return ("numbers", numbers())
    case 7: return ("corrections", corrections())
    default: return ("words", words(count: 1 + Int(random.next() % 40)))
    }
  }

  private mutating func pick<T>(_ list: [T]) -> T { list[Int(random.next() % UInt64(list.count))] }

  private mutating func bytes(count: Int) -> String {
    var data: [UInt8] = []
    data.reserveCapacity(count)
    for _ in 0..<count { data.append(UInt8(truncatingIfNeeded: random.next())) }
    return String(decoding: data, as: UTF8.self)
  }

  private mutating func mutate(_ line: String) -> String {
    var scalars = Array(line.unicodeScalars)
    for _ in 0..<(1 + Int(random.next() % 6)) {
      let position = scalars.isEmpty ? 0 : Int(random.next() % UInt64(scalars.count))
      switch random.next() % 4 {
      case 0 where !scalars.isEmpty: scalars.remove(at: position)
      case 1: scalars.insert(Unicode.Scalar(UInt8(32 + random.next() % 95)), at: position)
      case 2 where !scalars.isEmpty: scalars[position] = Unicode.Scalar(UInt8(32 + random.next() % 95))
      default: scalars.append(contentsOf: scalars.prefix(position))
      }
    }
    var out = String.UnicodeScalarView()
    out.append(contentsOf: scalars)
    return String(out)
  }

  private mutating func long() -> String {
    var text = ""
    while text.utf8.count < 10_240 {
      text += random.next() % 3 == 0 ? pick(FuzzSeeds.lines) : pick(FuzzSeeds.vocabulary)
      text += random.next() % 5 == 0 ? "" : " "
    }
    return text
  }

  private mutating func mix(_ line: String, with extras: [String]) -> String {
    var parts = line.split(separator: " ").map(String.init)
    for _ in 0..<(1 + Int(random.next() % 5)) {
      let position = Int(random.next() % UInt64(parts.count + 1))
      parts.insert(pick(extras), at: position)
    }
    return parts.joined(separator: random.next() % 2 == 0 ? " " : "")
  }

  private mutating func numbers() -> String {
    let forms = [
      "99999999999999999999999 minutes", "1e308 km", "-5 steps", "0.0000001 ml", "nan hours", "inf kcal",
      "twenty twenty twenty thousand million million", "a dozen dozen couple of", "3:99", "25:61", "99th",
      "on the 0th", "2026-02-30", "9999-99-99", "at 99", "every 0 days", "every -3 weeks", "for 0 days",
      "in 99999999 weeks", "1,2,3,4,5,6,7", "..5..", "7:", ":30",
    ]
    return pick(FuzzSeeds.lines) + " " + pick(forms) + " " + pick(forms)
  }

  private mutating func corrections() -> String {
    let markers = ["no wait", "sorry", "i mean", "actually", "no no", "scratch that", "make that", "oops"]
    var text = pick(FuzzSeeds.lines)
    for _ in 0..<(1 + Int(random.next() % 30)) { text += " " + pick(markers) + " " + pick(FuzzSeeds.vocabulary) }
    return text
  }

  private mutating func words(count: Int) -> String {
    var parts: [String] = []
    for _ in 0..<count { parts.append(pick(FuzzSeeds.vocabulary)) }
    return parts.joined(separator: " ")
  }
}
