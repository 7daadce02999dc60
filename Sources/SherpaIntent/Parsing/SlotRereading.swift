import SherpaCore

/// What is read again for the slots alone, after the model's decision, so the model reads
/// each sentence as it was taught: an amount said again after a correction, an edit's new
/// clock time said after "to", a repeat put in words the reader leaves alone.
enum SlotRereading {
  /// The sentence as the slots of `intent` read it: an edit's time said after "to", a time,
  /// a repeat, an amount or a date said in words the readers leave alone, an amount said
  /// again after a correction; with the matched item's words where they now are.
  static func reread(
    _ intent: Intent, _ said: Utterance, match: ItemMatcher.Match?, context: ParseContext
  ) -> (Utterance, ItemMatcher.Match?) {
    let amends = [.logProgress, .editItem, .startFocus].contains(intent)
    let adds = intent == .addItem || intent == .editItem
    var heard = intent == .editItem ? retimed(said, context: context) ?? said : said
    if adds { heard = retimedAfterCorrection(heard, context: context) ?? heard }
    var match = match
    if adds || intent == .routine, let (read, text) = DateRereading.reclocked(heard, context: context) {
      (heard, match) = (read, text.moved(match))
    }
    if adds, let (read, text) = RepeatRereading.reruled(heard, context: context) {
      (heard, match) = (read, text.moved(match))
    }
    if adds, let (read, text) = RepeatRereading.rerepeated(heard, context: context) {
      (heard, match) = (read, text.moved(match))
    }
    if amends || intent == .addItem, let (read, text) = reamounted(heard, context: context) {
      (heard, match) = (read, text.moved(match))
    }
    if let (read, text) = DateRereading.redated(heard, context: context) { (heard, match) = (read, text.moved(match)) }
    if let read = DateRereading.uncounted(heard, context: context) { heard = read }
    if intent == .goalCreate, let read = DateRereading.deadlined(heard, context: context) { heard = read }
    if intent != .addItem, intent != .goalCreate, let read = DateRereading.pastDated(heard, context: context) {
      heard = read
    }
    // Last: these mark the words of the utterance they are given, which the others read again.
    if adds, let read = RepeatRereading.reended(heard, context: context) { heard = read }
    if adds || [.skip, .logProgress, .complete].contains(intent),
      let read = DateRereading.lastDated(heard, asked: adds, context: context)
    {
      heard = read
    }
    return (amends ? amended(heard) ?? heard : heard, match)
  }

  /// Words around a correction ("oh no", "i mean", "make it", "it was", "hang on").
  static let correctionFillers: Set<String> = ["oh", "i", "make", "it", "was", "hang", "on", "or"]

  /// The utterance with an amount said again after a correction put first, so the slots
  /// take it ("stretched 5 min wait it was 8" → 8 min, "walked 8000 steps no 8500" → 8500
  /// steps, "focus 20 min.. make it 25"); a bare amount takes the unit of the one it corrects. The model has read the
  /// sentence already: this changes only the slots. Nil when nothing was corrected.
  static func amended(_ u: Utterance) -> Utterance? {
    let words = u.words
    guard u.quantities.count >= 2 else { return nil }
    // The amount taken back is the last before the correction word, the new one the
    // first after it, each within a few words of it ("i ran uh six kilometers or no it
    // was seven"), or the new one said just before "actually" ("40m… 45 actually").
    var pair: (first: Quantity, second: Quantity)?
    for (index, word) in words.enumerated()
    where Vocabulary.takeBack.contains(word)
      || word == "make" && index + 1 < words.count && ["it", "that"].contains(words[index + 1])
    {
      // "no" takes back only when a number or more words of a correction follow it ("no
      // 30", "no wait", "no it was 8"), not in "no phone for an hour".
      if word == "no", index + 1 < words.count {
        let next = words[index + 1]
        guard
          NumberWords.digits(next) != nil || ["a", "an", "half"].contains(next) || Vocabulary.takeBack.contains(next)
            || correctionFillers.contains(next) || QuantityReader.glued(next) != nil
        else { continue }
      }
      if word == "actually", let second = u.quantities.last(where: { $0.range.upperBound == index }),
        let first = u.quantities.last(where: { $0.range.upperBound <= second.range.lowerBound }),
        second.range.lowerBound - first.range.upperBound <= 2
      {
        pair = (first, second)
        break
      }
      guard let first = u.quantities.last(where: { $0.range.upperBound <= index }),
        let second = u.quantities.first(where: { $0.range.lowerBound > index }),
        index - first.range.upperBound <= 3, second.range.lowerBound - index <= 4
      else { continue }
      pair = (first, second)
      break
    }
    guard let (first, second) = pair else { return nil }
    // "7 50" is seven fifty said as one number, not a correction to 7.
    if second.unit == nil, second.range.upperBound < words.count,
      NumberWords.digits(words[second.range.upperBound]) != nil
    {
      return nil
    }
    var corrected = second
    if second.unit == nil, first.unit != nil, let unitWord = unitWord(of: first, in: words) {
      let again = Array(words[second.range]) + [unitWord]
      guard let read = QuantityReader.read(again, at: 0), read.unit != nil else { return nil }
      corrected = read
      corrected.range = second.range
    }
    var amended = u
    amended.quantities = [corrected] + u.quantities.filter { $0 != first && $0 != second }
    // The words of the correction are no part of a name ("stretched 5 min wait it was 8").
    let between = first.range.upperBound..<second.range.lowerBound
    for index in between where Vocabulary.takeBack.contains(words[index]) || correctionFillers.contains(words[index]) {
      amended.quantityWords.insert(index)
    }
    if second.range.upperBound < words.count, words[second.range.upperBound] == "actually" {
      amended.quantityWords.insert(second.range.upperBound)
    }
    return amended
  }

  /// The word that gave `quantity` its unit: its last word, or the unit glued to a number
  /// ("15m").
  static func unitWord(of quantity: Quantity, in words: [String]) -> String? {
    let last = words[quantity.range.upperBound - 1]
    if Lexicon.units[last] != nil { return last }
    guard let glued = QuantityReader.glued(last) else { return nil }
    return glued.unit == "m" ? (glued.value >= 100 ? "metres" : "min") : glued.unit
  }

  /// Words after a bare hour that make it a clock time ("to six in the evening", "to ten
  /// at night", "to seven fifteen", "to 6 30 pm").
  static let clockCues: Set<String> = ["am", "pm", "in", "at", "tonight", "oclock", "o'clock"]

  /// An edit's new clock time said after "to" or "for" without "at" ("change gym to six in
  /// the evening", "move read to nine at night", "change morning pages to seven fifteen"),
  /// which the time reader leaves alone in a sentence read for the model: the sentence read
  /// again with "at" there, for the slots only. Nil when no such time is said.
  static func retimed(_ u: Utterance, context: ParseContext) -> Utterance? {
    guard u.time == nil else { return nil }
    let words = u.words
    for index in words.indices.dropLast() where words[index] == "to" || words[index] == "for" {
      guard let hour = Int(words[index + 1]), (1...23).contains(hour), !u.consumed.contains(index + 1) else {
        continue
      }
      let next = index + 2 < words.count ? words[index + 2] : ""
      let minutes = Int(next).map { (0...59).contains($0) } ?? false
      guard clockCues.contains(next) || minutes else { continue }
      var text = Rewritten(words)
      text.replace(index..<(index + 1), with: ["at"])
      guard let read = text.read(as: u, context: context), read.time != nil else { return nil }
      return read
    }
    return nil
  }
}

extension SlotRereading {
  /// Words that may stand between a word that takes back a time and the time said instead
  /// ("at ten actually make it ten thirty", "seven no wait at eight").
  static let timeCorrectionFillers: Set<String> = [
    "wait", "uh", "um", "it", "was", "make", "that", "at", "i", "mean", "like", "no", "sorry", "actually", "for",
  ]

  /// The utterance with a clock time said again after a correction as its time ("every
  /// night at ten no half ten" → 22:30, "meditate at seven am no six thirty" → 06:30,
  /// "gym 6am.. actually 7am"); a time said without am or pm stays in the half of the day
  /// of the one it corrects. The corrected words are no part of a name. Nil when no time
  /// is taken back.
  static func retimedAfterCorrection(_ u: Utterance, context: ParseContext) -> Utterance? {
    guard let first = u.time else { return nil }
    let words = u.words
    guard
      let said = words.indices.first(where: { index in
        if case .time? = TimeReader.read(words, at: index, context: context)?.0 { return true }
        return false
      })
    else { return nil }
    for back in words.indices.reversed()
    where back > said
      && (Vocabulary.takeBack.contains(words[back])
        || words[back] == "make" && back + 1 < words.count
          && (words[back + 1] == "it" || words[back + 1] == "that"))
    {
      var start = back + 1
      while start < words.count, start - back <= 4, timeCorrectionFillers.contains(words[start]) { start += 1 }
      guard start < words.count,
        let (found, range) = TimeReader.read(["at"] + words[start...], at: 0, context: context),
        case .time(let again) = found
      else { continue }
      let end = start + range.upperBound - 1
      let explicit =
        words[start..<end].contains { ["am", "pm", "morning", "evening", "night"].contains($0) }
        || words[start..<end].contains { $0.hasSuffix("am") || $0.hasSuffix("pm") }
      var time = again
      if !explicit {
        let morning = first.minutes < 12 * 60
        if morning && time.minutes >= 13 * 60 { time = LocalTime(minutesSinceMidnight: time.minutes - 12 * 60) }
        if !morning && time.minutes < 12 * 60 { time = LocalTime(minutesSinceMidnight: time.minutes + 12 * 60) }
      }
      guard time != first else { return nil }
      var read = u
      read.time = time
      for index in back..<end { read.consumed.insert(index) }
      return read
    }
    return nil
  }
}
