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

  static func apply(_ words: [String]) -> (words: [String], corrected: Bool) {
    var words = words
    var corrected = false
    for _ in 0..<3 {
      guard let (start, length) = findMarker(words) else { break }
      let left = Array(words[..<start])
      let right = Array(words[(start + length)...])
      words = merge(left, right)
      corrected = true
    }
    return (words, corrected)
  }

  static func findMarker(_ words: [String]) -> (Int, Int)? {
    guard words.count >= 3 else { return nil }
    for index in 1..<(words.count - 1) {
      guard markerStarts.contains(words[index]) else { continue }
      for marker in markers where marker[0] == words[index] && Fillers.matches(words, index, marker) {
        let after = index + marker.count
        guard after < words.count else { continue }
        if marker == ["actually"] || marker == ["wait"] || marker == ["sorry"] || marker == ["oops"] {
          if ["i", "we", "am", "was"].contains(words[index - 1]) { continue }
          if marker != ["sorry"] && !NumberWords.isNumber(words[after]) && words[after] != words[0] { continue }
        }
        return (index, marker.count)
      }
      if words[index] == "no", NumberWords.isNumber(words[index - 1]), NumberWords.isNumber(words[index + 1]) {
        return (index, 1)
      }
    }
    return nil
  }

  static func merge(_ left: [String], _ right: [String]) -> [String] {
    guard let head = right.first, !left.isEmpty else { return right.isEmpty ? left : right }
    if let same = left.lastIndex(of: head) { return Array(left[..<same]) + right }
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
