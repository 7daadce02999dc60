import Foundation

/// Mutations that keep a JSON document well-formed, so a reader's checks past the syntax
/// are reached: a value replaced by one of another type or range, a key dropped, an
/// array element duplicated (the same id twice) or dropped.
struct JSONMutator {
  nonisolated(unsafe) static let replacements: [Any] = [
    NSNull(), -1, 0, 1e308, "", "i1", "g1", "zz", "2026-02-30", "9999-99-99T99:99:99Z", true, [Any](),
    [String: Any](), String(repeating: "x", count: 5_000), "\u{1B}[2J", -0.5, 1_000_000_000_000,
  ]

  /// `data` mutated `times` times, or nil when it is not JSON.
  static func mutate(_ data: [UInt8], times: Int, random: inout TestRandom) -> [UInt8]? {
    guard var root = try? JSONSerialization.jsonObject(with: Data(data)) else { return nil }
    for _ in 0..<times { root = mutate(root, random: &random, depth: 0) }
    guard JSONSerialization.isValidJSONObject(root),
      let out = try? JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
    else { return nil }
    return Array(out)
  }

  private static func mutate(_ value: Any, random: inout TestRandom, depth: Int) -> Any {
    let here = random.int(0...3) == 0 || depth > 6
    switch value {
    case var object as [String: Any] where !object.isEmpty:
      let keys = object.keys.sorted()
      let key = keys[random.int(0...(keys.count - 1))]
      if here {
        if random.int(0...2) == 0 { object[key] = nil } else { object[key] = pick(random: &random) }
      } else if let inner = object[key] {
        object[key] = mutate(inner, random: &random, depth: depth + 1)
      }
      return object
    case var array as [Any] where !array.isEmpty:
      let at = random.int(0...(array.count - 1))
      if here {
        switch random.int(0...2) {
        case 0: array.append(array[at])
        case 1: array.remove(at: at)
        default: array[at] = pick(random: &random)
        }
      } else {
        array[at] = mutate(array[at], random: &random, depth: depth + 1)
      }
      return array
    default:
      return here || random.int(0...1) == 0 ? pick(random: &random) : value
    }
  }

  private static func pick(random: inout TestRandom) -> Any {
    replacements[random.int(0...(replacements.count - 1))]
  }
}
