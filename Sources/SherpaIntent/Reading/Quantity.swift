import SherpaCore

/// An amount with its unit as said: "2 litres" (2000 ml), "half an hour" (30 min),
/// "an hour and a half" (90 min), "3k steps" (3000 steps), "a mile" (1.61 km).
struct Quantity: Hashable {
  var amount: Double
  var unit: Unit?
  /// Written as "Nk" with no unit ("ran 5k"): 5 km on a km item, else 5000.
  var thousands: Bool = false
  var conversionNote: String?
  var range: Range<Int>
  /// What a count counts, as said ("pages", "push-ups"); nil for "times".
  var noun: String?

  /// The amount in `target`'s unit where the two share a dimension (time, or the same unit).
  func amount(in target: Unit) -> Double? {
    guard let unit else {
      if thousands && target == .km { return amount / 1000 }
      return amount
    }
    return unit.converted(amount, to: target)
  }

  static func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
