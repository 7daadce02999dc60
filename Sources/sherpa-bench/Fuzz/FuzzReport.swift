/// What a parser fuzz run found: how many inputs of each kind, the slowest call and
/// its input, and the total time. A run passes when it ends at all (no crash) and the
/// slowest call stays under the bound.
public struct FuzzReport: Sendable, CustomStringConvertible {
  public var count: Int
  public var seed: UInt64
  public var byKind: [String: Int]
  public var slowestMicroseconds: Double
  public var slowestKind: String
  /// The slowest input, cut to 80 characters for printing.
  public var slowestInput: String
  public var totalSeconds: Double
  public var medianMicroseconds: Double
  /// The bound every call must finish within.
  public var boundMicroseconds: Double

  public var passed: Bool { slowestMicroseconds <= boundMicroseconds }

  public var description: String {
    let kinds = byKind.keys.sorted().map { "\($0) \(byKind[$0] ?? 0)" }.joined(separator: ", ")
    return """
      parser fuzz: \(count) inputs, seed \(seed), \(passed ? "passed" : "FAILED")
        kinds: \(kinds)
        median \(format(medianMicroseconds)) µs, slowest \(format(slowestMicroseconds)) µs (\(slowestKind)), \
      bound \(format(boundMicroseconds)) µs
        slowest input: \(slowestInput.debugDescription)
        total \(format(totalSeconds)) s
      """
  }

  private func format(_ value: Double) -> String { String(Double(Int(value * 10)) / 10) }
}
