/// Expands contractions, with or without their apostrophe as recognisers write them
/// ("i'm", "im", "didn't", "didnt"), and drops a possessive "'s".
enum Contractions {
  static let table: WordMap<[String]> = [
    "i'm": ["i", "am"], "im": ["i", "am"], "i've": ["i", "have"], "ive": ["i", "have"],
    "i'll": ["i", "will"], "i'd": ["i", "would"], "don't": ["do", "not"], "dont": ["do", "not"],
    "didn't": ["did", "not"], "didnt": ["did", "not"], "can't": ["can", "not"], "cant": ["can", "not"],
    "won't": ["will", "not"], "wont": ["will", "not"], "isn't": ["is", "not"], "isnt": ["is", "not"],
    "wasn't": ["was", "not"], "wasnt": ["was", "not"], "haven't": ["have", "not"], "havent": ["have", "not"],
    "hasn't": ["has", "not"], "doesn't": ["does", "not"], "doesnt": ["does", "not"],
    "couldn't": ["could", "not"], "shouldn't": ["should", "not"], "let's": ["let", "us"],
    "aren't": ["are", "not"], "arent": ["are", "not"], "weren't": ["were", "not"], "werent": ["were", "not"],
    "hadn't": ["had", "not"], "hadnt": ["had", "not"], "wouldn't": ["would", "not"], "wouldnt": ["would", "not"],
    "couldnt": ["could", "not"], "shouldnt": ["should", "not"], "hasnt": ["has", "not"],
    "what's": ["what", "is"], "whats": ["what", "is"], "it's": ["it", "is"], "that's": ["that", "is"],
    "thats": ["that", "is"], "how's": ["how", "is"], "hows": ["how", "is"], "where's": ["where", "is"],
    "there's": ["there", "is"], "who's": ["who", "is"], "you're": ["you", "are"], "we're": ["we", "are"],
    "they're": ["they", "are"], "o'clock": ["oclock"], "gonna": ["going", "to"], "wanna": ["want", "to"],
    "gotta": ["got", "to"], "kinda": [], "sorta": [], "y'know": ["you", "know"], "ya": ["you"],
    "yday": ["yesterday"], "yest": ["yesterday"], "tmrw": ["tomorrow"], "tmr": ["tomorrow"], "tomorow": ["tomorrow"],
    "tonite": ["tonight"], "nite": ["night"], "yesterdays": ["yesterday"], "yesterday's": ["yesterday"],
    "tmrw's": ["tomorrow"], "tomorrow's": ["tomorrow"], "tomorrows": ["tomorrow"], "today's": ["today"],
    "tonight's": ["tonight"], "wkdays": ["weekdays"], "wkday": ["weekday"], "wkends": ["weekends"],
    "wkend": ["weekend"],
    "everyday": ["every", "day"], "pls": ["please"], "plz": ["please"], "thx": ["thanks"],
  ]

  static func expand(_ words: [String]) -> [String] {
    // Most lines and names hold no contraction: they come back as they are.
    guard let first = words.firstIndex(where: changes) else { return words }
    var out = Array(words[..<first])
    out.reserveCapacity(words.count + 4)
    for word in words[first...] {
      if let expanded = table[word] {
        out.append(contentsOf: expanded)
      } else if hasApostrophe(word) {
        var stripped = word
        if stripped.hasSuffix("'s") { stripped.removeLast(2) }
        stripped.removeAll { $0 == "'" }
        if !stripped.isEmpty { out.append(stripped) }
      } else {
        out.append(word)
      }
    }
    return out
  }

  /// Whether `expand` changes `word`.
  private static func changes(_ word: String) -> Bool { table[word] != nil || hasApostrophe(word) }

  private static func hasApostrophe(_ word: String) -> Bool {
    var word = word
    return word.withUTF8 { $0.contains(0x27) }
  }
}
