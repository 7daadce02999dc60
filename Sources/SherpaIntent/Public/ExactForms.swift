/// Sentences in a form CLI.md and SPEC.md teach, read without the model like
/// `ExactCommands`: "add a habit to read 20 minutes every day", "new task: call mum"
/// (adding), and a day's fulfilment given as a score out of 10 ("end of day 8 out of 10
/// a long walk", "yesterday was a 7 out of 10"). The slots are read as for any sentence,
/// and the write frame still applies.
enum ExactForms {
  static func intent(of words: [String]) -> Intent? {
    if isAdd(words) { return .addItem }
    if isDayScore(words) { return .endOfDay }
    return nil
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

  /// "end of day … N out of 10" and "today|yesterday was a N out of 10".
  static func isDayScore(_ words: [String]) -> Bool {
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
