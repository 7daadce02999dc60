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
}
