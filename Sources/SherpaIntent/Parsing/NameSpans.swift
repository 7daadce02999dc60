/// Where a new item's name (or a goal's title) lies among the words the readers left.
/// The keyword rules (`NewItemName.span`, the goal's trims, `DecomposedGoal.title`) give
/// one reading; the name model weighs every span of the words by what starts it and what comes before ("remind me to | feed the cat"), what
/// ends it and what follows ("feed the cat | she is driving me mad"), how long it is and
/// how far its ends are from the rule's. A span's score is its start's, its end's and
/// its length's weights added up, so the best of all spans is found in one pass over
/// the pairs of ends.
public struct NameSpans: Sendable, Hashable {
  /// What the span names: each has features of its own in the one table.
  public enum Role: UInt8, Sendable, Hashable, CaseIterable {
    case item = 0
    case goal = 0x80
    case decomposedGoal = 0x20
    case reflection = 0xA0
    case dayEnd = 0x40
    case journal = 0xC0
    case skipReason = 0x60

    /// The longest span weighed (or the rule's, if longer).
    var longest: Int { self == .item || self == .goal || self == .decomposedGoal ? 12 : 80 }
  }

  /// Rows of the name model's table: wide, so that a word never taught rarely shares a
  /// row with one that was.
  public static let buckets = 262_144
  /// Sentences longer than this keep the rule's reading (the spans grow as the square).
  static let mostWords = 100
  public let role: Role
  public let words: [String]
  public let rule: Range<Int>
  /// The features of a span starting at each word.
  public let starts: [[Int32]]
  /// The features of a span ending after each word.
  public let ends: [[Int32]]
  /// A day or a time was said: a part of the day ending the name goes with it.
  public let timed: Bool
  /// For a note, the tokens as said (a span's note is theirs, joined) and the rule's note.
  public let pieces: [Substring]
  public let ruleText: String?
  /// The lengths told apart by a feature of their own.
  static let longest = 12

  /// Over a note's tokens: the punctuation that closes a token counts as well as its word.
  init(tokens: [NoteText.Token], rule: Range<Int>, ruleText: String?, role: Role) {
    let marks = tokens.map { token -> String in
      guard let last = token.raw.unicodeScalars.last, !last.properties.isAlphabetic,
        !("0"..."9").contains(last)
      else { return "" }
      return String(last)
    }
    self.init(
      tokens.map(\.word), rule: rule, role: role, timed: false, marks: marks, pieces: tokens.map(\.raw),
      ruleText: ruleText)
  }

  init(
    _ words: [String], rule: Range<Int>, role: Role, timed: Bool, marks: [String] = [], pieces: [Substring] = [],
    ruleText: String? = nil
  ) {
    self.role = role
    self.words = words
    self.rule = rule
    self.timed = timed
    self.pieces = pieces
    self.ruleText = ruleText
    // Each word's feature form once (the vocabulary is looked up once a word, not once a
    // feature).
    let shown = words.map(Self.known)
    func word(_ index: Int) -> String {
      index < 0 ? "<s>" : index >= shown.count ? "</s>" : shown[index]
    }
    func mark(_ index: Int) -> String { index < 0 ? "<s>" : index >= marks.count ? "</s>" : marks[index] }
    func offset(_ value: Int) -> String { value < -2 ? "<" : value > 2 ? ">" : Self.offsets[value + 2] }
    let salt = role.rawValue
    var starts: [[Int32]] = []
    var ends: [[Int32]] = []
    starts.reserveCapacity(words.count)
    ends.reserveCapacity(words.count)
    for index in words.indices {
      var hasher = FeatureHasher(buckets: Self.buckets)
      let away = offset(index - rule.lowerBound)
      hasher.add(0x53 ^ salt, word(index))
      hasher.add(0x42 ^ salt, word(index - 1))
      hasher.add(0x43 ^ salt, word(index - 1), word(index))
      hasher.add(0x44 ^ salt, word(index - 2), word(index - 1))
      hasher.add(0x4F ^ salt, away)
      hasher.add(0x50 ^ salt, away, word(index))
      if !marks.isEmpty {
        hasher.add(0x56 ^ salt, mark(index - 1))
        hasher.add(0x49 ^ salt, mark(index - 1), word(index))
      }
      starts.append(hasher.indices)
      hasher = FeatureHasher(buckets: Self.buckets)
      let end = index + 1
      let past = offset(end - rule.upperBound)
      hasher.add(0x45 ^ salt, word(end - 1))
      hasher.add(0x41 ^ salt, word(end))
      hasher.add(0x46 ^ salt, word(end - 1), word(end))
      hasher.add(0x47 ^ salt, word(end), word(end + 1))
      hasher.add(0x51 ^ salt, past)
      hasher.add(0x52 ^ salt, past, word(end))
      if !marks.isEmpty {
        hasher.add(0x48 ^ salt, mark(end - 1))
        hasher.add(0x4A ^ salt, mark(end - 1), word(end))
      }
      ends.append(hasher.indices)
    }
    self.starts = starts
    self.ends = ends
  }

  static let offsets = ["-2", "-1", "0", "1", "2"]

  /// The words whose own features the model reads: those the rules already weigh (the
  /// words that ask, command, lead into a note or a score, fill, or tell a day, a time or
  /// a unit). Any other word is read by its shape alone, so that a word never taught (a
  /// name's own "quk") shares no row with one that was and cannot move a boundary.
  static let vocabulary: Set<String> = {
    var words = Set(NewItemName.anchors).union(NewItemName.between).union(NewItemName.askingAfterCommand)
      .union(NewItemName.asking).union(NewItemName.dayparts).union(NewItemName.tails.joined())
      .union(NoteText.fillers).union(NoteText.scoreLead).union(NoteText.requestWords).union(NoteText.putVerbs)
      .union(NoteText.editVerbs).union(NoteText.corrections).union(NoteText.greetings.joined())
      .union(SlotWords.goalNoise).union(SlotWords.goalLeads).union(SlotWords.skipLead)
      .union(DecomposedGoal.noise).union(DecomposedGoal.requests).union(DecomposedGoal.ends)
      .union(Vocabulary.nameNoise).union(Vocabulary.pastVerbs).union(Vocabulary.completeWords)
      .union(SlotWords.choreVerbs).union(SlotWords.choreThings)
    for kind in [SlotBuilder.reflectNote, SlotBuilder.endNote, SlotBuilder.journalNote] {
      words.formUnion(kind.keywords)
      words.formUnion(kind.words)
    }
    return words
  }()

  static func known(_ word: String) -> String {
    if vocabulary.contains(word) || Lexicon.stopwords.contains(word) || Lexicon.weekdays[word] != nil
      || Lexicon.units[word] != nil
    {
      return word
    }
    guard let first = word.unicodeScalars.first else { return "<w>" }
    return ("0"..."9").contains(first) ? "<#>" : first.properties.isAlphabetic ? "<w>" : "<sym>"
  }

  /// The feature of a span's length, by role.
  static let lengthFeatures: [[Int32]] = Role.allCases.map { role in
    (0...longest).map { length in
      var hasher = FeatureHasher(buckets: Self.buckets)
      hasher.add(0x4C ^ role.rawValue, length <= 4 ? String(length) : length <= 6 ? "5-6" : length <= 9 ? "7-9" : "10+")
      return hasher.indices[0]
    }
  }

  @_spi(Training) public func lengthFeature(_ length: Int) -> Int32 {
    Self.lengthFeatures[Role.allCases.firstIndex(of: role) ?? 0][min(length, Self.longest)]
  }

  /// Every span weighed: at most `longest` words, or the rule's length.
  /// A name's or a title's numbers that the rule kept ("finish report number 12", "write
  /// 20000 words") stay in it, as does the emoji that ends a note: every span weighed
  /// holds them.
  @_spi(Training) public func spans(_ body: (Int, Int) -> Void) {
    let limit = max(role.longest, rule.count)
    var held = rule.upperBound..<rule.upperBound
    func number(_ index: Int) -> Bool { words[index].utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
    if pieces.isEmpty, rule.upperBound <= words.count, let first = rule.first(where: number),
      let last = rule.last(where: number)
    {
      held = first..<(last + 1)
    }
    // A note's closing emoji is the person's too ("sick 🤒").
    if !pieces.isEmpty, rule.upperBound <= words.count, let last = rule.last, Self.known(words[last]) == "<sym>" {
      held = last..<(last + 1)
    }
    for start in words.indices where held.isEmpty || start <= held.lowerBound {
      let last = min(words.count, start + limit)
      var end = max(start + 1, held.isEmpty ? 0 : held.upperBound)
      while end <= last {
        body(start, end)
        end += 1
      }
    }
  }

  /// The span of `words` that `part` is (its last place), for a rule that gives words.
  static func locate(_ part: [String], in words: [String]) -> Range<Int>? {
    guard !part.isEmpty, part.count <= words.count else { return nil }
    for start in stride(from: words.count - part.count, through: 0, by: -1)
    where words[start..<(start + part.count)].elementsEqual(part) {
      return start..<(start + part.count)
    }
    return nil
  }

  /// The best span by `model`, or the rule's without one. The name model's bias is the
  /// margin by which a span must outscore the rule's to be taken instead, chosen by the
  /// trainer on out-of-fold predictions.
  func decide(_ model: LinearModel?) -> Range<Int> {
    guard let model, let (best, gain) = contest(model) else { return rule }
    return gain >= model.bias ? best : rule
  }

  /// The best span by `model`'s weights and how far it outscores the rule's.
  @_spi(Training) public func contest(_ model: LinearModel) -> (best: Range<Int>, gain: Float)? {
    guard !rule.isEmpty, rule.upperBound <= words.count else { return nil }
    let startScores = starts.map(model.sum)
    let endScores = ends.map(model.sum)
    func score(_ start: Int, _ end: Int) -> Float {
      startScores[start] + endScores[end - 1] + model.weight(lengthFeature(end - start))
    }
    var best = rule
    var bestScore = -Float.infinity
    spans { start, end in
      let value = score(start, end)
      if value > bestScore {
        bestScore = value
        best = start..<end
      }
    }
    return (best, bestScore - score(rule.lowerBound, rule.upperBound))
  }

  /// The spans whose words are `label`'s as the parser reads them (a part of the day
  /// after it too, when a day or a time was said), for training.
  @_spi(Training) public func targets(for label: String) -> [Range<Int>] {
    if !pieces.isEmpty {
      func normal(_ text: String?) -> String { (text ?? "").lowercased().split(separator: " ").joined(separator: " ") }
      let wanted = normal(label)
      var found: [Range<Int>] = []
      spans { start, end in
        if start..<end == rule
          ? normal(ruleText) == wanted : normal(NoteText.joined(pieces: Array(pieces[start..<end]))) == wanted
        {
          found.append(start..<end)
        }
      }
      return found
    }
    let wanted = Normalizer.normalize(label).words
    guard !wanted.isEmpty else { return [] }
    var found: [Range<Int>] = []
    spans { start, end in
      var said = words[start..<end]
      if said.elementsEqual(wanted) {
        found.append(start..<end)
      } else if timed, said.count > 1, let last = said.last, NewItemName.dayparts.contains(last) {
        said.removeLast()
        if said.elementsEqual(wanted) { found.append(start..<end) }
      }
    }
    return found
  }
}
