import SherpaCore

/// A new order for today lists each of today's items exactly once: nothing dropped,
/// nothing invented, nothing twice.
enum ReorderRules {
  static func check(_ order: [String], context: ActionContext, references: References) throws(ActionError) -> [Int64] {
    var ids: [Int64] = []
    var unknown: [String] = []
    var repeated: [String] = []
    var seen: Set<Int64> = []
    for (index, reference) in order.enumerated() {
      do {
        let id = try references.planItem(reference, path: "order[\(index)]")
        if seen.insert(id).inserted { ids.append(id) } else { repeated.append(reference) }
      } catch {
        unknown.append(reference)
      }
    }
    let missing = context.plan.filter { !seen.contains($0.id) }.map { PublicID.item.format($0.id) }
    guard missing.isEmpty, unknown.isEmpty, repeated.isEmpty else {
      throw .reorderMismatch(missing: missing, unknown: unknown, repeated: repeated)
    }
    return ids
  }
}
