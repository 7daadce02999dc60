/// Applies what a speaker corrects mid-sentence: "add gym no wait add run" → "add run",
/// "at 6 sorry 7" → "at 7", "log 20 no 30 minutes" → "log 30 minutes". The words after
/// the marker replace the matching part before it: from the same word if it is repeated,
/// the last number if a number is given, else as many words as were said.
enum SelfCorrection {
  static let markers: [[String]] = [
    ["no", "wait"], ["wait", "no"], ["no", "sorry"], ["sorry", "i", "mean"], ["i", "mean"], ["i", "meant"],
    ["actually", "no"], ["no", "actually"], ["scratch", "that"], ["make", "that"], ["or", "rather"],
    ["no", "no"], ["sorry"], ["wait"], ["oops"], ["actually"],
  ]

  static let markerStarts: WordSet = WordSet(markers.map { $0[0] })

  /// With `keepingRequests`, "make that a goal", "make that a weekly habit" ask for
  /// something and take nothing back (the slots' reading; the model was taught on the
  /// reading without it).
  static func apply(_ words: [String], keepingRequests: Bool = false) -> (words: [String], corrected: Bool) {
    var words = words
    var corrected = false
    for _ in 0..<3 {
      guard let (start, length) = findMarker(words, keepingRequests: keepingRequests) else { break }
      let left = Array(words[..<start])
      let right = Array(words[(start + length)...])
      words = merge(left, right)
      corrected = true
    }
    return (words, corrected)
  }

  static func findMarker(_ words: [String], keepingRequests: Bool = false) -> (Int, Int)? {
    guard words.count >= 3 else { return nil }
    for index in 1..<(words.count - 1) {
      guard markerStarts.contains(words[index]) else { continue }
      for marker in markers where marker[0] == words[index] && Fillers.matches(words, index, marker) {
        let after = index + marker.count
        guard after < words.count else { continue }
        if keepingRequests && marker == ["make", "that"] && asks(words[after...]) { continue }
        if marker == ["actually"] || marker == ["wait"] || marker == ["sorry"] || marker == ["oops"] {
          if ["i", "we", "am", "was"].contains(words[index - 1]) { continue }
          // "thurs - wait, friday": a day said again after a day.
          let dayAgain = isDay(words[index - 1]) && isDay(words[after])
          if marker != ["sorry"] && !NumberWords.isNumber(words[after]) && words[after] != words[0] && !dayAgain {
            continue
          }
        }
        return (index, marker.count)
      }
      // "20 no 30 minutes", "at two pm no three pm", "10 pm no 10:30", "by february no
      // march first", "friday no saturday".
      if words[index] == "no", isValue(words[index - 1]) || meridiem.contains(words[index - 1]),
        isValue(words[index + 1])
      {
        return (index, 1)
      }
      if words[index] == "no", isDay(words[index - 1]), isDay(words[index + 1]) { return (index, 1) }
    }
    return nil
  }

  static let meridiem: Set<String> = ["am", "pm"]

  /// Words that make "make that …" a request: "a goal", "a weekly habit", "my top priority".
  static let requested: Set<String> = [
    "goal", "habit", "task", "todo", "reminder", "thing", "priority", "routine", "daily", "weekly", "monthly",
    "recurring", "repeating", "one-off", "milestone",
  ]

  static func asks(_ words: ArraySlice<String>) -> Bool {
    words.prefix(4).contains { requested.contains($0) }
  }

  /// A number or a clock time, with or without its am or pm ("20", "10:30", "10pm").
  static func isValue(_ word: String) -> Bool {
    let bare = meridiemSuffix(word) == nil ? word : String(word.dropLast(2))
    if NumberWords.isNumber(bare) { return true }
    return !bare.isEmpty && bare.first?.isNumber == true && bare.allSatisfy { $0.isNumber || $0 == ":" || $0 == "." }
  }

  /// "pm" in "10pm", "am" in "6.30am".
  static func meridiemSuffix(_ word: String) -> String? {
    guard word.count > 2, let suffix = meridiem.first(where: { word.hasSuffix($0) }),
      word.dropLast(2).last?.isNumber == true
    else { return nil }
    return suffix
  }

  /// A month or a weekday: the start of a date said again ("april no wait march the 12th").
  static func isDay(_ word: String) -> Bool { Lexicon.months[word] != nil || Lexicon.weekdays[word] != nil }

  static func merge(_ left: [String], _ right: [String]) -> [String] {
    guard let head = right.first, !left.isEmpty else { return right.isEmpty ? left : right }
    if let same = left.lastIndex(of: head) { return Array(left[..<same]) + right }
    // A day said again replaces the day said first, from its month or weekday on.
    if isDay(head), head != "may", let at = left.lastIndex(where: { isDay($0) && $0 != "may" }) {
      return Array(left[..<at]) + right
    }
    // A time said again replaces the time said first, its am or pm kept when the new
    // one has none: "two pm no three pm" -> "three pm", "10pm no 10:30" -> "10:30pm".
    if isValue(head), let at = left.lastIndex(where: isValue) {
      let attached = meridiemSuffix(left[at])
      let following = at + 1 < left.count && meridiem.contains(left[at + 1]) ? left[at + 1] : nil
      if attached != nil || following != nil {
        let hasItsOwn = meridiemSuffix(head) != nil || right.count > 1 && meridiem.contains(right[1])
        var out = Array(left[..<at]) + [head + (hasItsOwn ? "" : attached ?? "")]
        if !hasItsOwn, let following { out.append(following) }
        return out + right.dropFirst()
      }
    }
    if NumberWords.isNumber(head), let number = left.lastIndex(where: NumberWords.isNumber) {
      if right.count == 1 || !Lexicon.isUnitWord(right[1]) {
        var out = left
        out[number] = head
        return out + right.dropFirst()
      }
      return Array(left[..<number]) + right
    }
    let keep = max(1, left.count - right.count)
    return Array(left[..<keep]) + right
  }
}
