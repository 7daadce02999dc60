/// Numbers as replies and views print them. Total for every `Double`: a value no person
/// would keep (beyond ±1e15, infinite or not a number) prints as Swift writes it
/// ("1e+19", "inf") instead of trapping on the way to an `Int`.
public enum NumberText {
  /// Grouped by thousands, at most two decimals, no needless ".0": "10,000", "2.5", "0.25".
  public static func grouped(_ value: Double) -> String {
    guard let hundredths = whole(value * 100) else { return String(describing: value) }
    let magnitude = hundredths.magnitude
    var text = groupedDigits(magnitude / 100)
    let fraction = magnitude % 100
    if fraction > 0 {
      text += fraction % 10 == 0 ? "." + String(fraction / 10) : "." + (fraction < 10 ? "0" : "") + String(fraction)
    }
    return hundredths < 0 ? "-" + text : text
  }

  /// One decimal always: "4.0", "-0.5".
  public static func tenths(_ value: Double) -> String {
    guard let tenths = whole(value * 10) else { return String(describing: value) }
    return (tenths < 0 ? "-" : "") + "\(tenths.magnitude / 10).\(tenths.magnitude % 10)"
  }

  /// A whole number as it is, anything else to one decimal: "20", "2.5".
  public static func short(_ value: Double) -> String {
    guard let exact = whole(value), Double(exact) == value else { return tenths(value) }
    return String(exact)
  }

  /// A share as whole percent: 0.505 → "51".
  public static func percent(_ share: Double) -> String {
    whole(share * 100).map(String.init) ?? String(describing: share * 100)
  }

  /// `value` rounded to a whole number, or nil beyond what an `Int` holds exactly.
  public static func whole(_ value: Double) -> Int? {
    let rounded = value.rounded()
    guard rounded.isFinite, abs(rounded) < 1e15 else { return nil }
    return Int(rounded)
  }

  private static func groupedDigits(_ value: UInt) -> String {
    let digits = String(value)
    guard digits.count > 4 else { return digits }
    var result = ""
    for (index, character) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(character)
    }
    return result
  }
}
