import SherpaCore

extension SlotRereading {
  /// Words between two scores that choose or take back ("a six no an eight", "6.. actually
  /// make it 7", "a five or a six, let's say six", "between a six and a seven, call it seven").
  static let scoreChoiceWords: Set<String> = Vocabulary.takeBack.union([
    "nah", "make", "call", "say", "go", "or", "between", "rather", "more", "fix",
  ])

  /// Of the numbers a wrap-up or a reflection holds (`candidates`, in the order said), the
  /// one given as the score when it is said which: the last when words that choose or take
  /// back stand between the first and the last ("a six no an eight", "sleep 3/5… nah,
  /// 2/5"), else the last put on the scale ("9/10", "8 out of 10"); never one denied ("not
  /// 3") nor the scale itself. Nil when neither is said.
  static func scoreChosen(_ u: Utterance, candidates: [(index: Int, value: Int)], outOf scale: Int) -> Int? {
    let words = u.words
    func onScale(_ candidate: (index: Int, value: Int)) -> Bool {
      let next = candidate.index + 1
      if next + 2 < words.count, words[next] == "out", words[next + 1] == "of", words[next + 2] == String(scale) {
        return true
      }
      return next < words.count && words[next] == String(scale) && u.raw.contains("\(candidate.value)/\(scale)")
    }
    let scaled = candidates.filter(onScale)
    let candidates = candidates.filter { candidate in
      (candidate.index == 0 || words[candidate.index - 1] != "not")
        && !scaled.contains { $0.index + 1 == candidate.index }
    }
    if let first = candidates.first, let last = candidates.last, last.index > first.index,
      words[(first.index + 1)..<last.index].contains(where: scoreChoiceWords.contains)
    {
      return last.value
    }
    return scaled.last { candidates.map(\.index).contains($0.index) }?.value
  }
}
