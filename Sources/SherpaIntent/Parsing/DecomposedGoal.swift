/// The goal a request to break one into steps names, from the words the readers left:
/// before "goal" ("break the house deposit goal down into chunks"), after it ("take the
/// goal finish my novel draft and split it"), before "that's the goal", or after the
/// request and before what it asks for ("map out milestones for the AWS cert", "split
/// learn spanish into smaller steps").
enum DecomposedGoal {
  static let noise: Set<String> = [
    "split", "turn", "chop", "cut", "break", "brake", "down", "decompose", "into", "steps", "plan", "out", "my", "goal",
    "the", "milestones", "for", "it", "a", "to", "help", "me", "give", "what", "are", "of", "smaller", "pieces",
    "chunks", "tasks", "and", "with", "up", "can", "you", "please", "pls", "like", "map", "lay", "make", "roadmap",
    "chunk", "divide", "step", "by", "do", "i", "need", "so", "okay", "ok", "hey", "sherpa", "take", "could",
  ]
  /// Words after which the goal is named ("split …", "milestones for …", "map out …").
  static let requests: Set<String> = [
    "split", "break", "brake", "chop", "cut", "decompose", "chunk", "divide", "milestones", "steps", "roadmap",
    "out", "down", "plan",
  ]
  /// Words that end the goal's name: what it is to be broken into, and when.
  static let ends: Set<String> = [
    "into", "over", "and", "so", "down", "up", "it", "pls", "please", "step", "steps", "milestones", "which",
    "feels", "is", "thing",
  ]
  static let owners: Set<String> = ["the", "my", "our", "this", "that"]
  /// What "in" leads when it says how the goal is to be broken ("in steps", "in 3 phases",
  /// "in small chunks"), not where it is ("a job in ux design").
  static let inPieces: Set<String> = [
    "steps", "step", "small", "smaller", "stages", "chunks", "pieces", "phases", "parts", "bits", "milestones",
    "manageable", "bite", "a", "the", "few", "some",
  ]

  static func title(_ words: [String]) -> [String] {
    if let goal = words.firstIndex(of: "goal") {
      // "the house deposit goal", "so the renovate the bathroom goal", "marathon goal is huge".
      let before = words[..<goal]
      // "so get fit for skiing that's the goal".
      if goal >= 3, Array(words[(goal - 3)..<goal]) == ["that", "is", "the"] {
        let named = cut(Array(words[..<(goal - 3)]))
        if !named.isEmpty { return named }
      }
      if let owner = before.indices.first(where: {
        owners.contains(before[$0]) && $0 + 1 < goal && !before[($0 + 1)...].contains(where: requests.contains)
      }) {
        return Array(words[(owner + 1)..<goal])
      }
      if goal > 0, goal <= 4, !before.contains(where: { requests.contains($0) || noise.contains($0) }) {
        return Array(before)
      }
      // "the goal finish my novel draft and split it", "my goal pass the english exam in small steps".
      let after = cut(Array(words[(goal + 1)...]))
      if !after.isEmpty { return after }
    }
    // After the last request said before the name.
    var start = 0
    for (index, word) in words.enumerated() where requests.contains(word) {
      // "break down X", "map out X": a particle after a request is part of it.
      if index > start, ["down", "out"].contains(word), !requests.contains(words[index - 1]) { continue }
      if index > start, !words[start..<index].allSatisfy(noise.contains) { break }
      start = index + 1
    }
    return cut(Array(words[start...]))
  }

  /// The words from the first that is not noise up to the first that ends a name.
  static func cut(_ words: [String]) -> [String] {
    guard let first = words.firstIndex(where: { !noise.contains($0) }) else { return [] }
    // "for" ends a name only before who or when it is for ("… for me", "for next month").
    let end =
      words[(first + 1)...].indices.first(where: {
        ends.contains(words[$0])
          || words[$0] == "in"
            && ($0 + 1 == words.count || inPieces.contains(words[$0 + 1]) || Int(words[$0 + 1]) != nil)
          || words[$0] == "for" && $0 + 1 < words.count && ["me", "next", "that"].contains(words[$0 + 1])
      }) ?? words.count
    var name = Array(words[first..<end])
    while let last = name.last, noise.contains(last) || Lexicon.stopwords.contains(last) { name.removeLast() }
    return name
  }
}
