import SherpaCore

extension SlotRereading {
  static let deadlineLeads: Set<String> = ["by", "before", "until", "till"]
  static let monthNames = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december",
  ]

  /// The sentence with a date the readers leave alone put in words the date reader reads,
  /// when no date was read: a day before its month after "by", "before" or "until" ("by 1
  /// march", "by 18 dec", which the time reader took for one o'clock and six in the
  /// evening) and a date written with slashes whose day and month cannot be mistaken ("by
  /// 25/12", "31/12/2027", "12/20"). Nil when neither is said.
  static func redated(_ u: Utterance, context: ParseContext) -> (Utterance, Rewritten)? {
    // Most sentences hold neither: they pay for two scans, not for a copy of their words.
    guard u.date == nil, u.raw.utf8.contains(0x2F) || u.words.contains(where: { Lexicon.months[$0] != nil }) else {
      return nil
    }
    var text = Rewritten(u.words)
    let slashed = slashDates(u.raw)
    var index = 0
    while index < text.words.count {
      let words = text.words
      func at(_ i: Int) -> String { i >= 0 && i < words.count ? words[i] : "" }
      if deadlineLeads.contains(at(index - 1)), let day = Int(words[index]), (1...31).contains(day),
        Lexicon.months[at(index + 1)] != nil
      {
        text.replace(index..<(index + 2), with: [at(index + 1), words[index]])
        index += 2
        continue
      }
      if let date = slashed.first(where: {
        $0.numbers.map(String.init) == Array(words[index...].prefix($0.numbers.count))
      }) {
        text.replace(
          index..<(index + date.numbers.count),
          with: [monthNames[date.month - 1], String(date.day)] + (date.year.map { [String($0)] } ?? []))
        index += date.numbers.count
        continue
      }
      index += 1
    }
    guard let read = text.read(as: u, context: context), read.date != nil else { return nil }
    return (read, text)
  }

  /// Dates written "25/12", "31/12/2027", "12/20/27": the numbers as the words hold them,
  /// and the day and month, taken only where one of the two is above 12.
  static func slashDates(_ raw: String) -> [(numbers: [Int], day: Int, month: Int, year: Int?)] {
    var found: [(numbers: [Int], day: Int, month: Int, year: Int?)] = []
    guard raw.utf8.contains(0x2F) else { return found }
    for token in raw.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" }) {
      let parts = token.split(separator: "/", omittingEmptySubsequences: false)
      guard (2...3).contains(parts.count) else { continue }
      let numbers = parts.map { part in Int(part.prefix { $0.isNumber }) ?? -1 }
      guard numbers.allSatisfy({ $0 >= 0 }), parts.dropLast().allSatisfy({ $0.allSatisfy(\.isNumber) }) else {
        continue
      }
      let (a, b) = (numbers[0], numbers[1])
      let dayMonth: (Int, Int)
      if a > 12, a <= 31, (1...12).contains(b) {
        dayMonth = (a, b)
      } else if b > 12, b <= 31, (1...12).contains(a) {
        dayMonth = (b, a)
      } else {
        continue
      }
      var year: Int?
      if numbers.count == 3 {
        year = numbers[2] < 100 ? 2000 + numbers[2] : numbers[2]
        guard let value = year, (2000...2100).contains(value) else { continue }
      }
      found.append((numbers, dayMonth.0, dayMonth.1, year))
    }
    return found
  }
}
