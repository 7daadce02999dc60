import Foundation
import SherpaCore

/// Resolves the model's references: an id from the context (`i3`, `g1`, `s12`) or,
/// failing that, the exact name or title, case-insensitive.
struct References {
  let context: ActionContext

  func item(_ reference: String, path: String) throws(ActionError) -> Int64 {
    let pool = context.items + context.plan.map { ActionContext.Named(id: $0.id, name: $0.name) }
    return try Self.resolve(reference, kind: .item, in: pool, path: path)
  }

  func planItem(_ reference: String, path: String) throws(ActionError) -> Int64 {
    let pool = context.plan.map { ActionContext.Named(id: $0.id, name: $0.name) }
    return try Self.resolve(reference, kind: .item, in: pool, path: path)
  }

  func goal(_ reference: String, path: String) throws(ActionError) -> Int64 {
    let pool = context.goals.map { ActionContext.Named(id: $0.id, name: $0.title) }
    return try Self.resolve(reference, kind: .goal, in: pool, path: path)
  }

  func suggestion(_ reference: String, path: String) throws(ActionError) -> Int64 {
    try Self.resolve(reference, kind: .suggestion, in: context.suggestions, path: path)
  }

  static func resolve(
    _ reference: String, kind: PublicID, in pool: [ActionContext.Named], path: String
  ) throws(ActionError) -> Int64 {
    let trimmed = reference.trimmingCharacters(in: .whitespaces)
    if let number = kind.parse(trimmed), pool.contains(where: { $0.id == number }) { return number }
    let key = trimmed.lowercased()
    let matches = Set(pool.filter { $0.name.trimmingCharacters(in: .whitespaces).lowercased() == key }.map(\.id))
    if matches.count > 1 { throw .ambiguousReference(path: path, reference: reference) }
    guard let id = matches.first else { throw .unknownReference(path: path, reference: reference) }
    return id
  }
}
