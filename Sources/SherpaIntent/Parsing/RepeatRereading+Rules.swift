import SherpaCore

extension RepeatRereading {
  /// The sentence with a repeat said in words the reader leaves alone put in words it
  /// reads, for a new item's or an edit's slots: days written as letters ("M/W/F", "M-F"),
  /// "quarterly" and "once a quarter" (every 3 months), "every fortnight", "alternate days"
  /// and "alt. wednesdays", "exc." and "accept" for "except", "sundays off", and a month's
  /// day said after its rule or with "of month" ("monthly, day 1", "monthly on 15", "every
  /// month the 5", "every 5th of month", "monthly, last day", "last sat of month"). Nil when
  /// none is said.
  static func reruled(_ u: Utterance, context: ParseContext) -> (Utterance, Rewritten)? {
    guard
      u.words.contains(where: ruleCues.contains)
        || u.raw.utf8.contains(where: { $0 == 0x2F || $0 == 0x2D || $0 == 0x2B })
    else {
      return nil
    }
    let letters = letterDays(u)
    // A month's day is read again only for a rule that has none.
    let rule = u.recurrence?.recurrence
    let dayless =
      rule == nil
      || rule?.freq == .monthly && rule?.byMonthDays.isEmpty == true
        && rule?.byNthWeekday.isEmpty == true
    var text = Rewritten(u.words)
    var changed = false
    var index = 0
    while index < text.words.count {
      let words = text.words
      func at(_ i: Int) -> String { i >= 0 && i < words.count ? words[i] : "" }
      let word = words[index]
      var replaced: (Int, [String])?
      if let days = letters.first(where: { $0.start == index }) {
        replaced = (days.count, days.names)
      } else if word == "quarterly", quarterlyRule(u.raw, next: at(index + 1)) {
        replaced = (1, ["every", "3", "months"])
      } else if word == "every" || word == "each" || word == "a" && at(index - 1) == "once", at(index + 1) == "quarter",
        !["hour", "hours", "hr", "of", "past", "to", "after", "before"].contains(at(index + 2))
      {
        let lead = word == "a" && at(index - 1) == "once" ? 1 : 0
        text.replace((index - lead)..<(index + 2), with: ["every", "3", "months"])
        changed = true
        index += 3 - lead
        continue
      } else if (word == "every" || word == "a") && at(index + 1) == "fortnight" {
        let lead = word == "a" && at(index - 1) == "once" ? 1 : 0
        text.replace((index - lead)..<(index + 2), with: ["every", "2", "weeks"])
        changed = true
        index += 3 - lead
        continue
      } else if word == "alternate" || word == "alt" {
        let next = at(index + 1)
        if ["days", "nights", "mornings", "evenings"].contains(next) {
          replaced = (2, ["every", "other", "day"])
        } else if let day = Lexicon.weekdays[next], next.hasSuffix("s") {
          replaced = (2, ["every", "other", weekdayNames[day - 1]])
        }
      } else if ["exc", "excl", "accept"].contains(word), Lexicon.weekdays[at(index + 1)] != nil {
        replaced = (1, ["except"])
      } else if let day = Lexicon.weekdays[word], word.hasSuffix("s"), at(index + 1) == "off", index > 0 {
        replaced = (2, ["except", weekdayNames[day - 1]])
      } else if dayless, let (length, said) = monthDay(words, at: index) {
        replaced = (length, said)
      }
      if let (length, said) = replaced {
        text.replace(index..<(index + length), with: said)
        changed = true
        index += said.count
        continue
      }
      index += 1
    }
    guard changed, let read = text.read(as: u, context: context), read.recurrence != nil else { return nil }
    return (read, text)
  }

  /// "quarterly" said as the rule ("taxes quarterly on the 15th", "add a task quarterly:
  /// review investments"), not of a thing ("the quarterly slides").
  private static func quarterlyRule(_ raw: String, next: String) -> Bool {
    ["", "on", "in", "from", "starting", "at", "every", "each", "please", "pls"].contains(next)
      || raw.lowercased().contains("quarterly:") || raw.lowercased().contains("quarterly,")
  }

  private static let ruleCues: Set<String> = [
    "quarterly", "quarter", "fortnight", "alternate", "alt", "exc", "excl", "accept", "off", "monthly", "month",
  ]

  private static let weekdayNames = LocalDay.weekdayNames.map { $0.lowercased() }

  /// Days written as letters between slashes or a dash ("M/W/F", "m/w/f", "M-F", "M+W"):
  /// where the run starts in the words, how many words it takes and the days' names.
  private static func letterDays(_ u: Utterance) -> [(start: Int, count: Int, names: [String])] {
    let raw = u.raw.lowercased()
    let letters: [String: Int] = ["m": 1, "t": 2, "tu": 2, "w": 3, "th": 4, "f": 5, "sa": 6, "su": 7]
    var found: [(start: Int, count: Int, names: [String])] = []
    for token in raw.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" || $0 == ":" }) {
      let parts = token.split(whereSeparator: { $0 == "/" || $0 == "-" || $0 == "+" })
      let days = parts.compactMap { letters[String($0)] }
      guard parts.count >= 2, parts.count < token.count, days.count == parts.count, days == days.sorted() else {
        continue
      }
      let said = parts.map(String.init)
      guard let start = u.words.indices.first(where: { Array(u.words[$0...].prefix(said.count)) == said }) else {
        continue
      }
      // "M-F" is Monday to Friday; "M/W/F" the days named.
      let dashed = token.contains("-") && days.count == 2
      var names = days.map { weekdayNames[$0 - 1] }
      names.insert(dashed ? "to" : "and", at: names.count - 1)
      if u.recurrence == nil { names.insert("every", at: 0) }
      found.append((start, said.count, names))
    }
    return found
  }

  /// A month's day said after its rule, or with "of month": "monthly, day 1", "monthly on
  /// 15", "every month the 5", "every month on the day one", "every 5th of month", "monthly,
  /// last day", "last sat of month". How many words it takes and the words the reader reads.
  private static func monthDay(_ words: [String], at index: Int) -> (Int, [String])? {
    func at(_ i: Int) -> String { i >= 0 && i < words.count ? words[i] : "" }
    let word = words[index]
    var cursor: Int
    if word == "monthly" {
      cursor = index + 1
    } else if (word == "every" || word == "each") && at(index + 1) == "month" {
      cursor = index + 2
    } else if word == "every" || word == "last" || word == "the" && at(index + 1) == "last" {
      // "every 5th of month", "last day of month", "the last sat of month".
      var lead = index + (word == "every" ? 1 : 0) + (word == "the" ? 1 : 0)
      let said = dayWords(words, at: lead)
      guard let (length, day) = said, at(lead + length) == "of",
        at(lead + length + 1) == "month"
          || at(lead + length + 1) == "the" && at(lead + length + 2) == "month"
      else { return nil }
      lead += length + (at(lead + length + 1) == "the" ? 3 : 2)
      return (lead - index, ["monthly", "on", "the"] + day)
    } else {
      return nil
    }
    while ["on", "the", "day"].contains(at(cursor)) { cursor += 1 }
    guard let (length, day) = dayWords(words, at: cursor) else { return nil }
    return (cursor + length - index, ["monthly", "on", "the"] + day)
  }

  /// A month's day as the reader reads it after "monthly on the": "15th", "last day", "last
  /// friday"; from "15", "fifteenth", "one", "last day", "final fri".
  private static func dayWords(_ words: [String], at index: Int) -> (Int, [String])? {
    func at(_ i: Int) -> String { i >= 0 && i < words.count ? words[i] : "" }
    let word = at(index)
    if word == "last" || word == "final" {
      if at(index + 1) == "day" { return (2, ["last", "day"]) }
      if let day = Lexicon.weekdays[at(index + 1)] { return (2, ["last", weekdayNames[day - 1]]) }
      return nil
    }
    guard let n = Int(word) ?? NumberWords.ordinal(word) ?? NumberWords.small[word], (1...31).contains(n),
      Lexicon.units[at(index + 1)] == nil, Lexicon.months[at(index + 1)] == nil
    else { return nil }
    let suffix =
      (11...13).contains(n % 100) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th"
    return (1, ["\(n)\(suffix)"])
  }
}
