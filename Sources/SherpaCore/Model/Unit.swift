/// The ten units an item may be measured in. Units never convert silently across
/// dimensions: spoken litres become `ml`, kilos become `g`, miles become `km`.
public enum Unit: String, Sendable, Hashable, Codable, CaseIterable {
  case count, sec, min, hours, km, steps, kcal, g, ml, oz

  /// Reads a unit's canonical name (`"min"`), case-insensitively.
  public init?(name: String) {
    self.init(rawValue: name.lowercased())
  }

  /// Whether the unit measures time (a focus session may log to it).
  public var isTime: Bool { self == .sec || self == .min || self == .hours }

  /// How many of this unit one minute is, for time units.
  public var perMinute: Double? {
    switch self {
    case .sec: return 60
    case .min: return 1
    case .hours: return 1.0 / 60.0
    default: return nil
    }
  }

  /// `amount` of this unit in `target`: as it is in the same unit, between time units by
  /// their minutes (to two decimals: 90 min is 1.5 hours), nil across dimensions.
  public func converted(_ amount: Double, to target: Unit) -> Double? {
    if self == target { return amount }
    guard let from = perMinute, let to = target.perMinute else { return nil }
    return (amount / from * to * 100).rounded() / 100
  }

  /// The short label people read after a number ("20 min", "3 km", "2 times").
  public func label(for amount: Double) -> String {
    label(for: amount, counting: nil)
  }

  /// The label, with a count's own noun when it has one: "20 pages", "1 page".
  public func label(for amount: Double, counting noun: String?) -> String {
    if self == .count, let noun, !noun.isEmpty {
      return amount == 1 && noun.hasSuffix("s") && noun.count > 1 ? String(noun.dropLast()) : noun
    }
    return plainLabel(for: amount)
  }

  /// A count noun as kept: lowercase letters and hyphens, at most 24, said in the plural
  /// ("pages", "push-ups"); nil for the plain "times".
  public static func countNoun(_ word: String) -> String? {
    let noun = word.lowercased()
    guard (1...24).contains(noun.count), noun.allSatisfy({ $0 == "-" || $0.isLetter && $0.isASCII }),
      !["time", "times", "x"].contains(noun)
    else { return nil }
    return noun.hasSuffix("s") ? noun : noun + "s"
  }

  private func plainLabel(for amount: Double) -> String {
    switch self {
    case .count: return amount == 1 ? "time" : "times"
    case .hours: return amount == 1 ? "hour" : "hours"
    case .steps: return amount == 1 ? "step" : "steps"
    default: return rawValue
    }
  }
}
