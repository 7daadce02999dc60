import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// Archiving and deleting an item (the delete waits for a yes).
extension ItemHandler {
  func archive(_ parse: ParseResult) throws -> TurnOutcome {
    let item = try target(parse, intent: .archiveItem)
    try write("archive \(item.name)") { try data.archiveItem(id: item.id) }
    return reply(
      .archiveItem,
      "Archived \(item.name). Its history stays in your stats; \"unarchive \(item.name.lowercased())\" brings it back.",
      applied: [AppliedAction(type: .archiveItem, item: item.name, id: item.publicID)])
  }

  func proposeDelete(_ parse: ParseResult) throws -> TurnOutcome {
    let item = try target(parse, intent: .deleteItem)
    let proposal = Proposal(kind: .delete(itemID: item.id, name: item.name), createdAt: now)
    try data.savePending(json: proposal.encoded(), at: now)
    var outcome = reply(
      .deleteItem,
      "Delete \(item.name) and all its history? Say yes to delete, or no to keep it (archiving keeps the history).")
    outcome.pending = proposal.summary(expiring: now.addingTimeInterval(Proposal.lifetime))
    return outcome
  }
}
