import Foundation
import GRDB
import SherpaCore

/// The goal and milestone writes of one transaction (`StoreTransaction.goalWrites`): goals
/// made and edited, milestones replaced, added and updated, with their cycles and
/// dependencies refused.
public struct GoalTransaction {
  let db: Database

  /// Adds a goal; refuses an active goal of the same title (case-insensitive) and a
  /// parent that does not exist.
  @discardableResult
  public func createGoal(_ goal: Goal) throws -> Goal {
    var goal = try validated(goal)
    let columns = "title, details, progress, status, priority, target_date, parent_id, created_at"
    let arguments = Self.goalArguments(goal)
    goal.id = try db.insertRow(into: "goals", columns: columns, keeping: goal.id, arguments)
    try link(goal)
    return goal
  }

  /// Replaces a goal's fields; refuses a parent that would make a cycle.
  @discardableResult
  public func editGoal(_ goal: Goal) throws -> Goal {
    _ = try self.goal(id: goal.id)
    let goal = try validated(goal)
    try db.execute(
      cached: """
        UPDATE goals SET title = ?, details = ?, progress = ?, status = ?, priority = ?, target_date = ?,
          parent_id = ?, created_at = ? WHERE id = ?
        """, arguments: Self.goalArguments(goal) + [goal.id])
    try db.execute(cached: "DELETE FROM goal_items WHERE goal_id = ?", arguments: [goal.id])
    try link(goal)
    return goal
  }

  public func goal(id: Int64) throws -> Goal {
    guard let row = try Row.fetchOne(cached: db, sql: "SELECT * FROM goals WHERE id = ?", arguments: [id]) else {
      throw StoreError.notFound("goal \(PublicID.goal.format(id))")
    }
    let linked = try Int64.fetchAll(
      cached: db, sql: "SELECT item_id FROM goal_items WHERE goal_id = ? ORDER BY item_id", arguments: [id])
    return try Rows.goal(row, linked: linked)
  }

  /// Replaces a goal's milestones. Each entry's `dependsOn` holds 0-based indexes of
  /// EARLIER entries of `milestones`; they are stored as the new milestones' ids.
  @discardableResult
  public func replaceMilestones(goalID: Int64, with milestones: [Milestone]) throws -> [Milestone] {
    _ = try goal(id: goalID)
    try db.execute(cached: "DELETE FROM milestones WHERE goal_id = ?", arguments: [goalID])
    var stored: [Milestone] = []
    for (index, draft) in milestones.enumerated() {
      var milestone = draft
      milestone.goalID = goalID
      milestone.position = index + 1
      milestone.dependsOn = try draft.dependsOn.map { dependency in
        guard dependency >= 0, dependency < Int64(index) else {
          throw StoreError.invalid("Milestone \(index + 1) depends on one that does not come before it.")
        }
        return stored[Int(dependency)].id
      }
      milestone.id = 0
      stored.append(try insert(milestone))
    }
    return stored
  }

  /// Adds milestones after the goal's others; `dependsOn` holds ids of milestones of the
  /// same goal already stored.
  @discardableResult
  public func addMilestones(goalID: Int64, _ milestones: [Milestone]) throws -> [Milestone] {
    _ = try goal(id: goalID)
    let existing = Set(
      try Int64.fetchAll(cached: db, sql: "SELECT id FROM milestones WHERE goal_id = ?", arguments: [goalID]))
    var position =
      (try Int.fetchOne(cached: db, sql: "SELECT max(position) FROM milestones WHERE goal_id = ?", arguments: [goalID])
        ?? 0)
    var stored: [Milestone] = []
    for draft in milestones {
      guard draft.dependsOn.allSatisfy(existing.contains) else {
        throw StoreError.invalid("A milestone depends on one this goal does not have.")
      }
      var milestone = draft
      milestone.goalID = goalID
      position += 1
      milestone.position = position
      stored.append(try insert(milestone))
    }
    return stored
  }

  /// Saves a milestone's status, block, window and wording.
  @discardableResult
  public func updateMilestone(_ milestone: Milestone) throws -> Milestone {
    guard try Bool.fetchOne(cached: db, sql: "SELECT 1 FROM milestones WHERE id = ?", arguments: [milestone.id]) != nil
    else {
      throw StoreError.notFound("milestone \(milestone.publicID)")
    }
    try db.execute(cached: "DELETE FROM milestones WHERE id = ?", arguments: [milestone.id])
    return try insert(milestone)
  }

  func insert(_ milestone: Milestone) throws -> Milestone {
    var milestone = milestone
    guard !milestone.title.isEmpty, milestone.estHours >= 0, milestone.window.end >= milestone.window.start else {
      throw StoreError.invalid(
        "A milestone needs a title, hours of zero or more and a window that ends after it starts.")
    }
    let arguments: StatementArguments = [
      milestone.goalID, milestone.title, milestone.estHours, try Rows.encode(milestone.dependsOn),
      milestone.successCriteria, milestone.window.start.description, milestone.window.end.description,
      milestone.block?.date.description, milestone.block?.start.description, milestone.block?.minutes,
      milestone.status.rawValue, milestone.position,
    ]
    let columns = """
      goal_id, title, est_hours, depends_on, success_criteria, window_start, window_end, block_date, block_start,
      block_minutes, status, position
      """
    milestone.id = try db.insertRow(into: "milestones", columns: columns, keeping: milestone.id, arguments)
    return milestone
  }

  private func validated(_ goal: Goal) throws -> Goal {
    var goal = goal
    goal.title = goal.title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard (1...200).contains(goal.title.count) else { throw StoreError.invalid("A goal needs a title.") }
    guard (0...100).contains(goal.progress) else { throw StoreError.invalid("Goal progress runs from 0 to 100.") }
    if goal.status == .active {
      let wanted = goal.title.lowercased()
      let clash = try Row.fetchAll(cached: db, sql: "SELECT id, title FROM goals WHERE status = 'active'").first {
        ($0["title"] as String).lowercased() == wanted && ($0["id"] as Int64) != goal.id
      }
      if let clash { throw StoreError.duplicate(clash["title"]) }
    }
    try refuseCycle(goalID: goal.id, parentID: goal.parentID, title: goal.title)
    return goal
  }

  /// Walks up from `parentID`: every parent must exist and none may be the goal itself.
  func refuseCycle(goalID: Int64, parentID: Int64?, title: String) throws {
    var parent = parentID
    var seen: Set<Int64> = []
    while let current = parent {
      if current == goalID || !seen.insert(current).inserted { throw StoreError.goalCycle(title) }
      guard
        let row = try Row.fetchOne(cached: db, sql: "SELECT parent_id FROM goals WHERE id = ?", arguments: [current])
      else { throw StoreError.notFound("goal \(PublicID.goal.format(current))") }
      parent = row["parent_id"]
    }
  }

  /// A goal's milestones may depend only on other milestones of the same goal, never on
  /// themselves, and never in a circle.
  func refuseBadDependencies(goalID: Int64) throws {
    let milestones = try Row.fetchAll(
      cached: db, sql: "SELECT * FROM milestones WHERE goal_id = ?", arguments: [goalID]
    ).map(Rows.milestone)
    let dependencies = Dictionary(uniqueKeysWithValues: milestones.map { ($0.id, $0.dependsOn) })
    for milestone in milestones {
      for dependency in milestone.dependsOn where dependencies[dependency] == nil {
        throw StoreError.invalid(
          "\(milestone.publicID) depends on \(PublicID.milestone.format(dependency)), which is not a milestone of its goal."
        )
      }
      // Depth-first from the milestone: reaching it again is a circle.
      var stack = milestone.dependsOn
      var seen: Set<Int64> = []
      while let next = stack.popLast() {
        if next == milestone.id {
          throw StoreError.invalid("\(milestone.publicID) depends on itself, directly or through others.")
        }
        if seen.insert(next).inserted { stack += dependencies[next] ?? [] }
      }
    }
  }

  private func link(_ goal: Goal) throws {
    for itemID in Set(goal.linkedItemIDs).sorted() {
      _ = try StoreTransaction(db: db).item(id: itemID)
      try db.execute(cached: "INSERT INTO goal_items (goal_id, item_id) VALUES (?, ?)", arguments: [goal.id, itemID])
    }
  }

  private static func goalArguments(_ goal: Goal) -> StatementArguments {
    [
      goal.title, goal.details, goal.progress, goal.status.rawValue, goal.priority.rawValue,
      goal.targetDate?.description, goal.parentID, Instant.text(goal.createdAt),
    ]
  }
}
