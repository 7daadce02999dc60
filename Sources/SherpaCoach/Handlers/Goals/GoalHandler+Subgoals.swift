import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// A subgoal said with its parent ("subgoal for run a marathon: run a half marathon by
/// march", "add a sub-goal to the marathon goal - run 10k"): the parent is the goal
/// whose title shares the most words with the words before the colon or dash, the
/// subgoal's title and deadline are read from the rest as any goal's are.
extension GoalHandler {
  /// The words naming the parent and those of the subgoal, when the sentence asks for one.
  static func subgoalRequest(_ raw: String) -> (parent: String, goal: String)? {
    guard let lower = subgoalText(raw) else { return nil }
    guard let lead = lower.range(of: "subgoal") else { return nil }
    let rest = lower[lead.upperBound...]
    for separator in [": ", " - ", " – ", " called "] {
      guard let cut = rest.range(of: separator) else { continue }
      var parent = String(rest[..<cut.lowerBound])
      for word in [" to ", " for ", " of ", " under ", " in "] where parent.hasPrefix(word) {
        parent = String(parent.dropFirst(word.count))
      }
      let goal = String(rest[cut.upperBound...]).trimmingCharacters(in: .whitespaces)
      return parent.isEmpty || goal.isEmpty ? nil : (parent, goal)
    }
    return nil
  }

  /// The same said without a separator, as a recogniser writes it ("subgoal for run a
  /// marathon run a half marathon"): the parent is the active goal whose whole title
  /// comes first (the longest, when several do), the subgoal is the rest.
  func subgoalByTitle(_ raw: String) throws -> (parent: String, goal: String)? {
    guard let lower = GoalHandler.subgoalText(raw) else { return nil }
    let words = lower.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    guard let lead = words.firstIndex(of: "subgoal") else { return nil }
    var rest = Array(words[(lead + 1)...])
    while let first = rest.first, ["to", "for", "of", "under", "in", "the", "my"].contains(first) { rest.removeFirst() }
    let titles = try data.goals().filter { $0.status == .active }.map {
      $0.title.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }
    guard let title = titles.filter({ !$0.isEmpty && rest.starts(with: $0) }).max(by: { $0.count < $1.count })
    else { return nil }
    var goal = Array(rest.dropFirst(title.count))
    if goal.first == "goal" { goal.removeFirst() }
    guard !goal.isEmpty else { return nil }
    return (title.joined(separator: " "), goal.joined(separator: " "))
  }

  /// The sentence lowercased with "sub-goal" and "sub goal" written "subgoal"; nil when it
  /// says no "sub" at all (nearly every line).
  static func subgoalText(_ raw: String) -> String? {
    guard mentionsSub(raw) else { return nil }
    return raw.lowercased().replacingOccurrences(of: "sub-goal", with: "subgoal")
      .replacingOccurrences(of: "sub goal", with: "subgoal")
  }

  /// Whether "sub" appears in any case: every line is asked, and almost none says it, so
  /// the bytes are scanned before anything is lowercased or searched.
  static func mentionsSub(_ raw: String) -> Bool {
    var before: (UInt8, UInt8) = (0, 0)
    for byte in raw.utf8 {
      // Lowercase for letters; no other byte becomes "s", "u" or "b" this way.
      let lower = byte | 0x20
      if lower == UInt8(ascii: "b") && before == (UInt8(ascii: "s"), UInt8(ascii: "u")) { return true }
      before = (before.1, lower)
    }
    return false
  }

  func createSubgoal(parent words: String, goal text: String) throws -> TurnOutcome {
    let goals = try data.goals().filter { $0.status == .active }
    let wanted = Set(Self.contentWords(words))
    // Most words in common, then the fewest words left over ("the marathon goal" is
    // "Run a marathon", not "Run a half marathon").
    let scored = goals.map { goal -> (Goal, Int, Int) in
      let title = Set(Self.contentWords(goal.title))
      return (goal, title.intersection(wanted).count, title.subtracting(wanted).count)
    }
    let ranked = scored.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 < $1.2 }
    guard let best = ranked.first, best.1 > 0,
      ranked.count == 1 || ranked[1].1 != best.1 || ranked[1].2 != best.2
    else {
      let titles = goals.prefix(3).map(\.title).joined(separator: ", ")
      return failure(
        .goalCreate, code: .notFound,
        "Which goal is it under? " + (titles.isEmpty ? "There are no goals yet." : "Your goals: \(titles)."))
    }
    let parse = parser().parse("new goal: " + text, context: parseContext)
    guard let title = parse.slots.title.flatMap(Item.normalizedName) else {
      return failure(
        .goalCreate, code: .invalidInput,
        "What's the subgoal? Try \"subgoal for \(best.0.title.lowercased()): ...\".")
    }
    let goal = try write("add goal \(title)") {
      try data.createGoal(
        Goal(
          title: Coach.sentenceCase(title), priority: parse.goalPriority ?? best.0.priority,
          targetDate: parse.slots.date, parentID: best.0.id, createdAt: now))
    }
    var reply = "New subgoal of \(best.0.title): \(goal.title)"
    if let date = goal.targetDate { reply += " (by \(Coach.longDate(date)))" }
    return self.reply(
      .goalCreate, reply + ". \"sherpa goals\" shows it under its goal.",
      applied: [AppliedAction(type: .goalCreate, item: goal.title, id: goal.publicID)])
  }

  static func contentWords(_ text: String) -> [String] {
    text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init).filter {
      $0.count > 2 && !["the", "goal", "and", "for", "my"].contains($0)
    }
  }
}
