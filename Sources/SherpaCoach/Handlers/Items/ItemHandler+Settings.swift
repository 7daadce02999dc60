import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// An item's tier and habit prompt, said in the forms people use for them ("make read a
/// must do", "set the habit prompt for run to put on my trainers"), read here like a
/// command word: the item is the one the sentence names, the prompt is kept as said.
/// The write frame still applies (a question or a negation changes nothing).
extension ItemHandler {
  enum ItemSetting: Equatable {
    case tier(Tier)
    /// The words naming the item, and the prompt.
    case prompt(item: String, prompt: String)
  }

  /// The setting a sentence asks for, if it is said in one of these forms.
  static func itemSetting(_ parse: ParseResult, raw: String) -> ItemSetting? {
    let frame = parse.frame
    guard !frame.question, !frame.hypothetical, !frame.otherPerson, !frame.negated else { return nil }
    let text = " " + parse.normalized.replacingOccurrences(of: "-", with: " ") + " "
    if text.hasPrefix(" make ") || text.hasPrefix(" mark ") || text.hasPrefix(" set ") {
      if text.hasSuffix(" a must do ") || text.hasSuffix(" must do ") || text.hasSuffix(" as a must do ") {
        return .tier(.mustDo)
      }
      if text.hasSuffix(" a nice to do ") || text.hasSuffix(" nice to do ") || text.hasSuffix(" optional ") {
        return .tier(.niceToDo)
      }
    }
    // "set the habit prompt for run to put on my trainers", "habit prompt for run: …"
    let lower = raw.lowercased()
    guard let lead = lower.range(of: "prompt for ") else { return nil }
    let rest = raw[lead.upperBound...]
    let separators = [": ", " to ", " is ", " - "]
    for separator in separators {
      if let cut = rest.range(of: separator, options: .caseInsensitive) {
        let prompt = String(rest[cut.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
        let item = String(rest[..<cut.lowerBound])
        return prompt.isEmpty || item.isEmpty ? nil : .prompt(item: item, prompt: prompt)
      }
    }
    return nil
  }

  /// Applies a tier or a habit prompt to the item the sentence names; undoable.
  func applySetting(_ setting: ItemSetting, parse: ParseResult) throws -> TurnOutcome {
    // A prompt's own words may name another item: the item is read from its words alone.
    var named = parse
    if case .prompt(let words, _) = setting { named = parser().parse(words, context: parseContext) }
    let before = try target(named, intent: .editItem)
    var item = before
    let said: String
    switch setting {
    case .tier(let tier):
      item.tier = tier
      said = "\(before.name) is now a \(tier == .mustDo ? "must-do" : "nice-to-do")."
    case .prompt(_, let prompt):
      guard let clean = Item.normalizedName(prompt) else {
        return failure(.editItem, code: .invalidInput, "What should the prompt say?")
      }
      item.habitPrompt = clean
      said = "\(before.name)'s habit prompt is now \"\(clean)\"."
    }
    let saved = try write("edit \(before.name)") { try data.editItem(item) }
    return reply(
      .editItem, said + " \"undo\" puts it back.",
      applied: [AppliedAction(type: .editItem, item: saved.name, id: saved.publicID)])
  }
}
