import SherpaCore

/// Dates relative to today: "today", "tonight", "tomorrow", "the day after tomorrow",
/// "yesterday", "eom" (the month's last day), "friday" / "next friday" (the coming one,
/// never today), "last friday", "this weekend", "next week", "on the 15th" or "by 12th"
/// (the next such day that exists), "december 3rd" / "the 3rd of december" (this year, or
/// next once it has passed), "by june" (the end of the next June), "in two weeks", "six
/// weeks from now", "within a month", "christmas", "2026-12-03".
enum DateReader {
  static let starts: WordSet = WordSet(
    [
      "on", "by", "for", "until", "till", "before", "in", "today", "tonight", "tomorrow", "yesterday", "christmas",
      "xmas", "the", "day", "end", "this", "next", "coming", "last", "new", "valentines", "valentine's", "valentine",
      "within", "a", "an", "eom",
    ] + Lexicon.weekdays.keys + Lexicon.months.keys)

  static func read(_ words: [String], at index: Int, today: LocalDay) -> (LocalDay, Range<Int>)? {
    guard
      starts.contains(words[index]) || Lexicon.startsWithDigit(words[index]) || NumberWords.ordinal(words[index]) != nil
    else { return nil }
    func at(_ offset: Int) -> String { index + offset < words.count ? words[index + offset] : "" }
    let word = at(0)
    let lead: Int
    switch word {
    case "on", "by", "for", "until", "till", "before": lead = 1
    default: lead = 0
    }
    let by = word == "by" || word == "until" || word == "till" || word == "before"
    // Christmas is a day after a word that dates it ("by christmas", "on xmas", "until
    // christmas"), as "christmas eve" or "christmas day", or said last ("deadline
    // christmas"); before another word it is part of what is said ("the christmas cards",
    // "xmas shopping"), and so it is after "for" ("book flights for christmas").
    let christmas = at(lead) == "christmas" || at(lead) == "xmas"
    if christmas, at(lead + 1) != "eve", at(lead + 1) != "day",
      word == "for" || lead == 0 && (!at(1).isEmpty || index > 0 && words[index - 1] == "for")
    {
      return nil
    }
    if let (day, length) = simple(words, index + lead, today: today, by: by) {
      return (day, index..<(index + lead + length))
    }
    if lead == 0, let (day, length) = span(words, index, today: today) {
      return (day, index..<(index + length))
    }
    return nil
  }

  /// A span of time from today: "in two weeks", "in a month", "within 3 days", "in the
  /// next six weeks", "six weeks from now", "a year from today". The day it ends on, and
  /// how many words it took.
  private static func span(_ words: [String], _ index: Int, today: LocalDay) -> (LocalDay, Int)? {
    func at(_ offset: Int) -> String { index + offset < words.count ? words[index + offset] : "" }
    let leading = at(0) == "in" || at(0) == "within"
    var cursor = leading ? 1 : 0
    if leading, at(cursor) == "the", at(cursor + 1) == "next" { cursor += 2 }
    guard let count = Int(at(cursor)) ?? (at(cursor) == "a" || at(cursor) == "an" ? 1 : nil),
      (leading ? 0 : 1)...Limits.count ~= count
    else { return nil }
    var length = cursor + 2
    if !leading {
      // "3 times a week from now on" is a rule said from today, not a day.
      guard at(length) == "from", at(length + 1) == "now" && at(length + 2) != "on" || at(length + 1) == "today"
      else { return nil }
      length += 2
    }
    switch at(cursor + 1) {
    case "day", "days": return (today.adding(days: count), length)
    case "week", "weeks", "wk", "wks": return (today.adding(days: 7 * count), length)
    case "month", "months": return (today.adding(months: count), length)
    case "year", "years": return (today.adding(months: 12 * count), length)
    default: return nil
    }
  }

  private static func simple(_ words: [String], _ index: Int, today: LocalDay, by: Bool) -> (LocalDay, Int)? {
    func at(_ offset: Int) -> String { index + offset < words.count ? words[index + offset] : "" }
    let word = at(0)
    switch word {
    case "today", "tonight": return (today, 1)
    case "tomorrow": return (today.adding(days: 1), 1)
    case "yesterday": return (today.adding(days: -1), 1)
    case "christmas", "xmas":
      if at(1) == "eve" { return (upcoming(month: 12, day: 24, today: today), 2) }
      return (upcoming(month: 12, day: 25, today: today), at(1) == "day" ? 2 : 1)
    case "last" where at(1) == "night": return (today.adding(days: -1), 2)
    case "eom": return (endOfMonth(today), 1)
    case "valentines", "valentine's",
      "valentine" where at(1) == "day" || at(1) == "s" && at(2) == "day":
      return (
        upcoming(month: 2, day: 14, today: today), word == "valentine" && at(1) == "s" ? 3 : at(1) == "day" ? 2 : 1
      )
    case "new" where (at(1) == "year" || at(1) == "years") && (at(2) == "eve" || at(2) == "day"):
      return (at(2) == "eve" ? upcoming(month: 12, day: 31, today: today) : upcoming(month: 1, day: 1, today: today), 3)
    default: break
    }
    if word == "the" || word == "day" || word == "end" {
      let skip = word == "the" ? 1 : 0
      if at(skip) == "day" && at(skip + 1) == "after" && at(skip + 2) == "tomorrow" {
        return (today.adding(days: 2), skip + 3)
      }
      if at(skip) == "day" && at(skip + 1) == "before" && at(skip + 2) == "yesterday" {
        return (today.adding(days: -2), skip + 3)
      }
      if at(skip) == "end" && at(skip + 1) == "of" {
        let extra = at(skip + 2) == "the" ? 1 : 0
        switch at(skip + 2 + extra) {
        case "month": return (endOfMonth(today), skip + 3 + extra)
        case "week": return (endOfWeek(today), skip + 3 + extra)
        case "year": return (LocalDay(year: today.year, month: 12, day: 31) ?? today, skip + 3 + extra)
        default: break
        }
        // "the end of april", "end of next year", "end of 2027".
        let what = at(skip + 2 + extra)
        let used = skip + 3 + extra
        if let month = Lexicon.months[what], what != "may" || at(used) != "be" {
          return (endOfUpcoming(month: month, today: today), used)
        }
        if extra == 0, what == "next" || what == "this" {
          switch at(used) {
          case "year":
            return (LocalDay(year: today.year + (what == "next" ? 1 : 0), month: 12, day: 31) ?? today, used + 1)
          case "month":
            let month = what == "next" ? today.startOfMonth.adding(months: 1) : today.startOfMonth
            return (endOfMonth(month), used + 1)
          default: break
          }
        }
        if extra == 0, what.utf8.count == 4, let year = Int(what), (today.year...(today.year + 50)).contains(year) {
          return (LocalDay(year: year, month: 12, day: 31) ?? today, used)
        }
      }
      if let day = NumberWords.ordinal(at(skip)) ?? NumberWords.ordinalAfterTens(at(skip), at(skip + 1)) {
        let used = skip + (NumberWords.ordinal(at(skip)) == nil ? 2 : 1)
        if at(used) == "of", let month = Lexicon.months[at(used + 1)] {
          return (upcoming(month: month, day: day, today: today), used + 2)
        }
        if let month = Lexicon.months[at(used)], at(used) != "may" || at(used + 1) != "be" {
          return (upcoming(month: month, day: day, today: today), used + 1)
        }
        guard skip == 1 else { return nil }
        return (nextMonthDay(day, today: today), used)
      }
    }
    if ["this", "next", "coming", "last"].contains(word) || Lexicon.weekdays[word] != nil {
      let modifier = Lexicon.weekdays[word] == nil ? word : ""
      let skip = modifier.isEmpty ? 0 : 1
      if let weekday = Lexicon.weekdays[at(skip)] {
        if modifier == "last" {
          let back = (today.weekday - weekday + 7) % 7
          return (today.adding(days: back == 0 ? -7 : -back), 2)
        }
        let ahead = (weekday - today.weekday + 7) % 7
        return (today.adding(days: ahead == 0 ? 7 : ahead), skip + 1)
      }
      if at(skip) == "weekend" && modifier != "last" {
        if modifier == "next" { return (today.startOfWeek.adding(days: 12), 2) }
        return (today.weekday >= 6 ? today : today.adding(days: 6 - today.weekday), skip + 1)
      }
      if modifier == "next" && (at(1) == "week" || at(1) == "wk") { return (today.startOfWeek.adding(days: 7), 2) }
      if modifier == "next" && at(1) == "month" { return (today.startOfMonth.adding(months: 1), 2) }
      return nil
    }
    if let month = Lexicon.months[word], word != "may" || NumberWords.digits(at(1)) != nil || by {
      // "april 12", "april the twelfth", "april 12 2027", "december twenty fifth".
      let the = at(1) == "the" ? 1 : 0
      let compound = NumberWords.ordinalAfterTens(at(1 + the), at(2 + the))
      if let day = compound ?? Int(at(1 + the)) ?? NumberWords.ordinal(at(1 + the)), (1...31).contains(day) {
        let end = 2 + the + (compound == nil ? 0 : 1)
        if let (dated, used) = withYear(month: month, day: day, after: at(end), today: today) {
          return (dated, end + used)
        }
        return (upcoming(month: month, day: day, today: today), end)
      }
      if by { return (endOfUpcoming(month: month, today: today), 1) }
      return nil
    }
    if let day = Int(word), (1...31).contains(day), let month = Lexicon.months[at(1)] {
      if let (dated, used) = withYear(month: month, day: day, after: at(2), today: today) { return (dated, 2 + used) }
      return (upcoming(month: month, day: day, today: today), 2)
    }
    // "fifteenth march", "3rd april", "twenty third of february" (British order).
    if let day = NumberWords.ordinal(word) ?? NumberWords.ordinalAfterTens(word, at(1)), (1...31).contains(day) {
      let used = NumberWords.ordinal(word) == nil ? 2 : 1
      let of = at(used) == "of" ? 1 : 0
      if let month = Lexicon.months[at(used + of)], at(used + of) != "may" || at(used + of + 1) != "be" {
        return (upcoming(month: month, day: day, today: today), used + of + 1)
      }
      // "by 12th", "dentist 15th @ 14:30": a day of the month written in digits is the next one.
      // Not the start of a rule ("1st monday monthly", "1st of the month", "1st & 15th").
      let next = at(used)
      if Lexicon.startsWithDigit(word), Lexicon.weekdays[next] == nil, NumberWords.ordinal(next) == nil,
        !["of", "and", "monthly", "day", "week", "month", "time"].contains(next)
      {
        return (nextMonthDay(day, today: today), 1)
      }
    }
    if word.utf8.count == 10, let day = LocalDay(word) { return (day, 1) }
    return nil
  }

  /// A day said with its year ("1 march 2027"): the date, and the one word the year took.
  private static func withYear(month: Int, day: Int, after: String, today: LocalDay) -> (LocalDay, Int)? {
    guard after.utf8.count == 4, let year = Int(after), (today.year - 5...today.year + 50).contains(year),
      let dated = LocalDay(year: year, month: month, day: day)
    else { return nil }
    return (dated, 1)
  }

  /// The next day numbered `day` on or after today, skipping months without it.
  static func nextMonthDay(_ day: Int, today: LocalDay) -> LocalDay {
    var month = today.startOfMonth
    for _ in 0..<14 {
      if let candidate = LocalDay(year: month.year, month: month.month, day: day), candidate >= today {
        return candidate
      }
      month = month.adding(months: 1)
    }
    return today
  }

  /// The Sunday that ends `today`'s week.
  static func endOfWeek(_ today: LocalDay) -> LocalDay { today.adding(days: 7 - today.weekday) }

  /// The last day of today's month.
  static func endOfMonth(_ today: LocalDay) -> LocalDay { today.adding(days: today.daysInMonth - today.day) }

  /// That month and day this year, or next year once it has passed.
  static func upcoming(month: Int, day: Int, today: LocalDay) -> LocalDay {
    for year in today.year...(today.year + 8) {
      if let candidate = LocalDay(year: year, month: month, day: day), candidate >= today { return candidate }
    }
    return today
  }

  static func endOfUpcoming(month: Int, today: LocalDay) -> LocalDay {
    let year = month < today.month ? today.year + 1 : today.year
    return LocalDay(year: year, month: month, day: LocalDay.daysIn(month: month, year: year)) ?? today
  }
}
