import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// An item's tier and habit prompt, said in the forms people use for them ("make read a
/// must do", "set the habit prompt for run to put on my trainers"), read here like a
/// command word: the item is the one the sentence names, the prompt is kept as said.
/// The write frame still applies (a question or a negation changes nothing).
extension ItemHandler {
  /// What to set, and the words naming the item.
  enum ItemSetting: Equatable {
    case tier(Tier, item: String)
    case prompt(item: String, prompt: String)
  }

  /// How a tier is said after the item's name, longest first.
  static let tierEndings: [(String, Tier)] = [
    (" as a must do ", .mustDo), (" a must do ", .mustDo), (" must do ", .mustDo),
    (" as a nice to do ", .niceToDo), (" a nice to do ", .niceToDo), (" nice to do ", .niceToDo),
    (" optional ", .niceToDo),
  ]

  /// The setting a sentence asks for, if it is said in one of these forms.
  static func itemSetting(_ parse: ParseResult, raw: String) -> ItemSetting? {
    let frame = parse.frame
    guard !frame.question, !frame.hypothetical, !frame.otherPerson, !frame.negated else { return nil }
    // Most sentences set nothing: their first word, and the want of "prompt", say so first.
    if ["make", "mark", "set"].contains(where: parse.normalized.hasPrefix) {
      let text = " " + parse.normalized.replacingOccurrences(of: "-", with: " ") + " "
      for lead in [" make ", " mark ", " set "] where text.hasPrefix(lead) {
        for (ending, tier) in tierEndings where text.hasSuffix(ending) && text.count > lead.count + ending.count {
          return .tier(tier, item: String(text.dropFirst(lead.count).dropLast(ending.count)))
        }
      }
    }
    // "set the habit prompt for run to put on my trainers", "habit prompt for run: …"
    let lower = raw.lowercased()
    guard let lead = lower.byteRange(of: "prompt for ") else { return nil }
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
  func applySetting(_ setting: ItemSetting) throws -> TurnOutcome {
    // The item is read from its words alone: a prompt's own words may name another item,
    // and the whole sentence's reading may be one that names none ("make meditate a must
    // do" read as a goal).
    let words: String
    switch setting {
    case .tier(_, let item), .prompt(let item, _): words = item
    }
    let before = try target(parser().parse(words, context: parseContext), intent: .editItem)
    var item = before
    let said: String
    switch setting {
    case .tier(let tier, _):
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
