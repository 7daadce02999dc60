/// A small English stemmer for item names: tense, plural and -ing fall away
/// ("brushed" → "brush", "teeth" → "tooth", "running" → "run", "meditated" →
/// "meditat", "ran" → "run"), so spoken forms meet stored names.
enum Stemmer {
  static let irregular: [String: String] = [
    "ran": "run", "teeth": "tooth", "drank": "drink", "drunk": "drink", "went": "go", "gone": "go",
    "did": "do", "done": "do", "wrote": "write", "written": "write", "ate": "eat", "eaten": "eat",
    "swam": "swim", "swum": "swim", "rode": "ride", "ridden": "ride", "slept": "sleep", "took": "take",
    "taken": "take", "made": "make", "read": "read", "reading": "read", "sat": "sit", "meditation": "meditat",
    "stretches": "stretch", "stretching": "stretch", "journaling": "journal", "journalled": "journal",
    "flossed": "floss", "flossing": "floss", "gym": "gym", "lifted": "lift", "lifting": "lift", "weights": "weight",
    "dishes": "dish", "taxes": "tax", "walking": "walk", "running": "run", "jogging": "jog", "yoga": "yoga",
    "bought": "buy", "paid": "pay", "called": "call", "cooked": "cook", "cooking": "cook", "studied": "study",
    "studying": "study", "practiced": "practic", "practised": "practic", "practicing": "practic",
    "practising": "practic", "vitamins": "vitamin", "pills": "pill", "emails": "email",
  ]

  static func stem(_ word: String) -> String {
    if let known = irregular[word] { return known }
    var scalars = Array(word.unicodeScalars)
    guard scalars.count > 3 else { return word }
    func ends(_ suffix: String) -> Bool {
      let tail = Array(suffix.unicodeScalars)
      return scalars.count > tail.count + 2 && Array(scalars.suffix(tail.count)) == tail
    }
    if ends("ies") {
      scalars.removeLast(3)
      scalars.append("y")
    } else if ends("ing") {
      scalars.removeLast(3)
    } else if ends("ed") {
      scalars.removeLast(2)
    } else if ends("es") && ["sh", "ch", "ss", "x"].contains(where: { ends($0 + "es") }) {
      scalars.removeLast(2)
    } else if ends("s") && !ends("ss") && !ends("us") {
      scalars.removeLast(1)
    }
    if scalars.count > 3, scalars.last == "e" { scalars.removeLast() }
    if scalars.count > 3, let last = scalars.last, last == scalars[scalars.count - 2],
      !["l", "s", "z"].contains(last)
    {
      scalars.removeLast()
    }
    var out = String.UnicodeScalarView()
    out.append(contentsOf: scalars)
    return String(out)
  }
}
