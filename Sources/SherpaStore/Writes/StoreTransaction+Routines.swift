import Foundation
import GRDB
import SherpaCore

extension StoreTransaction {
  /// Rewrites a routine's steps in the given order (reorder, add and remove all land here).
  @discardableResult
  public func replaceRoutineSteps(routineID: Int64, with steps: [RoutineStep]) throws -> [RoutineStep] {
    guard try Int.fetchOne(cached: db, sql: "SELECT count(*) FROM routines WHERE id = ?", arguments: [routineID]) == 1
    else {
      throw StoreError.notFound("routine \(routineID)")
    }
    for step in steps {
      _ = try item(id: step.itemID)
      guard (0...240).contains(step.minutes) else { throw StoreError.invalid("A routine step runs 0 to 240 minutes.") }
    }
    try db.execute(cached: "DELETE FROM routine_steps WHERE routine_id = ?", arguments: [routineID])
    for (index, step) in steps.enumerated() {
      try db.execute(
        cached: "INSERT INTO routine_steps (routine_id, position, item_id, minutes) VALUES (?, ?, ?, ?)",
        arguments: [routineID, index + 1, step.itemID, step.minutes])
    }
    return steps
  }
}
