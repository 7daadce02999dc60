/// Turns what was typed or transcribed into the words the readers work on: lowercase,
/// no punctuation, contractions expanded, fillers and polite wrappers gone, spoken
/// numbers as digits, recogniser slips mended ("to miles" → "2 miles", `Misheard`) and
/// self-corrections applied.
enum Normalizer {
  struct Output {
    var words: [String]
    var selfCorrected: Bool
    /// The words as scanned, contractions expanded, before anything was dropped or
    /// folded (what the guardrail reads).
    var scanned: [String]
  }

  /// `keepingRequests`: "make that a goal" takes nothing back (`SelfCorrection`).
  static func normalize(_ text: String, keepingRequests: Bool = false) -> Output {
    let scanned = Contractions.expand(Scanner.words(text))
    let cleaned = NumberWords.fold(Misheard.mend(Fillers.drop(scanned)))
    let mended = mendSlips(cleaned)
    let (words, corrected) = SelfCorrection.apply(mended, keepingRequests: keepingRequests)
    return Output(words: words, selfCorrected: corrected, scanned: scanned)
  }

  /// "to"/"too" and "for" heard where a number belongs: before a unit word, with no
  /// number already in front ("did to miles" → "did 2 miles").
  static func mendSlips(_ words: [String]) -> [String] {
    var out = words
    for index in out.indices where index + 1 < out.count && Lexicon.isUnitWord(out[index + 1]) {
      let previousIsNumber = index > 0 && NumberWords.isNumber(out[index - 1])
      guard !previousIsNumber else { continue }
      if out[index] == "to" || out[index] == "too" {
        out[index] = "2"
      } else if out[index] == "for", index > 0, ["ran", "walked", "did", "drank", "log"].contains(out[index - 1]) {
        out[index] = "4"
      }
    }
    return out
  }
}
