import SherpaCore

extension RepeatRereading {
  /// A repeat's end said apart from the rule, where the reader, which reads an end only
  /// just after the rule, leaves it: a count ("for the next ten days", "x6", "ten times",
  /// "6 payments left", "ends after 10", "four weeks in a row", "30 day challenge") or a
  /// last day ("until christmas", "ending 6 Dec", "end it on dec 31", "stop at the end of
  /// june", "jan 1 to jan 31"). The end's words are no part of a name, its number no
  /// target and its day no start. Nil when the rule has an end or none is said.
  static func reended(_ u: Utterance, context: ParseContext) -> Utterance? {
    guard var reading = u.recurrence, reading.recurrence.end == .never,
      u.dateRange != nil || u.words.contains(where: endCue)
    else { return nil }
    let words = u.words
    let rule = reading.recurrence
    let ruleEnd = u.ruleEnd ?? words.count
    func free<S: Sequence<Int>>(_ indices: S) -> Bool {
      indices.allSatisfy { $0 < words.count && (!u.consumed.contains($0) || u.dateRange?.contains($0) == true) }
    }
    var found: (end: RecurrenceEnd, range: Range<Int>)?
    for index in words.indices {
      // What follows "because" is a story, not the rule's end ("for three weeks straight").
      if ItemCommands.reasonWords.contains(words[index]) { break }
      // "for the next six saturdays", "30 day challenge": a unit may be a word another reader
      // took (the rule's own day, a part of the day).
      if let (count, range) = countedEnd(u, at: index, rule: rule, ruleEnd: ruleEnd),
        free(range.filter { words[$0] != "day" && words[$0] != "days" && Lexicon.weekdays[words[$0]] == nil })
      {
        found = (.afterCount(count), range)
        break
      }
      // A last day is the first such day after the start ("from january first … till the
      // thirty first").
      let before = u.dateRange.map { $0.upperBound <= index } == true ? u.date : nil
      let start = max(reading.start ?? before ?? context.today, context.today)
      if let (day, range) = lastDay(u, at: index, today: start), free(range), day > context.today, day >= start {
        found = (.onDate(day), range)
        break
      }
    }
    guard let (end, range) = found else { return nil }
    var ended = u
    reading.recurrence.end = end
    ended.recurrence = reading
    ended.take(range)
    if let dated = u.dateRange, dated.overlaps(range) {
      (ended.date, ended.dateRange, ended.dateWords) = (nil, nil, [])
    }
    return ended
  }

  /// Words one of the ends read here starts with or holds.
  private static func endCue(_ word: String) -> Bool {
    endCues.contains(word) || timesWord(word) != nil
  }

  private static let endCues: Set<String> = [
    "for", "until", "till", "til", "through", "thru", "up", "ending", "ends", "end", "stop", "stops", "times",
    "sessions", "lessons", "classes", "payments", "calls", "row", "left", "challenge", "to", "x", "day", "days",
    "week", "weeks", "wks", "month", "months", "year", "mondays", "tuesdays", "wednesdays", "thursdays", "fridays",
    "saturdays", "sundays",
  ]

  /// Words after "3x" that make it how often, not how many.
  private static let periodWords: Set<String> = [
    "a", "per", "each", "every", "daily", "nightly", "weekly", "monthly", "day", "week", "month", "wk", "/",
  ]

  private static let stopWords: Set<String> = ["stop", "stops", "end", "ends", "ending", "finish", "finishes"]

  /// What a repeat's count may be said in beside "times".
  private static let repeatNouns: Set<String> = [
    "times", "time", "sessions", "lessons", "classes", "payments", "calls", "goes", "occurrences",
  ]

  /// The count in "x10" or "10x".
  private static func timesWord(_ word: String) -> Int? {
    guard word.utf8.count >= 2 else { return nil }
    if word.hasPrefix("x") { return Int(word.dropFirst()) }
    if word.hasSuffix("x") { return Int(word.dropLast()) }
    return nil
  }

  private static func number(_ word: String) -> Int? {
    Int(word) ?? NumberWords.small[word] ?? (word == "a" || word == "an" ? 1 : nil)
  }

  /// How many times `rule` comes round in `count` of `unit` ("10 days" of a daily rule,
  /// "6 weeks" of a weekly one on one day, "a year" of a monthly one, "six saturdays" of
  /// one on saturdays); nil when the unit does not count its repeats.
  private static func repeats(_ count: Int, _ unit: String, of rule: Recurrence) -> Int? {
    guard count > 0, count <= Limits.count, rule.interval == 1, !rule.afterCompletion else { return nil }
    if repeatNouns.contains(unit) { return count }
    switch (unit, rule.freq) {
    case ("day", .daily), ("days", .daily): return count
    case ("week", .daily), ("weeks", .daily): return 7 * count
    case ("week", .weekly), ("weeks", .weekly), ("wks", .weekly), ("wk", .weekly):
      return rule.byWeekdays.count <= 1 ? count : nil
    case ("month", .monthly), ("months", .monthly): return count
    case ("year", .monthly): return 12 * count
    default:
      guard let day = Lexicon.weekdays[unit], unit.hasSuffix("s"), rule.byWeekdays == [day] else { return nil }
      return count
    }
  }

  /// A count of repeats said at `index`: "for the next ten days", "for 6 more weeks", "for a
  /// year", "x6", "x10 days", "ten times", "6 payments left", "8 more times then stop", "four
  /// weeks in a row", "(and) stop/end after 10 (calls)", "30 day challenge"; a bare "10
  /// days" only just after the rule or its time. The count and the words it spans.
  private static func countedEnd(_ u: Utterance, at index: Int, rule: Recurrence, ruleEnd: Int) -> (Int, Range<Int>)? {
    let words = u.words
    func at(_ i: Int) -> String { i < words.count ? words[i] : "" }
    let word = words[index]
    if word == "for" {
      var lead = index + 1
      var marked = false
      if at(lead) == "the" && at(lead + 1) == "next" {
        lead += 2
        marked = true
      } else if at(lead) == "another" {
        lead += 1
        marked = true
      }
      guard let count = number(at(lead)) else { return nil }
      var unit = lead + 1
      if at(unit) == "more" {
        unit += 1
        marked = true
      }
      // Weeks of a daily rule said in passing are a span ("sat at a desk for three weeks
      // straight"), not its end, unless they are "the next" ones.
      if rule.freq == .daily, at(unit) == "weeks", !marked { return nil }
      return repeats(count, at(unit), of: rule).map { ($0, index..<(unit + 1)) }
    }
    if stopWords.contains(word) {
      var lead = index + 1
      if at(lead) == "it" { lead += 1 }
      guard at(lead) == "after", let count = number(at(lead + 1)) else { return nil }
      let noun = at(lead + 2)
      if let counted = repeats(count, noun, of: rule) { return (counted, index..<(lead + 3)) }
      // "ends after 10": a bare number counts repeats; "stop after 31 dec" is a day.
      guard noun.isEmpty || Lexicon.units[noun] == nil && Lexicon.months[noun] == nil,
        NumberWords.ordinal(at(lead + 1)) == nil || Int(at(lead + 1)) != nil, (1...Limits.count).contains(count)
      else { return nil }
      return (count, index..<(lead + 2))
    }
    var count: Int
    var unit: Int
    if let times = timesWord(word) {
      // "2x daily", "3x a week", "3x/week" say how often, not how many.
      guard !periodWords.contains(at(index + 1)) else { return nil }
      (count, unit) = (times, index + 1)
    } else if word == "x", let times = number(at(index + 1)) {
      (count, unit) = (times, index + 2)
    } else if word != "a", word != "an", let said = number(word) {
      if index > 0, ["every", "each", "in", "within", "after", "for", "the", "next"].contains(words[index - 1]) {
        return nil
      }
      (count, unit) = (said, index + 1)
      var marked = false
      if at(unit) == "more" {
        unit += 1
        marked = true
      }
      let noun = at(unit)
      if noun == "day", at(unit + 1) == "challenge" {
        return repeats(count, "days", of: rule).map { ($0, index..<(unit + 2)) }
      }
      var upper = unit + 1
      if at(upper) == "in", at(upper + 1) == "a", at(upper + 2) == "row" {
        upper += 3
        marked = true
      } else if at(upper) == "left" || at(upper) == "total" {
        upper += 1
        marked = true
      } else if at(upper) == "in", at(upper + 1) == "total" {
        upper += 2
        marked = true
      } else if at(upper) == "then" {
        // "30 times then it stops", "6 times then stop".
        marked = true
        upper += 1
        if at(upper) == "it" { upper += 1 }
        if stopWords.contains(at(upper)) { upper += 1 } else { upper = unit + 1 }
      }
      // Said before the rule, a count is its target ("3 times every morning"); a span of
      // days or weeks ends the rule only just after it or its time ("tuesdays 6pm, 10
      // weeks"), or in words that mark it.
      let after = index >= ruleEnd
      let next = after && (index == ruleEnd || u.consumed.contains(index - 1))
      guard marked || repeatNouns.contains(noun) && after || next else { return nil }
      if rule.freq == .daily, noun == "weeks", !marked { return nil }
      // "but only thirty times": the words that bound it go with it.
      var lower = index
      if lower > 0, ["only", "just"].contains(words[lower - 1]) { lower -= 1 }
      if lower > 0, lower < index, ["but", "and"].contains(words[lower - 1]) { lower -= 1 }
      return repeats(count, noun, of: rule).map { ($0, lower..<upper) }
    } else {
      return nil
    }
    // "x10 days", "x6 weeks": a count with its unit; "x4" alone counts repeats.
    if let counted = repeats(count, at(unit), of: rule) { return (counted, index..<(unit + 1)) }
    guard count > 0, count <= Limits.count else { return nil }
    return (count, index..<unit)
  }

  /// The rule's last day said at `index`: "until", "till", "through", "up to", "ending (on)",
  /// "end (it) on", "stop (it) (on/at/after)" before a day, or a second day said after the
  /// first ("jan 1 to jan 31", "1 dec → 24 dec"). The day and the words it spans.
  private static func lastDay(_ u: Utterance, at index: Int, today: LocalDay) -> (LocalDay, Range<Int>)? {
    let words = u.words
    func at(_ i: Int) -> String { i < words.count ? words[i] : "" }
    var lead: Int
    switch words[index] {
    case "until", "till", "til", "through", "thru": lead = index + 1
    case "up" where ["to", "until", "till"].contains(at(index + 1)): lead = index + 2
    case "ending", "ends", "end", "stop", "stops":
      lead = index + 1
      if at(lead) == "it" { lead += 1 }
      if ["on", "at", "after"].contains(at(lead)) { lead += 1 }
    case "to" where u.dateRange?.upperBound == index: lead = index + 1
    default:
      // "1 dec → 24 dec": a second day just after the first.
      guard u.dateRange?.upperBound == index else { return nil }
      lead = index
    }
    guard lead < words.count, at(lead) != "then",
      let (day, range) = DateReader.read(["by"] + words[lead...], at: 0, today: today), range.count > 1
    else { return nil }
    return (day, index..<(lead + range.upperBound - 1))
  }
}
