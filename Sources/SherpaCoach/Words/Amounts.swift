import SherpaCore

/// How numbers and quantities read in replies: "20 min", "10,000 steps", "2.5 km",
/// "3 times", "20/30 min today".
enum Amounts {
  /// A number without a needless ".0", grouped by thousands, at most two decimals.
  static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    let negative = rounded < 0
    let magnitude = abs(rounded)
    let whole = Int(magnitude)
    var text = grouped(whole)
    let fraction = Int(((magnitude - Double(whole)) * 100).rounded())
    if fraction > 0 {
      text += fraction % 10 == 0 ? "." + String(fraction / 10) : "." + (fraction < 10 ? "0" : "") + String(fraction)
    }
    return negative ? "-" + text : text
  }

  private static func grouped(_ value: Int) -> String {
    let digits = String(value)
    guard digits.count > 4 else { return digits }
    var result = ""
    for (index, character) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(character)
    }
    return result
  }

  /// "20 min", "1 time", "10,000 steps".
  static func quantity(_ value: Double, _ unit: Unit) -> String {
    number(value) + " " + unit.label(for: value)
  }

  /// "20/30 min", "1/1 time", "4,000/10,000 steps".
  static func progress(_ done: Double, of target: Double, _ unit: Unit) -> String {
    number(done) + "/" + number(target) + " " + unit.label(for: target)
  }
}
