import SherpaCore

/// Month days, nth weekdays and the months they repeat over.
extension RecurrencePhrases {
  /// Days of a month: "the first monday", "2nd and 4th tuesday", "last friday", "second to
  /// last thursday", "the 1st and 15th", "the 15th and the last day".
  static func monthDays(
    _ words: [String], at index: Int, lenient: Bool
  ) -> (days: [Int], nths: [NthWeekday], end: Int)? {
    func at(_ i: Int) -> String { i < words.count ? words[i] : "" }
    var days: [Int] = []
    var nths: [NthWeekday] = []
    var end = index
    var cursor = index
    while true {
      var item = cursor
      if at(item) == "the" { item += 1 }
      var ns: [Int] = []
      while let (n, next) = nthWord(words, at: item, lenient: lenient) {
        ns.append(n)
        item = next
        // "the 4th 16th and 31st" (a comma list once punctuation is gone) or "… and 31st".
        if nthWord(words, at: item, lenient: lenient) != nil { continue }
        guard at(item) == "and" || at(item) == "or", nthWord(words, at: item + 1, lenient: lenient) != nil else {
          break
        }
        item += 1
      }
      guard !ns.isEmpty else { break }
      if let weekday = Lexicon.weekdays[at(item)] {
        guard lenient || ns.allSatisfy({ $0 <= 5 }) else { break }
        for n in ns where !nths.contains(NthWeekday(n: n, weekday: weekday)) {
          nths.append(NthWeekday(n: n, weekday: weekday))
        }
        item += 1
      } else {
        if at(item) == "day" { item += 1 }
        guard lenient || ns.allSatisfy({ $0 > 0 || $0 == -1 }) else { break }
        for n in ns where !days.contains(n) { days.append(n) }
      }
      end = item
      guard at(item) == "and" || at(item) == "or" else { break }
      cursor = item + 1
    }
    return days.isEmpty && nths.isEmpty ? nil : (days, nths, end)
  }

  /// One ordinal of a month: "first", "3rd", "twenty eighth", "last", "second to last",
  /// "penultimate".
  static func nthWord(_ words: [String], at index: Int, lenient: Bool) -> (Int, Int)? {
    func at(_ i: Int) -> String { i < words.count ? words[i] : "" }
    let word = at(index)
    if (word == "second" || word == "2nd" || word == "next") && at(index + 1) == "to" && at(index + 2) == "last" {
      return (-2, index + 3)
    }
    if word == "penultimate" { return (-2, index + 1) }
    if word == "last" { return (-1, index + 1) }
    if let n = NumberWords.ordinalAfterTens(word, at(index + 1)) { return (n, index + 2) }
    if let n = NumberWords.ordinal(word) { return (n, index + 1) }
    if lenient, let suffix = ["st", "nd", "rd", "th"].first(where: { word.hasSuffix($0) }),
      let n = Int(word.dropLast(suffix.count)), n >= 0, n < 1000
    {
      return (n, index + 1)
    }
    return nil
  }

  /// "of the month", "of every month", "of each month", "of every other month", "of every
  /// 3 months", "every month"; with `everyOnly`, "of the month" alone does not count.
  static func monthSuffix(_ words: [String], at index: Int, everyOnly: Bool) -> (interval: Int, end: Int)? {
    func at(_ i: Int) -> String { i < words.count ? words[i] : "" }
    var cursor = at(index) == "of" || at(index) == "in" ? index + 1 : index
    if !everyOnly && cursor > index && (at(cursor) == "the" || at(cursor) == "a") && at(cursor + 1) == "month" {
      return (1, cursor + 2)
    }
    guard at(cursor) == "every" || at(cursor) == "each" else { return nil }
    cursor += 1
    var interval = 1
    if at(cursor) == "other" {
      interval = 2
      cursor += 1
    } else if let count = Int(at(cursor)), count > 0, count < 400 {
      interval = count
      cursor += 1
    }
    guard at(cursor) == (interval == 1 || at(cursor - 1) == "other" ? "month" : "months") else { return nil }
    return (interval, cursor + 1)
  }

  /// "monday wednesday and friday", "tue and thu"; plural names alone ("mondays").
  static func dayList(
    _ words: [String], at index: Int, pluralOnly: Bool, severalCount: Bool = false
  ) -> ([Int], Int)? {
    var days: [Int] = []
    var cursor = index
    var sawPlural = false
    while cursor < words.count {
      let word = words[cursor]
      if let day = Lexicon.weekdays[word] {
        if !days.contains(day) { days.append(day) }
        if word.hasSuffix("days") { sawPlural = true }
        // "monday to thursday", "mon through fri", "sunday to thursday": every day between.
        if cursor + 2 < words.count, ["to", "through", "thru", "till", "until"].contains(words[cursor + 1]),
          let last = Lexicon.weekdays[words[cursor + 2]], last != day
        {
          let span = (1...((last - day + 7) % 7)).map { (day - 1 + $0) % 7 + 1 }
          for between in span where !days.contains(between) { days.append(between) }
          cursor += 2
          sawPlural = sawPlural || days.count >= 2
        }
      } else if !(word == "and" || word == "or") || days.isEmpty {
        break
      }
      cursor += 1
    }
    if cursor > index && (words[cursor - 1] == "and" || words[cursor - 1] == "or") { cursor -= 1 }
    // "on mondays", "on mon wed fri": plural names or several days make a weekly rule;
    // "on monday" alone is a date.
    guard !days.isEmpty, !pluralOnly || sawPlural || severalCount && days.count >= 2 else { return nil }
    return (days.sorted(), cursor)
  }

  /// "call grandma sundays at five pm every week", "gym mondays and thursdays at 7 every
  /// 2 weeks": a weekly rule takes its days from plural weekdays said apart from it.
  static func joiningDays(
    _ best: (reading: Reading, range: Range<Int>), found: [(reading: Reading, range: Range<Int>)], in words: [String]
  ) -> (reading: Reading, range: Range<Int>) {
    var best = best
    func days(_ rule: Recurrence) -> Bool {
      rule.freq == .weekly && rule.interval == 1 && !rule.byWeekdays.isEmpty && rule.end == .never
    }
    func bare(_ rule: Recurrence) -> Bool { rule.freq == .weekly && rule.byWeekdays.isEmpty }
    // "weekly" before a word of the name is part of it ("weekly review on fridays").
    func adjective(_ range: Range<Int>) -> Bool {
      range.count == 1 && words[range.lowerBound] == "weekly" && range.upperBound < words.count
        && !["on", "at", "from", "starting", "until", "for", "every", "each"].contains(words[range.upperBound])
    }
    let rule = best.reading.recurrence
    if bare(rule) || days(rule),
      let other = found.first(where: {
        $0.range != best.range
          && (bare(rule) ? days($0.reading.recurrence) : bare($0.reading.recurrence) && !adjective($0.range))
      }),
      !adjective(best.range)
    {
      var merged = bare(rule) ? rule : other.reading.recurrence
      merged.byWeekdays = bare(rule) ? other.reading.recurrence.byWeekdays : rule.byWeekdays
      best.reading.recurrence = merged
      best.reading.days = other.range
    }
    return best
  }
}
