/// Spots what a coach must not handle: self-harm, suicide, eating disorders, abuse.
/// Such a line gets a fixed, kind reply on the device and is never sent to the LLM.
/// Everyday idioms ("this workout is killing me", "i could kill for a coffee",
/// "dying to try it", "starving") do not trip it.
public enum Guardrail {
  public static func isRedFlag(_ text: String) -> Bool {
    let words = Contractions.expand(Scanner.words(text))
    guard !words.isEmpty else { return false }
    let joined = " " + words.joined(separator: " ") + " "
    for phrase in GuardrailPhrases.always where joined.contains(phrase) { return true }
    for (phrase, idioms) in GuardrailPhrases.unlessIdiom where joined.contains(phrase) {
      if !idioms.contains(where: joined.contains) { return true }
    }
    return false
  }
}
