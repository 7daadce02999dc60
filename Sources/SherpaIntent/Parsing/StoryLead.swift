import SherpaCore

/// A story told before the errand it leads to, joined by "so": "the vet left a
/// voicemail so call the vet back at four", "my passport runs out in february so i need
/// to renew it by friday". A new item is read from the errand alone, so the story's
/// words stay out of its name and the story's days ("since saturday") out of its date.
enum StoryLead {
  /// Who a story is about (contractions are already expanded: "it's" is "it is").
  static let subjects: Set<String> = [
    "i", "my", "the", "she", "he", "we", "they", "it", "there", "our", "his", "her", "their",
  ]
  /// What "so" starts when it does not lead to an errand: a purpose ("so i can sleep"),
  /// an amount ("so much").
  static let notErrands: [[String]] = [["so", "i", "can"], ["so", "that"], ["so", "much"], ["so", "many"]]
  /// Words that say when, after "so", before the errand ("so on the first of every month
  /// check…", "so in half an hour hang…").
  static let when: Set<String> = ["in", "on", "at", "every", "each", "from", "this", "next", "tomorrow", "tonight"]

  /// Requests that name the errand by pointing back at the story ("so add that", "so
  /// stick it in", "so remind me every day at nine").
  static let pointers: Set<String> = ["that", "it", "this", "them"]
  static let requests: Set<String> = ["add", "put", "stick", "chuck", "bung", "pop", "remind", "make"]

  static func pointsBack(_ errand: ArraySlice<String>) -> Bool {
    let words = Array(errand)
    if let remind = words.indices.first(where: {
      words[$0] == "remind" && $0 + 1 < words.count && words[$0 + 1] == "me"
    }),
      !words[remind...].contains("to")
    {
      return true
    }
    // "so can you add that"; not "so return the library books wednesday add it", where the
    // errand comes first and the request trails it.
    guard
      let request = words.indices.dropLast().first(where: {
        requests.contains(words[$0]) && pointers.contains(words[$0 + 1])
      })
    else { return false }
    return words[..<request].allSatisfy(NewItemName.asking.contains)
  }

  /// Where the errand starts: just after the last "so" that has a story before it (a
  /// subject, at least two words in) and an errand after it, not a clause of its own
  /// ("stretch so my back stops hurting").
  static func errandStart(_ words: [String]) -> Int? {
    guard words.count > 3,
      let so = words.indices.dropFirst(2).dropLast().last(where: { words[$0] == "so" }),
      words[..<so].contains(where: subjects.contains),
      !notErrands.contains(where: { Fillers.matches(words, so, $0) })
    else { return nil }
    var first = so + 1
    while first < words.count, NewItemName.asks(words, at: first, before: words.count) { first += 1 }
    guard first < words.count, when.contains(words[first]) || !subjects.contains(words[first]),
      !pointsBack(words[(so + 1)...])
    else { return nil }
    return so + 1
  }

  /// Words that tell rather than ask: a subject, a form of "be" or "have", chat.
  static let tells: Set<String> = [
    "i", "he", "she", "we", "they", "it", "there", "is", "are", "was", "were", "am", "has", "have", "came", "moved",
    "says", "said", "lol", "ngl", "smh", "lmao", "tbh", "ugh",
  ]

  /// What closes a sentence of its own in typed text.
  static let breaks = [". ", "! ", "? ", "; ", " — ", " – ", "... ", "… "]

  /// Where the errand starts when the story before it is a sentence of its own: "DVLA
  /// letter came. renew the car tax by 30 nov", "bathroom is grim ngl. deep clean the
  /// bathroom". Not when the first part already asks ("task: renew passport. it expires
  /// in jan"), tells nothing ("call grandma — every sun 11:00") or what follows is a
  /// remark ("buy milk. need it for the cake"). The last four breaks are tried, so a long
  /// paste costs no more than a short one.
  static func errandAfterBreak(_ raw: String, words: [String]) -> Int? {
    var end = raw.endIndex
    var tried = 0
    while tried < 4,
      let found = breaks.compactMap({ raw.lastByteRange(of: $0, before: end) })
        .max(by: { $0.lowerBound < $1.lowerBound })
    {
      end = found.lowerBound
      tried += 1
      let tail = Normalizer.normalize(String(raw[found.upperBound...])).words
      guard tail.count >= 2, tail.count + 2 <= words.count, words.suffix(tail.count).elementsEqual(tail) else {
        continue
      }
      let start = words.count - tail.count
      let story = words[..<start]
      guard !story.contains(where: NewItemName.anchors.contains) else { return nil }
      // What came first tells something ("bathroom is grim", "dvla letter came", "i look
      // like a yeti"); an errand said first ("call grandma — every sun 11:00") is read as
      // a whole, as before.
      guard story.contains(where: { tells.contains($0) || Vocabulary.pastVerbs.contains($0) }) else { return nil }
      guard let first = tail.first(where: { !NewItemName.asking.contains($0) }),
        !subjects.contains(first), !Vocabulary.pastVerbs.contains(first), !Lexicon.stopwords.contains(first),
        NumberWords.digits(first) == nil, !pointsBack(tail[...])
      else { continue }
      return start
    }
    return nil
  }
}
