import Foundation
import GRDB
import SherpaCore

extension StoreTransaction {
  /// Adds `amount` (negative takes away, never below zero) to the item's instance on
  /// `day`, logs the increment and writes or removes the +10 XP as the target is crossed.
  @discardableResult
  public func logProgress(
    itemID: Int64, day: LocalDay, amount: Double, source: Increment.Source = .typed, at: Date
  ) throws -> ProgressChange {
    guard amount.isFinite, abs(amount) <= Limits.quantity else {
      throw StoreError.invalid("An amount must be a number of at most \(NumberText.grouped(Limits.quantity)).")
    }
    let item = try item(id: itemID)
    let instance = try instanceRow(itemID: itemID, day: day)
    let id = instance.id
    let current = instance.progress
    // A habit counted by the day has one instance in its period: its progress is the
    // period's, before and after. So has a weekly or monthly target on fixed days, whose
    // period's logs so far count on each of its days.
    let sums = item.isFlexible || item.addsUpOverPeriod
    let before = sums ? try periodProgress(item, day: day) : current
    let applied = max(-current, amount)
    try db.execute(cached: "UPDATE instances SET progress = ? WHERE id = ?", arguments: [current + applied, id])
    var written = instance
    written.progress = current + applied
    if applied != 0 {
      let stamp = Instant.text(at)
      try db.execute(
        cached: "INSERT INTO increments (instance_id, amount, source, at) VALUES (?, ?, ?, ?)",
        arguments: [id, applied, source.rawValue, stamp])
      // As a read would give it back: the latest increment, its time at the stored precision.
      written.increments = [Increment(amount: applied, source: source, at: Instant.date(stamp) ?? at)]
    }
    return try settle(
      item, day: day, instanceID: id, written: applied != 0 ? written : nil, before: before,
      after: sums ? nil : current + applied, at: at)
  }

  /// Brings progress up to the target (no change when already there). For a flexible
  /// "N times a week/month" habit counted in times, it logs one time (its step) for the
  /// day instead, once a day.
  @discardableResult
  public func complete(itemID: Int64, day: LocalDay, source: Increment.Source = .typed, at: Date) throws
    -> ProgressChange
  {
    let item = try item(id: itemID)
    let missing: Double
    if item.isFlexible && item.unit == .count {
      let today = try instanceRow(itemID: itemID, day: day).progress
      missing = today > 0 ? 0 : item.step
    } else {
      missing = max(0, item.target - (try periodProgress(item, day: day)))
    }
    return try logProgress(itemID: itemID, day: day, amount: missing, source: source, at: at)
  }

  /// Unchecks the item on `day`: its progress that day goes back to zero, the increments
  /// go, and so does the XP the completion earned.
  @discardableResult
  public func uncomplete(itemID: Int64, day: LocalDay, at: Date) throws -> ProgressChange {
    let item = try item(id: itemID)
    let before = try periodProgress(item, day: day)
    let id = try instanceRow(itemID: itemID, day: day).id
    try db.execute(cached: "DELETE FROM increments WHERE instance_id = ?", arguments: [id])
    try db.execute(cached: "UPDATE instances SET progress = 0 WHERE id = ?", arguments: [id])
    return try settle(item, day: day, instanceID: id, written: nil, before: before, after: nil, at: at)
  }

  /// Skips the item on `day`; a note makes the skip excuse the habit from the streak.
  @discardableResult
  public func skip(itemID: Int64, day: LocalDay, note: String?) throws -> Instance {
    _ = try item(id: itemID)
    let instance = try instanceRow(itemID: itemID, day: day)
    let note = note?.trimmingWhitespace
    try db.execute(
      cached: "UPDATE instances SET skipped = 1, note = ? WHERE id = ?",
      arguments: [note?.isEmpty == false ? note : nil, instance.id])
    return try instanceValue(itemID: itemID, day: day)
  }

  /// Takes a skip back (and its note).
  @discardableResult
  public func unskip(itemID: Int64, day: LocalDay) throws -> Instance {
    _ = try item(id: itemID)
    let instance = try instanceRow(itemID: itemID, day: day)
    try db.execute(
      cached: "UPDATE instances SET skipped = 0, note = NULL WHERE id = ?", arguments: [instance.id])
    return try instanceValue(itemID: itemID, day: day)
  }

  /// Sets a note on the item's instance that day without skipping it.
  @discardableResult
  public func setNote(itemID: Int64, day: LocalDay, note: String?) throws -> Instance {
    let instance = try instanceRow(itemID: itemID, day: day)
    try db.execute(cached: "UPDATE instances SET note = ? WHERE id = ?", arguments: [note, instance.id])
    return try instanceValue(itemID: itemID, day: day)
  }

  /// Fixes the order of `day`'s plan: `itemIDs` take positions 1, 2, 3 …; any other
  /// instance of that day loses its position and follows in the default order.
  public func reorder(day: LocalDay, itemIDs: [Int64]) throws {
    guard Set(itemIDs).count == itemIDs.count else { throw StoreError.invalid("An item appears twice in the order.") }
    try db.execute(cached: "UPDATE instances SET position = NULL WHERE day = ?", arguments: [day.description])
    for (index, itemID) in itemIDs.enumerated() {
      _ = try item(id: itemID)
      let instance = try instanceRow(itemID: itemID, day: day)
      try db.execute(
        cached: "UPDATE instances SET position = ? WHERE id = ?", arguments: [index + 1, instance.id])
    }
  }

  // MARK: - Instances and completion

  /// The item's instance on `day` (without its increments), created when missing.
  func instanceRow(itemID: Int64, day: LocalDay) throws -> Instance {
    let sql = "SELECT \(Rows.instanceColumns) FROM instances WHERE item_id = ? AND day = ?"
    if let found = try db.fetchOne(columns: sql, arguments: [itemID, day.description], Rows.instance) { return found }
    try db.execute(cached: "INSERT INTO instances (item_id, day) VALUES (?, ?)", arguments: [itemID, day.description])
    guard let made = try db.fetchOne(columns: sql, arguments: [itemID, day.description], Rows.instance) else {
      throw StoreError.database(detail: "an instance vanished while it was written")
    }
    return made
  }

  func instanceValue(itemID: Int64, day: LocalDay) throws -> Instance {
    try instanceValue(id: try instanceRow(itemID: itemID, day: day).id)
  }

  func instanceValue(id: Int64) throws -> Instance {
    guard let instance = try SherpaStore.instancesWithLatest(db, where: "instances.id = ?", order: "day", [id]).first
    else { throw StoreError.database(detail: "an instance vanished while it was read") }
    return instance
  }

  /// The days whose progress counts toward the target on `day`: a flexible habit's whole
  /// period, a fixed-day weekly or monthly target's period up to `day`, else the day.
  static func period(of item: Item, containing day: LocalDay) -> ClosedRange<LocalDay> {
    if item.addsUpOverPeriod { return item.periodStart(containing: day)...day }
    guard item.isFlexible else { return day...day }
    switch item.period {
    case .day: return day...day
    case .week: return day.startOfWeek...day.startOfWeek.adding(days: 6)
    case .month: return day.startOfMonth...day.startOfMonth.adding(days: day.daysInMonth - 1)
    }
  }

  func periodProgress(_ item: Item, day: LocalDay) throws -> Double {
    let range = Self.period(of: item, containing: day)
    return try Double.fetchOne(
      cached: db, sql: "SELECT coalesce(sum(progress), 0) FROM instances WHERE item_id = ? AND day BETWEEN ? AND ?",
      arguments: [item.id, range.lowerBound.description, range.upperBound.description]) ?? 0
  }

  /// What the XP event of a completion points at: the instance, or for a flexible
  /// habit the item and its period.
  func completionRef(_ item: Item, day: LocalDay, instanceID: Int64) -> String {
    item.isFlexible
      ? "\(item.publicID)@\(Self.period(of: item, containing: day).lowerBound)"
      : PublicID.instance.format(instanceID)
  }

  /// Writes or removes the completion's XP as the period's progress crossed the target
  /// (`after`: the period's progress now, read when not given; `written`: the instance
  /// as it now stands with its latest increment, read when not given).
  private func settle(
    _ item: Item, day: LocalDay, instanceID: Int64, written: Instance?, before: Double, after: Double?, at: Date
  ) throws -> ProgressChange {
    let after = try after ?? periodProgress(item, day: day)
    let instance = try written ?? instanceValue(id: instanceID)
    let wasDone = before >= item.target && before > 0
    let isDone = after >= item.target && after > 0
    let ref = completionRef(item, day: day, instanceID: instance.id)
    let reason: XPEvent.Reason = item.kind == .habit ? .habitCompleted : .taskCompleted
    if isDone && !wasDone {
      try db.execute(
        cached: "INSERT INTO xp_events (day, reason, amount, ref, at) VALUES (?, ?, ?, ?, ?)",
        arguments: [day.description, reason.rawValue, reason.points, ref, Instant.text(at)])
    } else if wasDone && !isDone {
      try db.execute(
        cached: "DELETE FROM xp_events WHERE ref = ? AND reason = ?", arguments: [ref, reason.rawValue])
    }
    return ProgressChange(
      item: item, instance: instance, wasCompleted: wasDone, isCompleted: isDone, periodProgress: after)
  }
}
