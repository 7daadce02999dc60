/// How a word sounds, roughly, for names a speech recogniser wrote as other words
/// ("flaws" for Floss, "jim" for Gym, "taxis" and "texas" for Taxes, "mum" for mom):
/// letters that sound alike share a symbol, each run of vowels is one "a", a silent
/// final e, a w or h that only colours a vowel, and doubled letters go.
enum Sound {
  static func key(_ word: String) -> String? {
    var letters = Array(word.utf8)
    guard letters.count >= 3, letters.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return nil }
    if letters.count > 3, letters[letters.count - 1] == ascii("e"), !isVowel(letters[letters.count - 2]) {
      letters.removeLast()
    }
    var out: [UInt8] = []
    func put(_ symbol: UInt8) { if out.last != symbol { out.append(symbol) } }
    var index = 0
    while index < letters.count {
      let letter = letters[index]
      let next = index + 1 < letters.count ? letters[index + 1] : 0
      let soft = next == ascii("e") || next == ascii("i") || next == ascii("y")
      switch letter {
      case ascii("a"), ascii("e"), ascii("i"), ascii("o"), ascii("u"): put(ascii("a"))
      case ascii("y"): put(index == 0 ? ascii("y") : ascii("a"))
      case ascii("w"), ascii("h"):
        // Sounded only before a vowel and not after one ("wet", "hat"; not "flaws", "oh").
        if isVowel(next), index == 0 || !isVowel(letters[index - 1]) { put(letter) }
      case ascii("c"):
        if next == ascii("h") {
          put(ascii("x"))
          index += 1
        } else {
          put(soft ? ascii("s") : ascii("k"))
        }
      case ascii("g"): put(soft ? ascii("j") : ascii("k"))
      case ascii("q"): put(ascii("k"))
      case ascii("x"):
        put(ascii("k"))
        put(ascii("s"))
      case ascii("z"): put(ascii("s"))
      case ascii("d"): put(ascii("t"))
      case ascii("v"): put(ascii("f"))
      case ascii("p") where next == ascii("h"):
        put(ascii("f"))
        index += 1
      default: put(letter)
      }
      index += 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(character.value) }

  private static func isVowel(_ byte: UInt8) -> Bool {
    byte == 0x61 || byte == 0x65 || byte == 0x69 || byte == 0x6F || byte == 0x75 || byte == 0x79
  }
}
