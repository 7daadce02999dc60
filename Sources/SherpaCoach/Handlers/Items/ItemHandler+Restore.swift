import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// Bringing an archived item back ("unarchive yoga", "bring back read news"): archived
/// items are out of the parser's reach, so the words after the command are matched
/// against them alone. One undoable write; its history was kept all along.
extension ItemHandler {
  /// The words naming the item to bring back, when the sentence is only that request.
  static func restoreRequest(_ normalized: String) -> String? {
    // Most sentences restore nothing: their first word says so before anything is trimmed.
    if let lead = normalized.utf8.first(where: { $0 != UInt8(ascii: " ") && !(0x09...0x0D).contains($0) }), lead < 0x80,
      !"urb".utf8.contains(lead)
    {
      return nil
    }
    var trimmed = normalized.drop(while: \.isWhitespace)
    while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
    let text = String(trimmed)
    for lead in ["unarchive ", "restore ", "bring back ", "reactivate "] where text.hasPrefix(lead) {
      let rest = String(text.dropFirst(lead.count))
      return rest.isEmpty ? nil : rest
    }
    // "bring yoga back"
    if text.hasPrefix("bring "), text.hasSuffix(" back") {
      let rest = String(text.dropFirst(6).dropLast(5))
      return rest.isEmpty ? nil : rest
    }
    return nil
  }

  func restore(_ words: String) throws -> TurnOutcome {
    let archived = try data.items(includeArchived: true).filter(\.archived)
    let parser = IntentParser(
      items: archived.map { ItemRef(id: $0.id, name: $0.name, kind: $0.kind, unit: $0.unit) })
    let parse = parser.parse(words, context: parseContext)
    guard let id = parse.itemID, let item = archived.first(where: { $0.id == id }) else {
      if parse.candidates.count > 1 {
        throw CoachError.ambiguous(intent: .editItem, names: Array(parse.candidates.prefix(3).map(\.name)))
      }
      let names = archived.map(\.name)
      let closest = NameSuggestions.closest(to: words, among: names, limit: 3)
      let hint = closest.isEmpty ? "" : " Archived: " + closest.joined(separator: ", ") + "."
      return failure(.editItem, code: .notFound, "Nothing archived is called \"\(words)\".\(hint)")
    }
    let restored = try write("unarchive \(item.name)") { try data.unarchiveItem(id: item.id) }
    return reply(
      .editItem, "\(restored.name) is back, with its history. \"undo\" archives it again.",
      applied: [AppliedAction(type: .unarchiveItem, item: restored.name, id: restored.publicID)])
  }
}
