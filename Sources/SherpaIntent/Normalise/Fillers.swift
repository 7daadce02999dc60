/// Drops what carries no meaning for the parser: hesitations ("um", "uh"), the wake
/// phrase ("hey sherpa"), discourse openers ("okay so", "well"), polite wrappers
/// ("could you please", "i want you to") and a filler "like" or "you know".
enum Fillers {
  static let hesitations: WordSet = [
    "um", "umm", "ummm", "uh", "uhh", "uhm", "er", "erm", "hmm", "hm", "ah", "eh", "mm", "mmm", "huh", "sherpa",
  ]
  static let openers: WordSet = [
    "ok", "okay", "alright", "right", "so", "well", "and", "also", "oh", "hey", "hi", "hello", "sherpa", "then",
    "now", "yo", "coach", "basically",
  ]
  static let phrases: [[String]] = [
    ["could", "you", "please"], ["can", "you", "please"], ["would", "you", "please"],
    ["i", "want", "you", "to"], ["i", "would", "like", "you", "to"], ["i", "need", "you", "to"],
    ["go", "ahead", "and"], ["you", "know"], ["i", "guess"], ["kind", "of"], ["sort", "of"],
    ["could", "you"], ["can", "you"], ["would", "you"], ["for", "me"], ["thank", "you"],
    ["hey", "sherpa"], ["ok", "sherpa"], ["okay", "sherpa"],
  ]
  static let phrasesByFirstWord: WordMap<[[String]]> = WordMap(Dictionary(grouping: phrases, by: { $0[0] }))
  static let questionWords: WordSet = ["what", "how", "where", "who", "when", "which", "why"]
  static let keepBeforeLike: WordSet = [
    "would", "i", "you", "we", "they", "feel", "feels", "felt", "look", "looks", "looked", "sound", "sounds",
    "seem", "seems", "not", "really", "just", "slept", "sleep", "also",
  ]

  static func drop(_ words: [String]) -> [String] {
    var out: [String] = []
    out.reserveCapacity(words.count)
    var index = 0
    outer: while index < words.count {
      let word = words[index]
      if hesitations.contains(word) || word == "please" || word == "thanks" {
        index += 1
        continue
      }
      if word == "like", out.isEmpty || !keepBeforeLike.contains(out[out.count - 1]) {
        index += 1
        continue
      }
      for phrase in phrasesByFirstWord[word] ?? [] where matches(words, index, phrase) {
        if phrase == ["for", "me"] && index + 2 < words.count { break }
        if phrase == ["you", "know"] && out.last == "do" { break }
        if ["can", "could", "would"].contains(word), let last = out.last, questionWords.contains(last) { break }
        index += phrase.count
        continue outer
      }
      out.append(word)
      index += 1
    }
    while out.count > 1, openers.contains(out[0]) { out.removeFirst() }
    if out.isEmpty, let last = words.last(where: { $0 == "please" || $0 == "thanks" || openers.contains($0) }) {
      return [last]
    }
    return out
  }

  static func matches(_ words: [String], _ index: Int, _ phrase: [String]) -> Bool {
    guard index + phrase.count <= words.count else { return false }
    for offset in 0..<phrase.count where words[index + offset] != phrase[offset] { return false }
    return true
  }
}
