import SherpaCore

/// A day or a clock time read again for the slots, after the model's decision, where the
/// readers leave it alone: a day written before its month or with slashes, the later of
/// two days, a day said as how long ago (here); a clock time written with a dot or said
/// without "at" (`+Clock`).
enum DateRereading {
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

extension DateRereading {
  /// The utterance with a later day said as its date, when it says more than one: what is
  /// asked for comes after what led to it ("taxes aren't happening today, move them to
  /// friday", "the return window closes friday so thursday at two drop the parcel"), and a
  /// correction after what it corrects ("tomorrow no thursday"). A day said as a reason
  /// ("because his birthday's next week", "i'm on a plane tomorrow" after "move it to
  /// wednesday" or "on wednesday instead"), one denied ("not today", "instead of today") and one said after "till" or
  /// "since" stay as they are; for a skip, a log or a completion only a correction counts,
  /// as what follows them is their reason. The earlier day stays out of the name. Nil when
  /// one day or none is said, or a repeat is (its start and end are read apart).
  static func lastDated(_ u: Utterance, asked: Bool, context: ParseContext) -> Utterance? {
    guard u.recurrence == nil, let first = u.dateRange else { return nil }
    let words = u.words
    func at(_ i: Int) -> String { i >= 0 && i < words.count ? words[i] : "" }
    // "move it to wednesday …", "remind me thursday …": the first day is the one asked for.
    if asked, at(first.lowerBound - 1) == "to" || at(first.lowerBound - 1) == "me" || at(first.upperBound) == "instead"
    {
      return nil
    }
    var last: (day: LocalDay, range: Range<Int>)?
    var index = first.upperBound
    while index < words.count {
      if reasonLeads.contains(words[index]) { break }
      if !u.consumed.contains(index), let (day, range) = DateReader.read(words, at: index, today: context.today),
        !range.contains(where: u.consumed.contains)
      {
        let lead = range.lowerBound
        let between = words[first.upperBound..<lead]
        let denied =
          ["not", "than", "till", "until", "since", "from"].contains(at(lead - 1))
          || at(lead - 1) == "of" && at(lead - 2) == "instead" || ["till", "until", "since"].contains(words[lead])
        let corrected = between.contains(where: Vocabulary.takeBack.contains) && !between.contains("not")
        if !denied && (asked || corrected) { last = (day, range) }
        index = range.upperBound
        continue
      }
      index += 1
    }
    guard let (day, range) = last else { return nil }
    var dated = u
    dated.takeDate(day, said: range)
    return dated
  }

  private static let reasonLeads = ItemCommands.reasonWords.union(["as"])

  /// Nouns an ordinal counts ("the first draft", "the third chapter").
  static let countedAfterOrdinal: Set<String> = [
    "draft", "drafts", "chapter", "chapters", "time", "step", "steps", "thing", "things", "lesson", "session",
    "half", "page", "pages", "round", "episode", "part", "book", "class", "meeting", "payment", "stage", "attempt",
    "floor", "mile", "hour", "job", "course", "module", "unit", "level", "song", "verse", "section", "year",
    "term", "semester", "chord", "chords", "few",
  ]

  /// The utterance without the day read from "the first" when the ordinal counts the noun
  /// after it ("finish the first draft by sunday", "the second chapter"): no day, the words
  /// back in the title, and a day said later in the sentence taken instead. Nil when the
  /// day was not read that way.
  static func uncounted(_ u: Utterance, context: ParseContext) -> Utterance? {
    guard let range = u.dateRange, range.count == 2, u.words[range.lowerBound] == "the",
      NumberWords.ordinal(u.words[range.lowerBound + 1]) != nil, range.upperBound < u.words.count,
      countedAfterOrdinal.contains(u.words[range.upperBound])
    else { return nil }
    var read = u
    (read.date, read.dateRange, read.dateWords) = (nil, nil, [])
    read.consumed.subtract(range)
    var index = range.upperBound
    while index < u.words.count {
      if !u.consumed.contains(index), let (day, said) = DateReader.read(u.words, at: index, today: context.today),
        !said.contains(where: u.consumed.contains)
      {
        read.takeDate(day, said: said)
        break
      }
      index += 1
    }
    return read
  }
}

extension DateRereading {
  /// The utterance with a past day said as how long ago as its date, when none was read
  /// ("two days ago", "a week ago", "from 2 days ago"). Nil when none is said.
  static func pastDated(_ u: Utterance, context: ParseContext) -> Utterance? {
    guard u.date == nil, u.words.contains("ago") else { return nil }
    let words = u.words
    func at(_ i: Int) -> String { i >= 0 && i < words.count ? words[i] : "" }
    for index in words.indices where !u.consumed.contains(index) {
      var found: (days: Int, range: Range<Int>)?
      if words[index] == "ago", index >= 2, let count = Int(at(index - 2)) ?? (at(index - 2) == "a" ? 1 : nil),
        (1...60).contains(count)
      {
        switch at(index - 1) {
        case "day", "days": found = (count, (index - 2)..<(index + 1))
        case "week", "weeks": found = (7 * count, (index - 2)..<(index + 1))
        default: break
        }
      }
      guard let (days, range) = found, !range.contains(where: u.consumed.contains) else { continue }
      var dated = u
      let lower =
        range.lowerBound > 0 && ["for", "from", "on"].contains(words[range.lowerBound - 1])
        ? range.lowerBound - 1 : range.lowerBound
      let spoken = lower..<range.upperBound
      dated.takeDate(context.today.adding(days: -days), said: spoken)
      return dated
    }
    return nil
  }
}
