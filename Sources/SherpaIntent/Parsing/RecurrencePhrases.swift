import SherpaCore

/// The recurrence phrases people say most, read from normalised words: "every day",
/// "daily", "weekdays", "weekends", "every other tuesday", "on mondays and
/// thursdays", "every 3 days", "every 2 weeks", "fortnightly", "monthly", "every month
/// on the first", "on the last day of the month", "every third friday", "every day
/// except sunday", "the second to last thursday of every month", "every month on the
/// 15th and the last day", "after completion", with an end: "for 10 days", "until
/// christmas", and a start: "starting 2026-12-01".
///
/// `lenient` keeps numbers out of range ("every 0 days", "the 32nd", "every 6th friday") so
/// the rule's validation can say precisely what is wrong; the utterance parser leaves such
/// text unread.
enum RecurrencePhrases {
  struct Reading {
    var recurrence: Recurrence
    var start: LocalDay?
    /// Days said apart from the rule that repeat with it ("sundays" in "sundays at five
    /// every week"): their words, read too.
    var days: Range<Int>?
  }

  /// The longest recurrence phrase in the words and the words it spans.
  static func find(
    in words: [String], today: LocalDay, lenient: Bool = false
  ) -> (reading: Reading, range: Range<Int>)? {
    var found: [(reading: Reading, range: Range<Int>)] = []
    var from = 0
    while from < words.count, let next = first(in: words, from: from, today: today, lenient: lenient) {
      found.append(next)
      from = next.range.upperBound
    }
    guard let best = found.max(by: { $0.range.count < $1.range.count }) else { return nil }
    return joiningDays(best, found: found, in: words)
  }

  /// The first phrase starting at or after `from`.
  private static func first(
    in words: [String], from: Int, today: LocalDay, lenient: Bool
  ) -> (reading: Reading, range: Range<Int>)? {
    for index in from..<words.count {
      guard let found = base(words, at: index, lenient: lenient) else { continue }
      var recurrence = found.0
      var upper = found.1
      if upper < words.count, partsOfDay.contains(words[upper]) { upper += 1 }
      var start: LocalDay?
      var read: Set<String> = []
      var forAt: Int?
      while true {
        var changed = recurrence
        var changedStart = start
        guard
          let (kind, next) = modifier(
            words, at: upper, into: &changed, start: &changedStart, today: today, lenient: lenient),
          !read.contains(kind)
        else { break }
        read.insert(kind)
        if kind == "end" && words[upper] == "for" { forAt = upper }
        (recurrence, start, upper) = (changed, changedStart, next)
      }
      if let forAt, start != nil {
        // "for 6 weeks starting …": the weeks count from the start read after them.
        var changedStart = start
        _ = modifier(words, at: forAt, into: &recurrence, start: &changedStart, today: today, lenient: lenient)
      }
      return (Reading(recurrence: recurrence, start: start), index..<upper)
    }
    return nil
  }

  /// One of the words that may follow a rule, in any order: "except sunday", "after I do
  /// it", "starting 2026-12-01", "for 6 times", "until march 31st". Returns which kind it
  /// was and where it ends, having applied it.
  static func modifier(
    _ words: [String], at upper: Int, into recurrence: inout Recurrence, start: inout LocalDay?, today: LocalDay,
    lenient: Bool
  ) -> (String, Int)? {
    func at(_ i: Int) -> String { i < words.count ? words[i] : "" }
    if let lead = exceptLead(words, at: upper) {
      var skip = lead
      var excluded: Set<Int> = []
      while let day = Lexicon.weekdays[at(skip)] ?? (at(skip) == "and" || at(skip) == "or" ? 0 : nil) {
        if day > 0 { excluded.insert(day) }
        skip += 1
      }
      if at(skip - 1) == "and" || at(skip - 1) == "or" { skip -= 1 }
      let days = recurrence.byWeekdays.isEmpty ? Array(1...7) : recurrence.byWeekdays
      let left = days.filter { !excluded.contains($0) }
      guard !excluded.isEmpty, !left.isEmpty, recurrence.freq == .daily || recurrence.freq == .weekly else {
        return nil
      }
      recurrence = Recurrence(
        freq: .weekly, interval: recurrence.freq == .weekly ? recurrence.interval : 1, byWeekdays: left,
        end: recurrence.end)
      return ("except", skip)
    }
    if at(upper) == "after" || ["counting", "counted"].contains(at(upper)) && at(upper + 1) == "from" {
      let lead = upper + (at(upper) == "after" ? 1 : 2)
      for phrase in afterCompletion where Array(words[lead...].prefix(phrase.count)) == phrase {
        recurrence.afterCompletion = true
        return ("after", lead + phrase.count)
      }
      return nil
    }
    if at(upper) == "starting" || at(upper) == "from" || at(upper) == "beginning" {
      var lead = upper + 1
      if at(lead) == "on" || at(lead) == "from" { lead += 1 }
      guard let (day, range) = DateReader.read(words, at: lead, today: today) else { return nil }
      start = day
      return ("start", range.upperBound)
    }
    if let (count, next) = countedEnd(words, at: upper), count > 0 || lenient && count == 0, count <= Limits.count {
      recurrence.end = .afterCount(count)
      return ("end", next)
    }
    if at(upper) == "for", let count = Int(at(upper + 1)) ?? NumberWords.small[at(upper + 1)],
      count > 0 || lenient && count == 0, count <= Limits.count
    {
      let unit = at(upper + 2)
      if unit == "day" || unit == "days" && recurrence.freq == .daily && recurrence.interval == 1 {
        recurrence.end = .afterCount(count)
      } else if countedUnits.contains(unit) {
        recurrence.end = .afterCount(count)
      } else if unit.hasPrefix("week") && recurrence.freq == .weekly && recurrence.byWeekdays.count <= 1
        || unit.hasPrefix("month") && recurrence.freq == .monthly,
        recurrence.interval == 1, !recurrence.afterCompletion
      {
        // "every thursday for six weeks", "on the 10th for six months": that many repeats.
        recurrence.end = .afterCount(count)
      } else if unit == "weeks" || unit == "week" || unit == "months" || unit == "month" {
        let from = start ?? today
        let last =
          unit.hasPrefix("week") ? from.adding(days: 7 * count - 1) : from.adding(months: count).adding(days: -1)
        recurrence.end = .onDate(last)
      } else {
        return nil
      }
      return ("end", upper + 3)
    }
    if at(upper) == "until" || at(upper) == "till" || at(upper) == "through" {
      // The first such day after the start ("starting january first till the thirty first").
      let from = max(start ?? today, today)
      guard let (day, range) = DateReader.read(["by"] + words[(upper + 1)...], at: 0, today: from) else { return nil }
      recurrence.end = .onDate(day)
      return ("end", upper + range.upperBound)
    }
    return nil
  }

  static let partsOfDay: WordSet = [
    "morning", "mornings", "evening", "evenings", "night", "nights", "afternoon", "afternoons",
  ]
  static let starts: WordSet = WordSet(
    [
      "daily", "nightly", "weekdays", "weekday", "weekends", "weekly", "fortnightly", "biweekly", "monthly", "on",
      "every", "each",
    ] + Lexicon.weekdays.keys)

  private static func base(_ words: [String], at index: Int, lenient: Bool) -> (Recurrence, Int)? {
    func at(_ i: Int) -> String { i < words.count ? words[i] : "" }
    let word = words[index]
    if word == "the" || word == "on" && at(index + 1) == "the" || nthWord(words, at: index, lenient: lenient) != nil,
      let found = ofEveryMonth(words, at: word == "on" ? index + 1 : index, lenient: lenient)
    {
      return found
    }
    guard starts.contains(word) else { return nil }
    switch word {
    case "daily", "nightly": return (.daily, index + 1)
    case "weekdays", "weekday": return (Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 5]), index + 1)
    case "weekends": return (Recurrence(freq: .weekly, byWeekdays: [6, 7]), index + 1)
    case "weekly":
      // "weekly on tue".
      if at(index + 1) == "on", let (days, end) = dayList(words, at: index + 2, pluralOnly: false) {
        return (Recurrence(freq: .weekly, byWeekdays: days), end)
      }
      return (Recurrence(freq: .weekly), index + 1)
    case "fortnightly", "biweekly": return (Recurrence(freq: .weekly, interval: 2), index + 1)
    case "monthly":
      if at(index + 1) == "on", let spec = monthDays(words, at: index + 2, lenient: lenient) {
        let end = monthSuffix(words, at: spec.end, everyOnly: false)?.end ?? spec.end
        return (Recurrence(freq: .monthly, byMonthDays: spec.days, byNthWeekday: spec.nths), end)
      }
      return (Recurrence(freq: .monthly), index + 1)
    default: break
    }
    if word == "on" || word == "every" || word == "each" || Lexicon.weekdays[word] != nil {
      if word == "on" && (at(index + 1) == "weekdays" || at(index + 1) == "weekends") {
        return base(words, at: index + 1, lenient: lenient)
      }
      if word == "every" || word == "each" {
        if let found = afterEvery(words, at: index + 1, lenient: lenient) { return found }
        return nil
      }
      let first = word == "on" ? index + 1 : index
      guard
        let (days, end) = dayList(
          words, at: first, pluralOnly: word != "every", severalCount: word == "on" || !lenient || index == 0)
      else { return nil }
      return (Recurrence(freq: .weekly, byWeekdays: days), end)
    }
    return nil
  }

  /// "the first monday of every month", "the 1st and 15th of each month", "the second to
  /// last thursday of every other month"; "the last friday of the month" too, unless it is
  /// where something is moved or due ("push rent to the first of the month").
  private static func ofEveryMonth(_ words: [String], at index: Int, lenient: Bool) -> (Recurrence, Int)? {
    var before = index - 1
    var onDays = false
    while before >= 0, words[before] == "the" || words[before] == "on" {
      onDays = onDays || words[before] == "on"
      before -= 1
    }
    let oneDay = before >= 0 && ["to", "by", "until", "till", "before", "for"].contains(words[before])
    guard let spec = monthDays(words, at: index, lenient: lenient) else { return nil }
    guard let suffix = monthSuffix(words, at: spec.end, everyOnly: oneDay) else {
      // A list of month days said without "of every month" is one too ("on the 1st and
      // 15th", "the first, third and fifth tuesday", "the 3rd, 20th and the last day"),
      // unless it names days of a month ("the 3rd and 20th of december") or what is due.
      let said = spec.days.count + spec.nths.count
      guard !oneDay, said >= 2, spec.end >= words.count || words[spec.end] != "of",
        onDays || spec.nths.count >= 2 || spec.days.contains(-1) || spec.days.count >= 3
      else { return nil }
      return (Recurrence(freq: .monthly, byMonthDays: spec.days, byNthWeekday: spec.nths), spec.end)
    }
    let rule = Recurrence(
      freq: .monthly, interval: suffix.interval, byMonthDays: spec.days, byNthWeekday: spec.nths)
    return (rule, suffix.end)
  }

  private static func afterEvery(_ words: [String], at index: Int, lenient: Bool) -> (Recurrence, Int)? {
    func at(_ i: Int) -> String { i < words.count ? words[i] : "" }
    var interval = 1
    var cursor = index
    let units: Set<String> = ["day", "week", "month"]
    if at(cursor) == "other" {
      interval = 2
      cursor += 1
    } else if let count = Int(at(cursor)), count > 0 || lenient && count == 0, count < 400 {
      interval = count
      cursor += 1
    } else if let nth = NumberWords.ordinal(at(cursor)), nth >= 2, units.contains(at(cursor + 1)),
      at(cursor + 2) != "of"
    {
      // "every second week": an interval, not a day of the month.
      interval = nth
      cursor += 1
    } else if NumberWords.ordinal(at(cursor)) == 2, Lexicon.weekdays[at(cursor + 1)] != nil, at(cursor + 2) != "of" {
      // "every second tuesday": every other one, where "the second tuesday of the month"
      // and "every 2nd and 4th tuesday" are days of the month.
      interval = 2
      cursor += 1
    } else if let spec = monthDays(words, at: cursor, lenient: lenient) {
      // "every 3rd friday", "every 2nd and 4th tuesday", "every last day of the month".
      let suffix = monthSuffix(words, at: spec.end, everyOnly: false)
      if !spec.nths.isEmpty || suffix != nil {
        let rule = Recurrence(
          freq: .monthly, interval: suffix?.interval ?? 1, byMonthDays: spec.days, byNthWeekday: spec.nths)
        return (rule, suffix?.end ?? spec.end)
      }
    }
    switch at(cursor) {
    case "day", "days", "morning", "evening", "night", "mornings", "evenings", "nights", "afternoon":
      return (Recurrence(freq: .daily, interval: interval), cursor + 1)
    case "weekday", "weekdays": return (Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 5]), cursor + 1)
    case "weekend", "weekends": return (Recurrence(freq: .weekly, byWeekdays: [6, 7]), cursor + 1)
    case "week", "weeks", "wk", "wks":
      // "every 2 weeks on tue and thu", "every 2 wks thu".
      let on = at(cursor + 1) == "on" ? cursor + 2 : cursor + 1
      if let (days, end) = dayList(words, at: on, pluralOnly: false) {
        return (Recurrence(freq: .weekly, interval: interval, byWeekdays: days), end)
      }
      return (Recurrence(freq: .weekly, interval: interval), cursor + 1)
    case "month", "months":
      let on = at(cursor + 1) == "on" ? cursor + 2 : cursor + 1
      if let spec = monthDays(words, at: on, lenient: lenient) {
        let end = monthSuffix(words, at: spec.end, everyOnly: false)?.end ?? spec.end
        return (Recurrence(freq: .monthly, interval: interval, byMonthDays: spec.days, byNthWeekday: spec.nths), end)
      }
      return (Recurrence(freq: .monthly, interval: interval), cursor + 1)
    default: break
    }
    if let (days, end) = dayList(words, at: cursor, pluralOnly: false) {
      return (Recurrence(freq: .weekly, interval: interval, byWeekdays: days), end)
    }
    return nil
  }
}
