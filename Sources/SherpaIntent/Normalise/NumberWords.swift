/// Spoken numbers as digits: "twenty five" → 25, "ten thousand" → 10000, "two and a
/// half" → 2.5, "a dozen" → 12, "a couple of" → 2, "one hundred and five" → 105,
/// "10 thousand" → 10000. Ordinals ("first", "21st") are read where dates need them.
enum NumberWords {
  static let small: WordMap<Int> = [
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
  ]
  static let tens: WordMap<Int> = [
    "twenty": 20, "thirty": 30, "forty": 40, "fourty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
  ]
  static let scales: WordMap<Int> = ["hundred": 100, "thousand": 1000, "million": 1_000_000]
  static let ordinals: WordMap<Int> = [
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
    "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
    "twentieth": 20, "thirtieth": 30,
  ]

  /// The value of a digit word ("20", "2.5"), if it is one.
  static func digits(_ word: String) -> Double? {
    guard let first = word.utf8.first, first >= 0x30 && first <= 0x39 || first == 0x2E else { return nil }
    guard word.utf8.count <= 12 else { return nil }
    return Double(word)
  }

  /// The value of an ordinal word ("third", "3rd", "23rd") if it is one.
  static func ordinal(_ word: String) -> Int? {
    // "3rd" starts like a number (Int also takes a sign); "third" is looked up.
    guard let lead = word.utf8.first else { return nil }
    guard lead >= 0x30 && lead <= 0x39 || lead == 0x2B || lead == 0x2D else { return ordinals[word] }
    for suffix in ["st", "nd", "rd", "th"] where word.hasSuffix(suffix) {
      if let value = Int(word.dropLast(2)), (1...31).contains(value) { return value }
    }
    return nil
  }

  /// "20" "first" → 21 (the normaliser has turned "twenty" into digits).
  static func ordinalAfterTens(_ tens: String, _ ones: String) -> Int? {
    guard let base = Int(tens), base == 20 || base == 30, let unit = ordinal(ones), unit < 10 else { return nil }
    return base + unit
  }

  static func isNumber(_ word: String) -> Bool { digits(word) != nil }

  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  /// "3 point 5" → 3.5.
  static func withPoint(_ words: [String], _ value: Double, _ index: Int) -> (Double, Int)? {
    guard index + 1 < words.count, words[index] == "point", value == value.rounded() else { return nil }
    var digits = ""
    var cursor = index + 1
    while cursor < words.count, let digit = small[words[cursor]] ?? Int(words[cursor]), digit < 10 {
      digits += String(digit)
      cursor += 1
    }
    guard !digits.isEmpty, let fraction = Double("0." + digits) else { return nil }
    return (value + fraction, cursor - index)
  }

  /// Replaces each spoken number with its digits.
  static func fold(_ words: [String]) -> [String] {
    var out: [String] = []
    out.reserveCapacity(words.count)
    var index = 0
    while index < words.count {
      if var (value, length) = read(words, at: index) {
        if let (decimal, extra) = withPoint(words, value, index + length) {
          value = decimal
          length += extra
        }
        out.append(format(value))
        index += length
      } else {
        out.append(words[index])
        index += 1
      }
    }
    return out
  }

  /// `words` with each number that was said in words in `said` said that way again
  /// ("save 2000 pounds" from "save two thousand pounds"): a title keeps the person's
  /// words. Digits typed as digits stay.
  static func unfold(_ words: [String], said: [String]) -> [String] {
    guard words.contains(where: { $0.first?.isNumber ?? false }) else { return words }
    var spoken: [String: [String]] = [:]
    var index = 0
    while index < said.count {
      if let (value, length) = read(said, at: index), Double(said[index]) == nil {
        spoken[format(value)] = spoken[format(value)] ?? Array(said[index..<(index + length)])
        index += length
      } else {
        index += 1
      }
    }
    return words.flatMap { spoken[$0] ?? [$0] }
  }

  /// A number starting at `index`: its value and how many words it spans.
  static func read(_ words: [String], at index: Int) -> (Double, Int)? {
    let word = words[index]
    let next = index + 1 < words.count ? words[index + 1] : ""
    if word == "a" || word == "an" {
      if next == "dozen" { return (12, 2) }
      if next == "couple" { return (2, index + 2 < words.count && words[index + 2] == "of" ? 3 : 2) }
      if next == "few" { return (3, index + 2 < words.count && words[index + 2] == "of" ? 3 : 2) }
      if let scale = scales[next] {
        if let (rest, length) = cardinal(words, at: index + 1, seed: 1) { return (rest, length + 1) }
        return (Double(scale), 2)
      }
      return nil
    }
    if word == "couple" && next == "of" { return (2, 2) }
    if word == "dozen" { return (12, 1) }
    if let value = digits(word) {
      var total = value
      var length = 1
      if let scale = scales[next] {
        total *= Double(scale)
        length += 1
      }
      return withHalf(words, total, index + length).map { ($0.0, length + $0.1) } ?? (total, length)
    }
    guard small[word] != nil || tens[word] != nil else { return nil }
    return cardinal(words, at: index, seed: 0)
  }

  private static func cardinal(_ words: [String], at start: Int, seed: Int) -> (Double, Int)? {
    var total = 0
    var current = seed
    var last = seed > 0 ? 1 : 0  // 0 none, 1 unit, 2 ten, 3 teen, 4 hundred, 5 big scale
    var index = start
    var used = 0
    while index < words.count {
      let word = words[index]
      if let value = small[word] {
        if value < 10 && (last == 0 || last == 2 || last == 4 || last == 5) {
          current += value
          last = 1
        } else if value >= 10 && (last == 0 || last == 4 || last == 5) {
          current += value
          last = 3
        } else {
          break
        }
      } else if let value = tens[word], last == 0 || last == 4 || last == 5 {
        current += value
        last = 2
      } else if last == 2, word.utf8.count == 1, let value = Int(word), (1...9).contains(value) {
        // "twenty 5": a recogniser that wrote the units as a digit.
        current += value
        last = 1
      } else if word == "hundred", last == 1 || last == 3 || last == 2 || (last == 0 && seed > 0) {
        current = max(current, 1) * 100
        last = 4
      } else if let scale = scales[word], scale >= 1000, last != 0 || seed > 0 {
        total += max(current, 1) * scale
        current = 0
        last = 5
      } else if word == "and", last == 4 || last == 5, index + 1 < words.count,
        small[words[index + 1]] != nil || tens[words[index + 1]] != nil
      {
        index += 1
        continue
      } else {
        break
      }
      index += 1
      used = index - start
    }
    guard used > 0 else { return nil }
    let value = Double(total + current)
    if let (half, length) = withHalf(words, value, start + used) { return (half, used + length) }
    if start + used < words.count, words[start + used] == "dozen" { return (value * 12, used + 1) }
    return (value, used)
  }

  /// "… and a half" after a number, and then a scale: "two and a half thousand" → 2,500.
  private static func withHalf(_ words: [String], _ value: Double, _ index: Int) -> (Double, Int)? {
    guard index + 2 < words.count, words[index] == "and", words[index + 1] == "a", words[index + 2] == "half"
    else { return nil }
    if index + 3 < words.count, let scale = scales[words[index + 3]] { return ((value + 0.5) * Double(scale), 4) }
    return (value + 0.5, 3)
  }
}
