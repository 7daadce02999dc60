import SherpaCore

extension DateRereading {
  /// The sentence with a clock time the time reader leaves alone put in words it reads, for
  /// a new item's, an edit's or a routine's time: written with a dot ("7.30am", "6.30pm",
  /// "5.30 p.m.", "at 7.15") and an hour said without "at" before the part of the day
  /// ("ten in the morning", "six this evening", "twelve o clock"). Nil when no time was
  /// read this way.
  static func reclocked(_ u: Utterance, context: ParseContext) -> (Utterance, Rewritten)? {
    guard u.time == nil else { return nil }
    let words = u.words
    func at(_ i: Int) -> String { i >= 0 && i < words.count ? words[i] : "" }
    var text = Rewritten(words)
    var changed = false
    for index in words.indices.reversed() where !u.consumed.contains(index) {
      let word = words[index]
      if let dotted = dottedClock(word, next: at(index + 1), after: at(index - 1)) {
        text.replace(index..<(index + 1), with: dotted)
        changed = true
      } else if let hour = Int(word), (1...12).contains(hour), at(index - 1) != "at",
        dayparts.contains(where: { Array(words[(index + 1)...].prefix($0.count)) == $0 })
      {
        text.insert("at", at: index)
        changed = true
      }
    }
    guard changed, let read = text.read(as: u, context: context), read.time != nil else { return nil }
    return (read, text)
  }

  /// What may follow an hour said without "at" and make it a clock time.
  private static let dayparts: [[String]] = [
    ["in", "the", "morning"], ["in", "the", "evening"], ["in", "the", "afternoon"], ["in", "morning"],
    ["this", "evening"], ["this", "morning"], ["this", "afternoon"], ["tonight"], ["at", "night"], ["o", "clock"],
    ["oclock"], ["o'clock"],
  ]

  /// "7.30am" → "7:30am", "6.30" before "pm" or "p", "7.15" after "at": the words that say
  /// it with a colon; nil for a number that is not such a time ("2.5 km").
  private static func dottedClock(_ word: String, next: String, after: String) -> [String]? {
    var clock = Substring(word)
    var half = ""
    for suffix in ["am", "pm"] where clock.hasSuffix(suffix) {
      clock = clock.dropLast(2)
      half = suffix
    }
    let parts = clock.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1].utf8.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
      (0...23).contains(hour), (0...59).contains(minute)
    else { return nil }
    guard !half.isEmpty || ["am", "pm", "a", "p"].contains(next) || after == "at" else { return nil }
    return ["\(hour):\(parts[1])\(half)"]
  }
}
