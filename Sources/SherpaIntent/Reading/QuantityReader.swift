import SherpaCore

/// Finds amounts with units in normalised words.
enum QuantityReader {
  /// One amount at `index`; hours with minutes after them ("an hour and fifteen
  /// minutes", "one hour fifteen", "1h15") are one amount in minutes.
  static func read(_ words: [String], at index: Int) -> Quantity? {
    if let glued = hoursAndMinutes(words[index]) {
      return Quantity(amount: glued, unit: .min, range: index..<(index + 1))
    }
    guard let quantity = readOne(words, at: index) else { return nil }
    guard quantity.unit == .hours, quantity.amount == quantity.amount.rounded() else { return quantity }
    var cursor = quantity.range.upperBound
    if cursor < words.count, words[cursor] == "and" { cursor += 1 }
    guard cursor < words.count, let minutes = Int(words[cursor]), (1...59).contains(minutes) else { return quantity }
    cursor += 1
    if cursor < words.count, let unit = Lexicon.units[words[cursor]], unit.unit == .min { cursor += 1 }
    return Quantity(amount: quantity.amount * 60 + Double(minutes), unit: .min, range: index..<cursor)
  }

  /// "1h15", "1h15m", "2h30min" in minutes.
  static func hoursAndMinutes(_ word: String) -> Double? {
    // Only a word that starts like a number can be one ("1h15"; Int also takes a sign).
    guard let lead = word.utf8.first, lead >= 0x30 && lead <= 0x39 || lead == 0x2B || lead == 0x2D,
      let h = word.utf8.firstIndex(of: UInt8(ascii: "h")), let hours = Int(word[..<h]), hours < 24
    else { return nil }
    var rest = word[word.index(after: h)...]
    for suffix in ["min", "m"] where rest.hasSuffix(suffix) {
      rest = rest.dropLast(suffix.count)
      break
    }
    guard let minutes = Int(rest), (0...59).contains(minutes) else { return nil }
    return Double(hours * 60 + minutes)
  }

  static let timesSaid = ["once": 1.0, "twice": 2.0, "thrice": 3.0]
  /// "twice a week" is a frequency, not an amount.
  static let periodLeads = ["a", "an", "per", "every", "each", "daily", "weekly", "monthly"]
  /// "2 more glasses", "3 full laps".
  static let amountWords = ["more", "extra", "additional", "whole", "full"]

  static func readOne(_ words: [String], at index: Int) -> Quantity? {
    let word = words[index]
    func at(_ offset: Int) -> String { index + offset < words.count ? words[index + offset] : "" }
    if word == "half", at(1) == "an" || at(1) == "a", let spoken = Lexicon.units[at(2)], spoken.unit != .count {
      return make(0.5, spoken, index..<(index + 3))
    }
    // "a quarter of an hour", "three quarters of a mile".
    let quarterAt = word == "a" && at(1) == "quarter" ? 1 : (word == "quarter" || word == "quarters" ? 0 : -1)
    let quarters = quarterAt == 0 && word == "quarter" ? 1.0 : 0
    if quarterAt >= 0, at(quarterAt + 1) == "of", at(quarterAt + 2) == "an" || at(quarterAt + 2) == "a",
      let spoken = Lexicon.units[at(quarterAt + 3)], spoken.unit != .count
    {
      return make(0.25 * max(quarters, 1), spoken, index..<(index + quarterAt + 4))
    }
    if let number = NumberWords.digits(word), at(1) == "quarters", at(2) == "of", at(3) == "an" || at(3) == "a",
      let spoken = Lexicon.units[at(4)], spoken.unit != .count
    {
      return make(0.25 * number, spoken, index..<(index + 5))
    }
    // "500ml", "30g", "5km", "3x": a number written together with its unit. A bare "m"
    // is minutes for a small number ("45m") and metres for a large one ("1500m").
    if let split = glued(word) {
      let unit = split.unit == "m" ? (split.value >= 100 ? "metres" : "min") : split.unit
      if let spoken = Lexicon.units[unit], spoken.unit != .count || unit == "x" {
        return make(split.value, spoken, index..<(index + 1))
      }
    }
    // "walked the dog twice" (not "twice a week", which is a frequency).
    if let count = timesSaid[word], let times = Lexicon.units["times"], !periodLeads.contains(at(1)) {
      return make(count, times, index..<(index + 1))
    }
    var value: Double
    var length = 1
    var thousands = false
    if word == "a" || word == "an" {
      guard Lexicon.units[at(1)] != nil, at(1).utf8.count > 1 else { return nil }
      value = 1
    } else if let digits = NumberWords.digits(word) {
      value = digits
    } else if word.hasSuffix("k"), word.utf8.count >= 2, let digits = NumberWords.digits(String(word.dropLast())) {
      value = digits * 1000
      thousands = true
    } else {
      return nil
    }
    if !thousands && at(1) == "k" {
      value *= 1000
      thousands = true
      length += 1
    }
    while amountWords.contains(at(length)) { length += 1 }
    if (at(length) == "push" || at(length) == "sit" || at(length) == "pull") && at(length + 1) == "ups" {
      return Quantity(
        amount: value, unit: .count, range: index..<(index + length + 2), noun: at(length) + "-ups")
    }
    guard let spoken = Lexicon.units[at(length)], !(thousands && spoken.unit == .km && at(length) == "k") else {
      if thousands || NumberWords.digits(word) != nil {
        return Quantity(amount: value, unit: nil, thousands: thousands, range: index..<(index + length))
      }
      return nil
    }
    let unitWord = at(length)
    length += 1
    if at(length) == "and", at(length + 1) == "a", at(length + 2) == "half" {
      value += 0.5
      length += 3
    }
    if thousands && spoken.unit == .steps || thousands && spoken.unit != .km {
      thousands = false
    }
    if spoken.unit == .km && thousands { value /= 1000 }
    var quantity = make(value, spoken, index..<(index + length))
    quantity.thousands = false
    if spoken.unit == .count { quantity.noun = Unit.countNoun(unitWord) }
    return quantity
  }

  /// The number and unit of a word like "500ml" or "2.5km".
  static func glued(_ word: String) -> (value: Double, unit: String)? {
    guard let first = word.utf8.first, first >= 0x30 && first <= 0x39 else { return nil }
    guard let cut = word.firstIndex(where: { !($0.isASCII && ($0.isNumber || $0 == ".")) }) else { return nil }
    let digits = String(word[..<cut])
    let unit = String(word[cut...])
    guard unit.utf8.count <= 12, unit != "k", let value = NumberWords.digits(digits) else { return nil }
    return (value, unit)
  }

  static func make(_ value: Double, _ spoken: Lexicon.SpokenUnit, _ range: Range<Int>) -> Quantity {
    var amount = value * spoken.factor
    var unit = spoken.unit
    if unit == .hours && value != value.rounded() {
      amount = value * 60
      unit = .min
    }
    amount = Quantity.round(amount)
    var note: String?
    if let name = spoken.spoken {
      let plural = value == 1 ? name : (name == "glass" ? "glasses" : name + "s")
      note = NumberWords.format(value) + " " + plural + " → " + NumberWords.format(amount) + " " + unit.rawValue
    }
    return Quantity(amount: amount, unit: unit, conversionNote: note, range: range)
  }

  /// Every quantity in the words, left to right, not overlapping.
  static func all(_ words: [String]) -> [Quantity] {
    var found: [Quantity] = []
    var index = 0
    while index < words.count {
      if let quantity = read(words, at: index) {
        found.append(quantity)
        index = quantity.range.upperBound
      } else {
        index += 1
      }
    }
    return found
  }
}
