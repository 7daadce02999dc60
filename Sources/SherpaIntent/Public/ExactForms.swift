import SherpaCore

/// Sentences in a form CLI.md and SPEC.md teach, read without the model like
/// `ExactCommands`: "add a habit to read 20 minutes every day", "new task: call mum"
/// (adding), "new goal run a marathon" (a goal), and a day's fulfilment given as a score out of 10 ("end of day 8 out of 10
/// a long walk", "yesterday was a 7 out of 10"), a journal line under its head ("journal:
/// …", "journal that …"), a reflection under its ("night reflection a calm evening") and a
/// focus session as `sherpa focus` takes it ("focus 25 minutes"). The slots are read as for any sentence,
/// and the write frame still applies.
enum ExactForms {
  static func intent(of words: [String], raw: String = "", namesItem: Bool = false) -> Intent? {
    if isAdd(words) || !namesItem && isReminder(words) { return .addItem }
    if isGoal(words) { return .goalCreate }
    if isDayScore(words) { return .endOfDay }
    if isJournalLine(raw) { return .journal }
    if isReflection(words) || isSleepScore(words) { return .reflect }
    if isFocus(words) { return .startFocus }
    return nil
  }

  /// "[start] [a] focus [session] [for] N minutes|min|hours" — `sherpa focus MINUTES` said.
  static func isFocus(_ words: [String]) -> Bool {
    var index = 0
    if words.first == "start" { index += 1 }
    if index < words.count, words[index] == "a" { index += 1 }
    guard index < words.count, words[index] == "focus" else { return false }
    index += 1
    if index < words.count, words[index] == "session" { index += 1 }
    if index < words.count, words[index] == "for" { index += 1 }
    guard index + 2 == words.count, Double(words[index]) != nil,
      let unit = Lexicon.units[words[index + 1]]?.unit, unit.perMinute != nil
    else { return false }
    return true
  }

  /// "[i] slept … N" with N a score from 1 to 5 that is not an amount ("slept 6 hours").
  static func isSleepScore(_ words: [String]) -> Bool {
    let start = words.first == "i" ? 1 : 0
    guard words.count > start + 1, words[start] == "slept", !words.contains("skip") else { return false }
    for index in (start + 1)..<words.count {
      guard let score = Int(words[index]), (1...5).contains(score) else { continue }
      let next = index + 1 < words.count ? words[index + 1] : ""
      return Lexicon.units[next] == nil
    }
    return false
  }

  /// "morning|night|evening reflection|check-in …" with at least two words after the head.
  static func isReflection(_ words: [String]) -> Bool {
    guard words.count >= 4, ["morning", "night", "evening", "nightly"].contains(words[0]) else { return false }
    if ["reflection", "checkin", "check-in"].contains(words[1]) { return words.count >= 4 }
    return words[1] == "check" && words[2] == "in" && words.count >= 5
  }

  /// What heads a journal line written as one: "journal: …", "jrnl - …", "diary entry: …",
  /// "journal (yesterday): …", "dear diary, …", "note to self: …".
  static let journalHeads: [String] = [
    "gratitude journal entry", "gratitude journal", "journal entry", "diary entry", "journal it", "for the journal",
    "add to my journal", "add to journal", "note to self", "dear diary", "note2self", "journal", "journl", "jrnl",
    "diary",
  ]

  /// The first five bytes of each head.
  static let journalStarts: [[UInt8]] = journalHeads.map { Array($0.utf8.prefix(5)) }

  /// A head, then a separator (":", "-", "–", "—", or "," and "." after "dear diary" and
  /// "note to self"), then at least three words of the person's own.
  static func isJournalLine(_ raw: String) -> Bool {
    // Most sentences are ruled out by their first five letters before any string is built.
    let lead = raw.utf8.drop(while: { $0 == 0x20 || $0 == 0x09 }).prefix(5).map {
      $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0
    }
    guard journalStarts.contains(where: { lead.starts(with: $0) }) else { return false }
    let text = raw.lowercased().replacingAll("’", with: "'")
    var rest = Substring(text.trimmingCharacters(in: " \t"))
    guard let head = journalHeads.first(where: { rest.hasPrefix($0) }) else { return false }
    rest = rest.dropFirst(head.count)
    while rest.first == " " { rest.removeFirst() }
    // "journal (yesterday): …": the day in brackets belongs to the head.
    if rest.first == "(", let close = rest.firstIndex(of: ")") {
      rest = rest[rest.index(after: close)...]
      while rest.first == " " { rest.removeFirst() }
    }
    let separators: Set<Character> =
      head == "dear diary" || head == "note to self" ? [":", "-", "–", "—", ",", "."] : [":", "-", "–", "—"]
    // "journal that the meeting went well".
    if head == "journal", rest.hasPrefix("that ") {
      return rest.dropFirst(5).split(separator: " ").filter { $0.contains(where: \.isLetter) }.count >= 3
    }
    guard let mark = rest.first, separators.contains(mark) else { return false }
    return rest.dropFirst().split(separator: " ").filter { $0.contains(where: \.isLetter) }.count >= 3
  }

  /// "add|new|create [a|an] [new] habit|task [to|called|named|:] <a name>", the name not
  /// starting with "my" or "the" ("add a task to my list" may mean something else).
  static func isAdd(_ words: [String]) -> Bool {
    guard let verb = words.first, ["add", "new", "create"].contains(verb) else { return false }
    var index = 1
    while index < words.count, index <= 3, ["a", "an", "new", "another"].contains(words[index]) { index += 1 }
    guard index < words.count, ["habit", "task", "todo"].contains(words[index]) else { return false }
    index += 1
    if index < words.count, ["to", "called", "named"].contains(words[index]) { index += 1 }
    guard index < words.count else { return false }
    return !["my", "the", "for", "list"].contains(words[index])
  }

  /// "new goal run a marathon", "new goal for later write a novel", "set a goal to learn
  /// spanish": a goal named in at least two words.
  static func isGoal(_ words: [String]) -> Bool {
    let heads: [[String]] = [
      ["new", "goal"], ["set", "a", "goal", "to"], ["set", "a", "goal"], ["create", "a", "goal", "to"],
      ["add", "a", "goal", "to"], ["add", "a", "goal"],
    ]
    guard let head = heads.first(where: { words.starts(with: $0) }) else { return false }
    var rest = words.dropFirst(head.count)
    if rest.starts(with: ["for"]), let when = rest.dropFirst().first, ["later", "soon", "next"].contains(when) {
      rest = rest.dropFirst(2)
    }
    return rest.count >= 2 && !["list", "for", "is", "was"].contains(rest.first ?? "")
  }

  /// "remind me to call mom at 6", "remind me at 6 to call mom", "set a reminder to …":
  /// a new task with a reminder when the rest names no item whole (naming one, it sets
  /// that item's reminder, and the model reads it).
  static func isReminder(_ words: [String]) -> Bool {
    var rest = words[...]
    if rest.starts(with: ["set", "a", "reminder"]) {
      rest = rest.dropFirst(3)
    } else if rest.starts(with: ["remind", "me"]) {
      rest = rest.dropFirst(2)
    } else {
      return false
    }
    // What to be reminded of follows "to", at once or after when ("at 6 tomorrow to …");
    // "remind me why i wanted to …" asks for something else.
    guard let to = rest.prefix(6).firstIndex(of: "to"),
      rest[..<to].allSatisfy({ reminderWhen.contains($0) || Lexicon.startsWithDigit($0) || Lexicon.weekdays[$0] != nil }
      )
    else { return false }
    return rest.index(after: to) < rest.endIndex
  }

  /// Words that say when, between "remind me" and "to".
  static let reminderWhen: Set<String> = [
    "at", "on", "in", "by", "this", "next", "tomorrow", "tonight", "today", "morning", "afternoon", "evening", "night",
    "am", "pm", "noon", "midnight", "the", "every", "later", "first", "thing", "around", "about",
  ]

  /// "end of day … N out of 10", "end of day note: … , a N" and "today|yesterday was a N
  /// out of 10".
  static func isDayScore(_ words: [String]) -> Bool {
    if words.count >= 5, words.starts(with: ["end", "of", "day"]), ["a", "an"].contains(words[words.count - 2]),
      Int(words[words.count - 1]).map({ (1...10).contains($0) }) == true
    {
      return true
    }
    guard let out = outOfTen(words) else { return false }
    if words.starts(with: ["end", "of", "day"]) { return true }
    return out == 3 && ["today", "yesterday"].contains(words[0]) && words[1] == "was" && words[2] == "a"
  }

  /// Where "N out of 10" starts, N a whole number from 1 to 10.
  static func outOfTen(_ words: [String]) -> Int? {
    guard words.count >= 4 else { return nil }
    for index in 0...(words.count - 4)
    where words[index + 1] == "out" && words[index + 2] == "of" && words[index + 3] == "10"
      && Int(words[index]).map({ (1...10).contains($0) }) == true
    {
      return index
    }
    return nil
  }
}
