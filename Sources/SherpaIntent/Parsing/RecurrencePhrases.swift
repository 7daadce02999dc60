import SherpaCore

/// The recurrence phrases people say most, read from normalised words: "every day",
/// "daily", "weekdays", "weekends", "every other tuesday", "on mondays and
/// thursdays", "every 3 days", "every 2 weeks", "fortnightly", "monthly", "every month
/// on the first", "on the last day of the month", "every third friday", "every day
/// except sunday", "after completion", with an end: "for 10 days", "until christmas".
enum RecurrencePhrases {
  struct Reading {
    var recurrence: Recurrence
    var start: LocalDay?
  }

  /// The first recurrence phrase in the words and the words it spans.
  static func find(in words: [String], today: LocalDay) -> (reading: Reading, range: Range<Int>)? {
    var best: (reading: Reading, range: Range<Int>)?
    var from = 0
    while from < words.count, let found = first(in: words, from: from, today: today) {
      if found.range.count > best?.range.count ?? 0 { best = found }
      from = found.range.upperBound
    }
    return best
  }

  /// The first phrase starting at or after `from`.
  private static func first(in words: [String], from: Int, today: LocalDay) -> (reading: Reading, range: Range<Int>)? {
    for index in from..<words.count {
      guard let found = base(words, at: index) else { continue }
      var recurrence = found.0
      var upper = found.1
      if upper < words.count, partsOfDay.contains(words[upper]) { upper += 1 }
      func at(_ i: Int) -> String { i < words.count ? words[i] : "" }
      if at(upper) == "except" || at(upper) == "but" && at(upper + 1) == "not" {
        var skip = upper + (at(upper) == "except" ? 1 : 2)
        var excluded: Set<Int> = []
        while let day = Lexicon.weekdays[at(skip)] ?? (at(skip) == "and" || at(skip) == "or" ? 0 : nil) {
          if day > 0 { excluded.insert(day) }
          skip += 1
        }
        if !excluded.isEmpty {
          let days = recurrence.byWeekdays.isEmpty ? Array(1...7) : recurrence.byWeekdays
          recurrence = Recurrence(freq: .weekly, byWeekdays: days.filter { !excluded.contains($0) })
          upper = skip
        }
      }
      if at(upper) == "after"
        && (at(upper + 1) == "completion" || at(upper + 1) == "done"
          || at(upper + 1) == "i" && at(upper + 2) == "finish" || at(upper + 1) == "completing")
      {
        recurrence.afterCompletion = true
        upper += at(upper + 1) == "i" ? 3 : 2
      }
      var start: LocalDay?
      if at(upper) == "starting" || at(upper) == "from" || at(upper) == "beginning" {
        if let (day, range) = DateReader.read(words, at: upper + 1, today: today) {
          start = day
          upper = range.upperBound
        }
      }
      if at(upper) == "for", let count = Int(at(upper + 1)), count > 0 {
        let unit = at(upper + 2)
        if unit == "day" || unit == "days" && recurrence.freq == .daily && recurrence.interval == 1 {
          recurrence.end = .afterCount(count)
          upper += 3
        } else if unit == "times" || unit == "occurrences" {
          recurrence.end = .afterCount(count)
          upper += 3
        } else if unit == "weeks" || unit == "week" || unit == "months" || unit == "month" {
          let from = start ?? today
          let last =
            unit.hasPrefix("week") ? from.adding(days: 7 * count - 1) : from.adding(months: count).adding(days: -1)
          recurrence.end = .onDate(last)
          upper += 3
        }
      } else if at(upper) == "until" || at(upper) == "till" || at(upper) == "through" {
        if let (day, range) = DateReader.read(["by"] + words[(upper + 1)...], at: 0, today: today) {
          recurrence.end = .onDate(day)
          upper += range.upperBound
        }
      }
      return (Reading(recurrence: recurrence, start: start), index..<upper)
    }
    return nil
  }

  static let partsOfDay: Set<String> = [
    "morning", "mornings", "evening", "evenings", "night", "nights", "afternoon", "afternoons",
  ]
  static let starts: Set<String> = Set(
    [
      "daily", "nightly", "weekdays", "weekday", "weekends", "weekly", "fortnightly", "biweekly", "monthly", "on",
      "every", "each",
    ] + Lexicon.weekdays.keys)

  private static func base(_ words: [String], at index: Int) -> (Recurrence, Int)? {
    func at(_ i: Int) -> String { i < words.count ? words[i] : "" }
    let word = words[index]
    guard starts.contains(word) else { return nil }
    switch word {
    case "daily", "nightly": return (.daily, index + 1)
    case "weekdays", "weekday": return (Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 5]), index + 1)
    case "weekends": return (Recurrence(freq: .weekly, byWeekdays: [6, 7]), index + 1)
    case "weekly": return (Recurrence(freq: .weekly), index + 1)
    case "fortnightly", "biweekly": return (Recurrence(freq: .weekly, interval: 2), index + 1)
    case "monthly": return (Recurrence(freq: .monthly), index + 1)
    default: break
    }
    if word == "on" || word == "every" || word == "each" || Lexicon.weekdays[word] != nil {
      if word == "on" && (at(index + 1) == "weekdays" || at(index + 1) == "weekends") {
        return base(words, at: index + 1)
      }
      if word == "every" || word == "each" {
        if let found = afterEvery(words, at: index + 1) { return found }
        return nil
      }
      let first = word == "on" ? index + 1 : index
      guard let (days, end) = dayList(words, at: first, pluralOnly: word != "every") else { return nil }
      return (Recurrence(freq: .weekly, byWeekdays: days), end)
    }
    return nil
  }

  private static func afterEvery(_ words: [String], at index: Int) -> (Recurrence, Int)? {
    func at(_ i: Int) -> String { i < words.count ? words[i] : "" }
    var interval = 1
    var cursor = index
    if at(cursor) == "other" {
      interval = 2
      cursor += 1
    } else if let count = Int(at(cursor)), count > 0, count < 400 {
      interval = count
      cursor += 1
    } else if let nth = NumberWords.ordinal(at(cursor)) ?? (at(cursor) == "last" ? -1 : nil),
      let weekday = Lexicon.weekdays[at(cursor + 1)]
    {
      var end = cursor + 2
      if at(end) == "of" && at(end + 1) == "the" && at(end + 2) == "month" { end += 3 }
      return (Recurrence(freq: .monthly, byNthWeekday: [NthWeekday(n: nth, weekday: weekday)]), end)
    }
    switch at(cursor) {
    case "day", "days", "morning", "evening", "night", "mornings", "evenings", "nights", "afternoon":
      return (Recurrence(freq: .daily, interval: interval), cursor + 1)
    case "weekday", "weekdays": return (Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 5]), cursor + 1)
    case "weekend", "weekends": return (Recurrence(freq: .weekly, byWeekdays: [6, 7]), cursor + 1)
    case "week", "weeks":
      if at(cursor + 1) == "on", let (days, end) = dayList(words, at: cursor + 2, pluralOnly: false) {
        return (Recurrence(freq: .weekly, interval: interval, byWeekdays: days), end)
      }
      return (Recurrence(freq: .weekly, interval: interval), cursor + 1)
    case "month", "months":
      var end = cursor + 1
      if at(end) == "on" { end += 1 }
      if at(end) == "the" {
        if at(end + 1) == "last" && at(end + 2) == "day" {
          return (Recurrence(freq: .monthly, interval: interval, byMonthDays: [-1]), end + 3)
        }
        if let day = NumberWords.ordinal(at(end + 1)) {
          return (Recurrence(freq: .monthly, interval: interval, byMonthDays: [day]), end + 2)
        }
      }
      return (Recurrence(freq: .monthly, interval: interval), cursor + 1)
    default: break
    }
    if let (days, end) = dayList(words, at: cursor, pluralOnly: false) {
      return (Recurrence(freq: .weekly, interval: interval, byWeekdays: days), end)
    }
    return nil
  }

  /// "monday wednesday and friday", "tue and thu"; plural names alone ("mondays").
  private static func dayList(_ words: [String], at index: Int, pluralOnly: Bool) -> ([Int], Int)? {
    var days: [Int] = []
    var cursor = index
    var sawPlural = false
    while cursor < words.count {
      let word = words[cursor]
      if let day = Lexicon.weekdays[word] {
        if !days.contains(day) { days.append(day) }
        if word.hasSuffix("s") && word.utf8.count > 4 { sawPlural = true }
      } else if !(word == "and" || word == "or") || days.isEmpty {
        break
      }
      cursor += 1
    }
    if cursor > index && (words[cursor - 1] == "and" || words[cursor - 1] == "or") { cursor -= 1 }
    guard !days.isEmpty, !pluralOnly || sawPlural else { return nil }
    return (days.sorted(), cursor)
  }
}
