/// How a sentence is put, read from its words before anything is decided: a plain
/// statement or request may change the store; a question ("why do i always skip
/// meditation"), a hypothetical ("what if i ran every day"), a sentence about someone
/// else ("my sister ran a marathon") or a habit of the past ("i used to walk 10,000 steps")
/// never does, and a negated or refused action ("i didn't meditate", "i'm too tired to
/// run") never logs, completes or adds.
public struct WriteFrame: Sendable, Hashable {
  public var question = false
  public var hypothetical = false
  public var otherPerson = false
  public var negated = false

  public init(question: Bool = false, hypothetical: Bool = false, otherPerson: Bool = false, negated: Bool = false) {
    self.question = question
    self.hypothetical = hypothetical
    self.otherPerson = otherPerson
    self.negated = negated
  }

  /// Whether an action of `intent` may be taken from a sentence put this way.
  public func allows(_ intent: Intent) -> Bool {
    if question || hypothetical || otherPerson { return false }
    if negated { return !Self.blockedByNegation.contains(intent) }
    return true
  }

  /// A negation turns these around ("didn't meditate" is no completion); a skip, an
  /// uncheck, a delete or a "no" are negative by nature.
  static let blockedByNegation: Set<Intent> = [.addItem, .logProgress, .complete, .goalCreate, .startFocus]

  /// Reads the frame from the scanned words (contractions expanded, fillers still in).
  static func read(_ scanned: [String], raw: String) -> WriteFrame {
    var words = scanned
    while let first = words.first, Fillers.hesitations.contains(first) || Fillers.openers.contains(first) {
      words.removeFirst()
    }
    var frame = WriteFrame()
    guard let first = words.first else { return frame }
    let second = words.count > 1 ? words[1] : ""
    let polite = ["can", "could", "would", "will"].contains(first) && second == "you"
    if !polite {
      if Self.questionHeads.contains(first) { frame.question = true }
      if Self.auxiliaries.contains(first) && Self.subjects.contains(second) { frame.question = true }
      if raw.utf8.last(where: { $0 != 0x20 }) == 0x3F { frame.question = true }
    }
    if first == "what" && second == "if" || first == "if" || first == "suppose" || first == "imagine"
      || contains(words, ["i", "wonder"]) || contains(words, ["thinking", "about"]) || contains(words, ["i", "might"])
      || contains(words, ["maybe", "i", "should"]) || contains(words, ["should", "i"])
      || contains(words, ["i", "used", "to"])
    {
      frame.hypothetical = true
    }
    if Self.others.contains(first) && !(first == "we" && second == "should") { frame.otherPerson = true }
    if first == "my" || first == "our", Self.people.contains(second) { frame.otherPerson = true }
    if words.contains(where: Self.negations.contains) || contains(words, ["too", "tired"])
      || contains(words, ["did", "not"]) || contains(words, ["have", "not"])
    {
      frame.negated = !contains(words, ["not", "forget"])
    }
    return frame
  }

  static func contains(_ words: [String], _ phrase: [String]) -> Bool {
    guard phrase.count <= words.count else { return false }
    for index in 0...(words.count - phrase.count) where Fillers.matches(words, index, phrase) { return true }
    return false
  }

  static let questionHeads: WordSet = ["what", "why", "how", "where", "who", "when", "which", "whose", "whom"]
  static let auxiliaries: WordSet = [
    "do", "does", "did", "is", "are", "am", "was", "were", "should", "shall", "can", "could", "would", "will",
    "have", "has", "had", "must", "may", "might",
  ]
  static let subjects: WordSet = ["i", "you", "we", "they", "he", "she", "it", "my", "there", "that", "this"]
  static let others: WordSet = [
    "he", "she", "they", "we", "his", "her", "their", "someone", "somebody", "everyone",
  ]
  static let people: WordSet = [
    "wife", "husband", "partner", "sister", "brother", "mom", "mum", "mother", "dad", "father", "friend", "friends",
    "son", "daughter", "kid", "kids", "boss", "colleague", "coworker", "roommate", "flatmate", "girlfriend",
    "boyfriend", "neighbour", "neighbor", "team", "family", "parents", "grandma", "grandpa", "cousin", "aunt",
    "uncle", "children", "baby",
  ]
  static let negations: WordSet = ["not", "never", "nothing", "neither", "nor"]
}
