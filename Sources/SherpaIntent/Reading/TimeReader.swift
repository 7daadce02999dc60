import SherpaCore

/// Clock times and parts of the day: "at seven", "7:30", "7pm", "half past six", "half seven",
/// "a quarter to nine", "noon", "at 7 30 in the evening", "after waking up" and
/// "before bed" (time slots). An hour said without am/pm is read as the next one
/// the person is awake for: before their wake hour it means the afternoon.
enum TimeReader {
  enum Found: Hashable {
    case time(LocalTime)
    case slot(TimeSlot)
    /// A time said as a wait from now ("in twenty minutes").
    case later(LocalTime)
  }

  static let slotPhrases: [([String], TimeSlot)] = [
    (["after", "waking", "up"], .afterWake), (["after", "i", "wake", "up"], .afterWake),
    (["when", "i", "wake", "up"], .afterWake), (["after", "i", "wake"], .afterWake),
    (["after", "waking"], .afterWake), (["first", "thing"], .afterWake), (["after", "wake", "up"], .afterWake),
    (["upon", "waking"], .afterWake), (["before", "bed"], .beforeBed), (["before", "bedtime"], .beforeBed),
    (["before", "sleep"], .beforeBed), (["before", "sleeping"], .beforeBed), (["at", "bedtime"], .beforeBed),
    (["before", "i", "go", "to", "bed"], .beforeBed), (["before", "going", "to", "bed"], .beforeBed),
    (["in", "the", "morning"], .morning), (["every", "morning"], .morning), (["mornings"], .morning),
    (["this", "morning"], .morning), (["this", "afternoon"], .duringTheDay), (["this", "evening"], .evening),
    (["during", "the", "day"], .duringTheDay), (["in", "the", "afternoon"], .duringTheDay),
    (["at", "lunch"], .duringTheDay), (["afternoons"], .duringTheDay),
    (["in", "the", "evening"], .evening), (["every", "evening"], .evening), (["evenings"], .evening),
    (["after", "work"], .evening), (["at", "night"], .evening), (["every", "night"], .evening),
    // Where an item is moved to ("move meditate to the evening").
    (["to", "the", "morning"], .morning), (["to", "the", "afternoon"], .duringTheDay),
    (["to", "the", "evening"], .evening), (["to", "evenings"], .evening), (["to", "mornings"], .morning),
  ]

  /// A time or slot starting at `index`, with the words it spans.
  static let slotsByFirstWord: WordMap<[([String], TimeSlot)]> = WordMap(
    Dictionary(grouping: slotPhrases, by: { $0.0[0] }))
  static let starts: WordSet = ["at", "by", "around", "noon", "midday", "midnight", "half", "quarter", "a"]

  static func read(_ words: [String], at index: Int, context: ParseContext) -> (Found, Range<Int>)? {
    if words[index] == "in", let later = fromNow(words, at: index, context: context) { return later }
    let phrases = slotsByFirstWord[words[index]]
    guard phrases != nil || starts.contains(words[index]) || Lexicon.startsWithDigit(words[index]) else {
      return nil
    }
    for (phrase, slot) in phrases ?? [] where Fillers.matches(words, index, phrase) {
      return (.slot(slot), index..<(index + phrase.count))
    }
    let hasAt = words[index] == "at" || words[index] == "by" || words[index] == "around"
    let start = hasAt ? index + 1 : index
    guard start < words.count else { return nil }
    guard let (hour, minute, length, explicit) = clock(words, at: start, hasAt: hasAt) else { return nil }
    var end = start + length
    var pm: Bool? = explicit
    func at(_ i: Int) -> String { i < words.count ? words[i] : "" }
    if pm == nil {
      if at(end) == "am" || at(end) == "a" && at(end + 1) == "m" {
        pm = false
        end += at(end) == "am" ? 1 : 2
      } else if at(end) == "pm" || at(end) == "p" && at(end + 1) == "m" {
        pm = true
        end += at(end) == "pm" ? 1 : 2
      } else if at(end) == "in" && at(end + 1) == "the" && at(end + 2) == "morning" {
        pm = false
        end += 3
      } else if at(end) == "in" && at(end + 1) == "the" && (at(end + 2) == "evening" || at(end + 2) == "afternoon") {
        pm = true
        end += 3
      } else if at(end) == "at" && at(end + 1) == "night" || at(end) == "tonight" {
        pm = true
        end += at(end) == "tonight" ? 0 : 2
      }
    }
    var hour24 = hour
    if hour <= 12 {
      switch pm {
      case .some(true): hour24 = hour == 12 ? 12 : hour + 12
      case .some(false): hour24 = hour == 12 ? 0 : hour
      case .none:
        // "dinner at seven" is in the evening, whatever time the person wakes; the meal
        // is said just before the time ("dinner with sam friday at seven").
        let evening =
          hour >= 5 && hour < 12
          && words[max(0, index - 5)..<index].contains { $0 == "dinner" || $0 == "supper" }
        hour24 = evening || hour < context.wake.hour && hour != 0 ? hour + 12 : hour
      }
    }
    guard let time = LocalTime(hour: hour24 % 24, minute: minute) else { return nil }
    return (.time(time), index..<end)
  }

  /// "in 20 minutes", "in an hour", "in half an hour", "in a couple of hours", "in an
  /// hour and a half": that long after the moment of reading, while it is still today.
  /// Spoken numbers are digits by now ("a couple of" is "2", "one" is "1").
  static func fromNow(_ words: [String], at index: Int, context: ParseContext) -> (Found, Range<Int>)? {
    func at(_ i: Int) -> String { i < words.count ? words[i] : "" }
    // "put in ten minutes of core", "lock in 1 hr": a length, not a wait.
    guard index == 0 || !["put", "lock", "fit", "squeeze", "get", "got"].contains(words[index - 1]) else { return nil }
    var next = index + 1
    var amount: Double
    if at(next) == "half", at(next + 1) == "an" || at(next + 1) == "a" {
      (amount, next) = (0.5, next + 2)
    } else if at(next) == "a" || at(next) == "an" {
      (amount, next) = (1, next + 1)
    } else if let number = Double(at(next)), number > 0 {
      (amount, next) = (number, next + 1)
    } else {
      return nil
    }
    let perUnit: Double
    switch at(next) {
    case "min", "mins", "minute", "minutes": perUnit = 1
    case "hour", "hours", "hr", "hrs", "h": perUnit = 60
    default: return nil
    }
    next += 1
    guard at(next) != "of" else { return nil }
    if perUnit == 60, at(next) == "and", at(next + 1) == "a", at(next + 2) == "half" {
      (amount, next) = (amount + 0.5, next + 3)
    }
    let minutes = context.time.minutes + Int((amount * perUnit).rounded())
    guard minutes < 24 * 60 else { return nil }
    return (.later(LocalTime(minutesSinceMidnight: minutes)), index..<next)
  }

  /// The hour and minute said at `index`, the words used, and am/pm when the word says it.
  private static func clock(_ words: [String], at index: Int, hasAt: Bool) -> (Int, Int, Int, Bool?)? {
    func at(_ i: Int) -> String { index + i < words.count ? words[index + i] : "" }
    let word = at(0)
    if word == "noon" || word == "midday" { return (12, 0, 1, nil) }
    if word == "midnight" { return (0, 0, 1, false) }
    if word == "half" && at(1) == "past", let hour = hourValue(at(2)) { return (hour, 30, 3, nil) }
    // "half seven" (British): half past seven, never before an amount ("half 2 litres").
    if word == "half", let hour = hourValue(at(1)), (1...12).contains(hour), Lexicon.units[at(2)] == nil {
      return (hour, 30, 2, nil)
    }
    if word == "quarter" || word == "a" && at(1) == "quarter" {
      let skip = word == "a" ? 1 : 0
      guard let hour = hourValue(at(skip + 2)) else { return nil }
      if at(skip + 1) == "past" || at(skip + 1) == "after" { return (hour, 15, skip + 3, nil) }
      if at(skip + 1) == "to" || at(skip + 1) == "til" { return ((hour + 23) % 24, 45, skip + 3, nil) }
      return nil
    }
    if word.utf8.contains(0x3A) {
      // "7:30", and "6:30am" / "8:40pm" written together.
      var clock = Substring(word)
      var pm: Bool?
      for suffix in ["am", "pm"] where clock.hasSuffix(suffix) {
        clock = clock.dropLast(2)
        pm = suffix == "pm"
      }
      let parts = clock.split(separator: ":")
      guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60 else {
        return nil
      }
      if pm != nil && !(1...12).contains(hour) { return nil }
      // "06:15" written with its zero is the 24-hour clock's, in the morning.
      let morning = parts[0].utf8.count == 2 && parts[0].hasPrefix("0")
      return (hour, minute, 1, pm ?? (hour > 12 ? true : morning ? false : nil))
    }
    for suffix in ["am", "pm"] where word.hasSuffix(suffix) {
      guard let hour = Int(word.dropLast(2)), (1...12).contains(hour) else { continue }
      return (hour, 0, 1, suffix == "pm")
    }
    if hasAt, let minutes = Int(word), (1..<60).contains(minutes), let real = hourValue(at(2)) {
      if at(1) == "past" || at(1) == "after" { return (real, minutes, 3, nil) }
      if at(1) == "to" { return ((real + 23) % 24, 60 - minutes, 3, nil) }
    }
    // "eight hundred am", "seven hundred and forty five pm" read as 800 and 745.
    if let spoken = Int(word), (100...1259).contains(spoken), spoken % 100 < 60, at(1) == "am" || at(1) == "pm",
      (1...12).contains(spoken / 100)
    {
      return (spoken / 100, spoken % 100, 1, at(1) == "pm")
    }
    guard let hour = hourValue(word) else { return nil }
    if at(1) == "oclock" { return (hour, 0, 2, nil) }
    let partOfDay = at(2) == "in" && at(3) == "the" || at(2) == "tonight" || at(2) == "at" && at(3) == "night"
    if let minutes = Int(at(1)), (10..<60).contains(minutes), hour <= 12,
      hasAt || ["am", "pm"].contains(at(2)) || partOfDay
    {
      return (hour, minutes, 2, nil)
    }
    if hasAt || ["am", "pm"].contains(at(1)) || at(1) == "a" && at(2) == "m" || at(1) == "p" && at(2) == "m" {
      return hour <= 23 ? (hour, 0, 1, nil) : nil
    }
    return nil
  }

  private static func hourValue(_ word: String) -> Int? {
    guard let value = Int(word), (0...24).contains(value) else { return nil }
    return value
  }
}
