import SherpaCore

/// Normalised words with what the readers found in them — a recurrence, a count per
/// period, a date, a time or time slot, quantities — and which words each used up,
/// so what is left names the item, the goal or the note.
struct Utterance {
  let words: [String]
  var consumed: Set<Int> = []
  var recurrence: RecurrencePhrases.Reading?
  /// Where the repeat the reader found in these words ends (its end's words not counted).
  var ruleEnd: Int?
  var frequency: (target: Double, period: Period)?
  var date: LocalDay?
  var dateWords: [String] = []
  var time: LocalTime?
  var slot: TimeSlot?
  var quantities: [Quantity] = []
  /// Words of quantities and what follows them ("of", "a day"), left out of names.
  var quantityWords: Set<Int> = []
  /// The period a quantity was said per ("2 litres a day").
  var quantityPeriod: Period?
  var dateRange: Range<Int>?
  /// The sentence as it was said or typed, for notes that keep the person's words.
  var raw = ""
  /// The words as said, lowercase, with spoken numbers still words ("two thousand"),
  /// scanned again from `raw`.
  func saidWords() -> [String] { Contractions.expand(Scanner.words(raw)) }
  /// `words` with the possessives they were said with ("walk the neighbour's dog"): the
  /// normaliser drops a "'s" that is not a contraction, and a name keeps it where the
  /// word after it is the one said after it ("the car's been making a noise" is no
  /// possessive, and neither is a name that ends there).
  func possessive(_ words: [String]) -> [String] {
    guard raw.utf8.contains(0x27) || raw.unicodeScalars.contains("\u{2019}") else { return words }
    let scanned = Scanner.words(raw)
    var said: Set<[String]> = []
    for (word, next) in zip(scanned, scanned.dropFirst()) where word.hasSuffix("'s") && Contractions.table[word] == nil
    {
      said.insert([String(word.dropLast(2)), next])
    }
    guard !said.isEmpty else { return words }
    return words.indices.map { index in
      index + 1 < words.count && said.contains([words[index], words[index + 1]]) ? words[index] + "'s" : words[index]
    }
  }
  /// Whether a story came before these words ("the vet left a voicemail so …"): what
  /// it leads to is a one-off unless it repeats.
  var afterStory = false
  /// Whether the time was said as a wait from now ("in twenty minutes"): a one-off.
  var saysWait = false
  let wordSet: Set<String>
  let lengths: [Int]

  /// The errand after a story ("the expenses are due next monday at midday so add submit
  /// the expense report") takes the story's day and time where it says none of its own.
  mutating func takeWhen(from story: Utterance) {
    if date == nil, recurrence == nil {
      (date, dateWords, recurrence) = (story.date, story.dateWords, story.recurrence)
    }
    if time == nil, slot == nil { (time, slot) = (story.time, story.slot) }
  }

  init(words: [String], context: ParseContext) {
    self.words = words
    self.wordSet = words.count > 24 ? Set(words) : []
    self.lengths = words.map { $0.utf8.count }
    if let found = RecurrencePhrases.find(in: words, today: context.today) {
      recurrence = found.reading
      ruleEnd = found.range.upperBound
      consume(found.range)
      if let days = found.reading.days { consume(days) }
      for index in found.range {
        switch words[index] {
        case "morning", "mornings": slot = .morning
        case "evening", "evenings", "night", "nights", "nightly": slot = .evening
        default: break
        }
      }
    }
    if let found = FrequencyPhrases.find(in: words), !found.range.contains(where: consumed.contains) {
      frequency = (found.target, found.period)
      consume(found.range)
    }
    var timeRange: Range<Int>?
    var index = 0
    while index < words.count {
      // "every wednesday at ten for six weeks", "every morning at 7 until christmas": an
      // end said just after what a reader took (the rule's time) bounds the rule as if
      // said beside it, before the date reader takes "until christmas" for a start.
      if let ruleEnd, index >= ruleEnd, consumed.contains(index - 1), !consumed.contains(index),
        var reading = recurrence, reading.recurrence.end == .never,
        let (rule, upper) = RecurrencePhrases.end(of: reading.recurrence, in: words, at: index, today: context.today)
      {
        reading.recurrence = rule
        recurrence = reading
        consume(index..<upper)
        index = upper
        continue
      }
      if !consumed.contains(index), let (found, range) = TimeReader.read(words, at: index, context: context),
        !range.contains(where: consumed.contains)
      {
        switch found {
        case .time(let value):
          if time == nil { (time, timeRange) = (value, range) }
        case .later(let value):
          if time == nil { (time, saysWait) = (value, true) }
        case .slot(let value): if slot == nil { slot = value }
        }
        consume(range)
        index = range.upperBound
        continue
      }
      if !consumed.contains(index), date == nil,
        let (day, range) = DateReader.read(words, at: index, today: context.today),
        !range.contains(where: consumed.contains)
      {
        date = day
        dateRange = range
        dateWords = Array(words[range])
        if words[range].contains("tonight") && slot == nil { slot = .evening }
        consume(range)
        index = range.upperBound
        // "yesterday morning", "friday evening": the part of that day, not an item's word.
        if index < words.count, !consumed.contains(index), let part = Self.dayparts[words[index]] {
          if slot == nil { slot = part }
          consume(index..<(index + 1))
          dateWords.append(words[index])
          dateRange = range.lowerBound..<(index + 1)
          index += 1
        }
        continue
      }
      index += 1
    }
    index = 0
    while index < words.count {
      if !consumed.contains(index), let quantity = QuantityReader.read(words, at: index),
        !quantity.range.contains(where: consumed.contains)
      {
        quantities.append(quantity)
        for position in quantity.range { quantityWords.insert(position) }
        index = quantity.range.upperBound
        if index < words.count, words[index] == "of" {
          quantityWords.insert(index)
          index += 1
        }
        continue
      }
      index += 1
    }
    readQuantityPeriod()
    if let clock = time, slot == .evening || slot == .beforeBed, (1..<12).contains(clock.hour) {
      time = LocalTime(minutesSinceMidnight: clock.minutes + 12 * 60)
    }
    if let clock = time, let timeRange, clock.hour >= 13, saysMorning(),
      case (.time(let early), _)? = TimeReader.read(words, at: timeRange.lowerBound, context: context.wakingAtMidnight),
      early.hour < 12
    {
      time = early
    }
  }

  /// Whether the sentence puts its time in the morning ("every morning at six thirty", "a
  /// morning routine at half six") and names no later part of the day: an hour before
  /// waking is then that morning's, not the evening's.
  func saysMorning() -> Bool {
    slot == .morning
      || slot == nil && words.contains { $0 == "morning" || $0 == "mornings" }
        && !words.contains(where: Self.later.contains)
  }

  private static let later: Set<String> = [
    "afternoon", "afternoons", "evening", "evenings", "night", "nights", "tonight", "pm", "dinner", "supper", "bed",
  ]

  /// "a day", "per week" anywhere after a quantity.
  mutating func readQuantityPeriod() {
    guard !quantities.isEmpty, words.count >= 2 else { return }
    for index in 0..<(words.count - 1) where !consumed.contains(index) && !consumed.contains(index + 1) {
      guard ["a", "per", "each"].contains(words[index]) else { continue }
      let period: Period? =
        switch words[index + 1] {
        case "day", "night": .day
        case "week", "wk": .week
        case "month": .month
        default: nil
        }
      if let period {
        quantityPeriod = period
        quantityWords.insert(index)
        quantityWords.insert(index + 1)
        return
      }
    }
  }

  static let dayparts: [String: TimeSlot] = [
    "morning": .morning, "afternoon": .duringTheDay, "evening": .evening, "night": .evening,
  ]

  mutating func consume(_ range: Range<Int>) {
    for index in range { consumed.insert(index) }
  }

  /// The words of `range` read by a reader after the decision: consumed, and no amount.
  mutating func take(_ range: Range<Int>) {
    consume(range)
    quantities.removeAll { $0.range.overlaps(range) }
    quantityWords.subtract(range)
  }

  /// `day`, said in the words of `range`, as the date.
  mutating func takeDate(_ day: LocalDay, said range: Range<Int>) {
    (date, dateRange, dateWords) = (day, range, Array(words[range]))
    take(range)
  }

  /// Membership without hashing for the usual short utterance: lengths are compared
  /// before the strings, so most words are ruled out with one integer comparison.
  func has(_ word: String) -> Bool {
    guard words.count <= 24 else { return wordSet.contains(word) }
    let length = word.utf8.count
    for (index, candidate) in words.enumerated() where lengths[index] == length && candidate == word { return true }
    return false
  }

  /// A loop rather than `candidates.contains(where: has)`: the method reference would
  /// copy the whole utterance into a closure context on every call.
  func hasAny(_ candidates: [String]) -> Bool {
    for candidate in candidates where has(candidate) { return true }
    return false
  }
  func hasAny(in candidates: Set<String>) -> Bool { words.contains(where: candidates.contains) }

  /// Whether the words contain `phrase` in a row.
  func has(phrase: [String]) -> Bool { position(of: phrase) != nil }

  func position(of phrase: [String]) -> Int? {
    guard let first = phrase.first, has(first), phrase.count <= words.count else { return nil }
    for index in 0...(words.count - phrase.count) where Fillers.matches(words, index, phrase) { return index }
    return nil
  }

  func starts(with phrase: [String]) -> Bool { Fillers.matches(words, 0, phrase) }

  /// The quantity with a unit, else the first bare number.
  var quantity: Quantity? { quantities.first { $0.unit != nil } ?? quantities.first }
  /// The quantity a target is: none when it is a length and how often is said ("45 minutes
  /// three times a week": the three a week is the target).
  var targetQuantity: Quantity? { frequency != nil && quantity?.unit?.isTime == true ? nil : quantity }

  /// The words not used by a reader, in order, leaving out the positions in `skip`
  /// and, unless `keepQuantities`, the quantities.
  func leftover(skip: Set<Int> = [], keepQuantities: Bool = false, keeping: Set<Int> = []) -> [String] {
    var out: [String] = []
    for (index, word) in words.enumerated() where !consumed.contains(index) && !skip.contains(index) {
      if !keepQuantities && quantityWords.contains(index) && !keeping.contains(index) { continue }
      out.append(word)
    }
    return out
  }

  /// Every word but the date's, for titles and notes that keep their numbers and times.
  func withoutDate() -> [String] {
    guard let range = dateRange else { return words }
    return Array(words[..<range.lowerBound] + words[range.upperBound...])
  }

  /// The words after the first of `markers` found, for free-text notes.
  func after(_ markers: [[String]]) -> [String]? {
    for marker in markers {
      if let start = position(of: marker) { return Array(words[(start + marker.count)...]) }
    }
    return nil
  }
}
