import Synchronization

/// What a guess looks the names up in (`ItemMatcher.guess`): each distinct word of the
/// names, with its stem and sound, and the words of each name. Built the first time a
/// guess is made, since most parsers never make one and a store of 2,000 names would
/// pay for it at every start.
struct GuessIndex: Sendable {
  struct Word: Sendable {
    let text: String
    let stem: String
    let sound: String?
    /// The forms it is said in (`ItemMatcher.forms`).
    let forms: [String]
  }

  let words: [Word]
  /// Per entry of the matcher, its name's words (indices into `words`), stopwords left out.
  let names: [[Int]]
  /// Which entries hold each word.
  let holders: [[Int]]
  let bySound: [String: [Int]]
  let byText: [String: Int]

  init(names entryNames: [String]) {
    var words: [Word] = []
    var byText: [String: Int] = [:]
    var names: [[Int]] = []
    var holders: [[Int]] = []
    for (entry, name) in entryNames.enumerated() {
      var indices: [Int] = []
      for text in Scanner.words(name) where !Lexicon.stopwords.contains(text) {
        let index: Int
        if let known = byText[text] {
          index = known
        } else {
          index = words.count
          byText[text] = index
          words.append(
            Word(text: text, stem: Stemmer.stem(text), sound: Sound.key(text), forms: ItemMatcher.forms(of: text)))
          holders.append([])
        }
        if !indices.contains(index) {
          indices.append(index)
          holders[index].append(entry)
        }
      }
      names.append(indices)
    }
    var bySound: [String: [Int]] = [:]
    for (index, word) in words.enumerated() {
      if let sound = word.sound, sound.utf8.count >= 3, word.text.utf8.count >= 3 {
        bySound[sound, default: []].append(index)
      }
    }
    (self.words, self.names, self.holders, self.bySound, self.byText) = (words, names, holders, bySound, byText)
  }
}

/// The matcher's `GuessIndex`, made once on first use and shared by its copies.
final class GuessCache: Sendable {
  private let state = Mutex<GuessIndex?>(nil)

  func index(_ build: () -> GuessIndex) -> GuessIndex {
    state.withLock { cached in
      if let cached { return cached }
      let made = build()
      cached = made
      return made
    }
  }
}
