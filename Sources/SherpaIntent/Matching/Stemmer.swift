/// A small English stemmer for item names: tense, plural and -ing fall away
/// ("brushed" → "brush", "teeth" → "tooth", "running" → "run", "meditated" →
/// "meditat", "ran" → "run"), so spoken forms meet stored names.
enum Stemmer {
  static let irregular: WordMap<String> = [
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
    var bytes = Array(word.utf8)
    guard bytes.count > 3, bytes.count < 40 else { return word }
    func ends(_ tail: StaticString) -> Bool {
      let count = tail.utf8CodeUnitCount
      guard bytes.count > count + 2 else { return false }
      let start = tail.utf8Start
      for offset in 0..<count where bytes[bytes.count - count + offset] != start[offset] { return false }
      return true
    }
    if ends("ies") {
      bytes.removeLast(3)
      bytes.append(0x79)
    } else if ends("ing") {
      bytes.removeLast(3)
    } else if ends("ed") {
      bytes.removeLast(2)
    } else if ends("shes") || ends("ches") || ends("sses") || ends("xes") {
      bytes.removeLast(2)
    } else if ends("s") && !ends("ss") && !ends("us") {
      bytes.removeLast(1)
    }
    if bytes.count > 3, bytes.last == 0x65 { bytes.removeLast() }
    // "running" → "runn" → "run"; a doubled digit is part of a number ("room 1100").
    if bytes.count > 3, let last = bytes.last, last == bytes[bytes.count - 2], last >= 0x61, last <= 0x7A,
      last != 0x6C, last != 0x73, last != 0x7A
    {
      bytes.removeLast()
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
