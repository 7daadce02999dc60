/// Words a speech recogniser writes for the ones meant, mended where the words around
/// them leave no doubt: "won hundred" → "1 hundred", "a for out of five" → "a 4 out of
/// five", "for days a week" → "4 days a week", "flawsed" → "flossed", "the jim" → "the gym", "brake down" → "break down",
/// "at a task" (first) → "add a task". A word alone is never changed when it could be
/// meant ("jim" may be a friend, "red" a colour).
enum Misheard {
  /// Always a slip: no one means these words.
  static let always: WordMap<String> = [
    "flawsed": "flossed", "flawssed": "flossed", "flawsing": "flossing", "flawse": "floss", "mourning": "morning",
    "medatated": "meditated", "meditatied": "meditated",
  ]
  /// Number words heard as others: before a scale ("won hundred", "ate thousand") or a
  /// score's scale ("a for out of five").
  static let numbers: WordMap<Int> = ["won": 1, "to": 2, "too": 2, "for": 4, "ate": 8]

  static func mend(_ words: [String]) -> [String] {
    var out = words
    for index in out.indices {
      let word = out[index]
      func at(_ offset: Int) -> String {
        index + offset >= 0 && index + offset < out.count ? out[index + offset] : ""
      }
      if let meant = always[word] {
        out[index] = meant
      } else if let meant = numbers[word],
        at(1) == "hundred" || at(1) == "thousand" || at(1) == "out" && at(2) == "of",
        NumberWords.small[at(-1)] == nil, NumberWords.tens[at(-1)] == nil, NumberWords.digits(at(-1)) == nil
      {
        out[index] = String(meant)
      } else if word == "for", at(1) == "days" || at(1) == "times", ["a", "per", "every", "each"].contains(at(2)) {
        out[index] = "4"
      } else if word == "jim", at(-1) == "the" {
        out[index] = "gym"
      } else if word == "brake", at(1) == "down" || at(1) == "it" {
        out[index] = "break"
      } else if word == "leaders" || word == "leeters", at(1) == "of" || NumberWords.digits(at(-1)) != nil {
        out[index] = "litres"
      } else if word == "at", index == 0, at(1) == "a", ["task", "habit", "todo"].contains(at(2)) {
        out[index] = "add"
      }
    }
    return out
  }
}
