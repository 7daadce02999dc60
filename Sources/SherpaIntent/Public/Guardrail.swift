/// Spots what a coach must not handle: self-harm, suicide, eating disorders, abuse.
/// Such a line gets a fixed, kind reply on the device and is never sent to the LLM.
/// Everyday idioms ("this workout is killing me", "i could kill for a coffee",
/// "dying to try it", "starving") do not trip it.
public enum Guardrail {
  public static func isRedFlag(_ text: String) -> Bool {
    isRedFlag(words: Contractions.expand(Scanner.words(text)))
  }

  /// The check on words already scanned and with contractions expanded (the parser's
  /// first step, so a parse carries the answer as `ParseResult.redFlag`).
  static func isRedFlag(words: [String]) -> Bool {
    guard !words.isEmpty else { return false }
    for index in words.indices {
      guard let candidates = GuardrailPhrases.byFirstWord[words[index]] else { continue }
      for candidate in candidates where Fillers.matches(words, index, candidate.words) {
        if candidate.idioms.isEmpty { return true }
        let explained = candidate.idioms.contains { idiom in
          words.indices.contains { Fillers.matches(words, $0, idiom) }
        }
        if !explained { return true }
      }
    }
    return false
  }
}
