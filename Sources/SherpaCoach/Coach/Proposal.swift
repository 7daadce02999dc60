import Foundation
import SherpaCore

/// A change waiting for a yes: a delete, or the LLM's structural actions (kept as the
/// reply's JSON and validated again against the store when confirmed). It lives in the
/// store for ten minutes, so `sherpa say yes` in a new process can confirm it.
struct Proposal: Codable, Sendable, Equatable {
  static let lifetime: TimeInterval = 600

  enum Kind: Codable, Sendable, Equatable {
    case delete(itemID: Int64, name: String)
    case modelActions(json: String, preview: [String])
    /// A log by hand waiting for a yes: for an item whose focus timer is running, or an
    /// amount far above the item's target.
    case logDuringFocus(itemID: Int64, name: String, amount: Double, unit: String, day: LocalDay, typed: Bool)
    /// The parser's best reading of a sentence it was not sure of, offered offline;
    /// a yes reads the sentence again and acts on it.
    case reading(text: String, intent: TurnIntent, summary: String, voice: Bool)
    /// A must-do group of these habits, any `required` of them counting for the day.
    case group(name: String, required: Int, itemIDs: [Int64], names: [String])
  }

  var kind: Kind
  var createdAt: Date

  func encoded() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  static func decode(_ text: String) -> Proposal? {
    try? JSONDecoder().decode(Proposal.self, from: Data(text.utf8))
  }

  func summary(expiring: Date) -> PendingSummary {
    let formatter = ISO8601DateFormatter()
    switch kind {
    case .delete(let itemID, let name):
      return PendingSummary(
        actions: [AppliedAction(type: .deleteItem, item: name, id: "i\(itemID)")],
        expires: formatter.string(from: expiring))
    case .logDuringFocus(let itemID, let name, let amount, let unit, _, _):
      return PendingSummary(
        actions: [AppliedAction(type: .logProgress, item: name, id: "i\(itemID)", amount: amount, unit: unit)],
        expires: formatter.string(from: expiring))
    case .reading(_, let intent, let summary, _):
      return PendingSummary(
        actions: [AppliedAction(type: AppliedKind(rawValue: intent.rawValue) ?? .proposal, detail: summary)],
        expires: formatter.string(from: expiring))
    case .group(let name, let required, _, let names):
      return PendingSummary(
        actions: [
          AppliedAction(type: .groupItems, item: name, detail: PlanHandler.groupDetail(required, names))
        ],
        expires: formatter.string(from: expiring))
    case .modelActions(_, let preview):
      return PendingSummary(
        actions: preview.map { AppliedAction(type: .proposal, detail: $0) }, expires: formatter.string(from: expiring))
    }
  }
}
