import SherpaCore

/// A goal's deadline said in words the date reader leaves alone: "this month", "this year",
/// "next year", "by year end", "before the year is out", "by NYE", "by new year", "by the end
/// of Q1", "by next october", "by the end of twenty twenty seven"; and "the end of december
/// next year", which the reader takes for this year's.
extension DateRereading {
  static func deadlined(_ u: Utterance, context: ParseContext) -> Utterance? {
    let words = u.words
    let today = context.today
    func at(_ i: Int) -> String { i >= 0 && i < words.count ? words[i] : "" }
    if let date = u.date, let range = u.dateRange, at(range.upperBound) == "next", at(range.upperBound + 1) == "year",
      date.year == today.year, let later = LocalDay(year: date.year + 1, month: date.month, day: date.day)
    {
      var read = u
      read.takeDate(later, said: range.lowerBound..<(range.upperBound + 2))
      return read
    }
    guard u.date == nil else { return nil }
    for index in words.indices where !u.consumed.contains(index) {
      guard let (day, length) = deadline(words, at: index, today: today) else { continue }
      let range = index..<(index + length)
      if range.contains(where: u.consumed.contains) { continue }
      var read = u
      read.takeDate(day, said: range)
      return read
    }
    return nil
  }

  /// The last day of what the words at `index` name, and how many words name it.
  static func deadline(_ words: [String], at index: Int, today: LocalDay) -> (LocalDay, Int)? {
    func at(_ i: Int) -> String { i >= 0 && i < words.count ? words[i] : "" }
    func yearEnd(_ year: Int) -> LocalDay? { LocalDay(year: year, month: 12, day: 31) }
    let word = at(index)
    let next = at(index + 1)
    switch word {
    case "this" where next == "month": return (DateReader.endOfMonth(today), 2)
    case "this" where next == "week": return (DateReader.endOfWeek(today), 2)
    case "this" where next == "year": return yearEnd(today.year).map { ($0, 2) }
    case "next" where next == "year": return yearEnd(today.year + 1).map { ($0, 2) }
    case "next":
      // "by next october": that month's last day, next year's when it is this month.
      guard let month = Lexicon.months[next], next != "may" else { return nil }
      return (DateReader.endOfUpcoming(month: month, today: month == today.month ? today.adding(months: 1) : today), 2)
    case "year" where next == "end": return yearEnd(today.year).map { ($0, 2) }
    case "years" where next == "end": return yearEnd(today.year).map { ($0, 2) }
    case "the" where next == "year" && at(index + 2) == "is" && at(index + 3) == "out":
      return yearEnd(today.year).map { ($0, 4) }
    case "nye": return yearEnd(today.year).map { ($0, 1) }
    case "new" where ["year", "years", "year's"].contains(next):
      // "by new year": its first day; not "new year's resolution", "new year's eve" or "day".
      guard !["eve", "day", "resolution", "resolutions"].contains(at(index + 2)) else { return nil }
      return LocalDay(year: today.year + 1, month: 1, day: 1).map { ($0, 2) }
    case "end" where next == "of":
      let the = at(index + 2) == "the" ? 1 : 0
      let what = at(index + 2 + the)
      // "end of q1", "end of q 1", "the end of the quarter".
      var quarter: Int?
      var used = 3 + the
      if what.count == 2, what.first == "q", let number = Int(what.dropFirst()) {
        quarter = number
      } else if what == "q", let number = Int(at(index + 3 + the)) {
        (quarter, used) = (number, 4 + the)
      } else if what == "quarter" {
        quarter = (today.month - 1) / 3 + 1
      }
      if let quarter, (1...4).contains(quarter) {
        return (DateReader.endOfUpcoming(month: quarter * 3, today: today), used)
      }
      // "the end of twenty twenty seven": the normaliser wrote "20" "27".
      if the == 0, let century = Int(what), (19...21).contains(century), let rest = Int(at(index + 3)),
        (0...99).contains(rest), century * 100 + rest >= today.year
      {
        return yearEnd(century * 100 + rest).map { ($0, 4) }
      }
      return nil
    default: return nil
    }
  }
}
