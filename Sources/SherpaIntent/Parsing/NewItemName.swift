/// A new item's name from the words the readers left (amounts, dates, times and repeat
/// rules already taken out): what follows the last command ("…so could you add a habit
/// to sketch" → "sketch"), up to the request that trails it ("cycle to work, add it" →
/// "cycle to work"), without the words that only ask ("remind me to", "I need to").
/// The name's own verbs stay: "change the bed sheets", "plan the week", "do squats".
enum NewItemName {
  /// Words that say "make a new item" and after which the name starts.
  static let anchors: Set<String> = ["add", "habit", "task", "todo", "remind", "reminder", "track", "tracking"]
  /// Words between a command and the name ("add a habit to", "remind me to").
  static let between: Set<String> = [
    "me", "to", "a", "an", "for", "called", "named", "new", "habit", "task", "todo", "reminder", "that", "my",
    "please", "pls", "of", "also", "recurring", "quick", "the", "list", "it",
  ]
  /// Words that only ask, before a name said without a command ("I need to return the
  /// library books").
  static let asking: Set<String> = [
    "i", "want", "wanna", "would", "like", "need", "needs", "have", "should", "to", "please", "can", "could", "you",
    "u", "let's", "let", "us", "start", "begin", "going", "gonna", "will", "try", "must", "set", "up", "put", "so",
    "and", "also", "a", "an", "new", "create", "schedule", "make", "sure", "remember", "i'd", "i'll", "i'm", "am",
    "do", "not", "don't", "dont", "me", "forget",
  ]
  /// What trails a name: the request after it, or what the readers could not place.
  static let tails: [[String]] = [
    ["add", "it"], ["add", "that"], ["add", "this"], ["add", "pls"], ["add", "please"], ["add", "as"],
    ["as", "a", "habit"], ["as", "a", "task"], ["as", "a", "new", "habit"], ["as", "habit"], ["as", "task"],
    ["as", "a", "todo"], ["can", "you"], ["can", "u"], ["could", "you"], ["would", "you"], ["remind", "me"],
    ["make", "it", "a"], ["put", "that"], ["put", "it"], ["thank", "you"], ["thanks"], ["starting"], ["due"],
    ["counting"], ["lol"], ["new", "habit"], ["new", "task"], ["add"], ["habit"], ["task"],
  ]

  static func cut(_ words: [String]) -> [String] {
    var start = 0
    var end = words.count
    var anchored = false
    // After the last command that has something after it.
    if let anchor = words.indices.last(where: { anchors.contains(words[$0]) && !isTail(words, at: $0) }) {
      var cursor = anchor + 1
      while cursor < words.count, between.contains(words[cursor]) || anchors.contains(words[cursor]) {
        cursor += 1
      }
      if cursor < words.count {
        start = cursor
        anchored = true
      } else {
        // "Take creatine daily (new habit)": the command came last; the name is before it.
        end = words.indices.first(where: { anchors.contains(words[$0]) || isTail(words, at: $0) }) ?? anchor
        while end > 0, between.contains(words[end - 1]) && words[end - 1] != "it" { end -= 1 }
      }
    }
    while !anchored, start < end, asking.contains(words[start]) || between.contains(words[start]) && start == 0 {
      start += 1
    }
    if let tail = (start..<end).first(where: { $0 > start && isTail(words, at: $0) }) { end = tail }
    // Trailing small words go ("sketch for"), but not a verb's particle ("take the bins out").
    let particles: Set<String> = ["out", "up", "off", "down", "away", "over", "back"]
    while end > start, !particles.contains(words[end - 1]),
      Lexicon.stopwords.contains(words[end - 1]) || words[end - 1] == "and"
    {
      end -= 1
    }
    return start < end ? Array(words[start..<end]) : []
  }

  static func isTail(_ words: [String], at index: Int) -> Bool {
    tails.contains { tail in
      index > 0 && index + tail.count <= words.count
        && tail.indices.allSatisfy { words[index + $0] == tail[$0] }
        && (tail.count > 1 || !["add", "habit", "task"].contains(tail[0]) || index + 1 == words.count)
    }
  }
}
