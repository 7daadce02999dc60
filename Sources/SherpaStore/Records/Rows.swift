import Foundation
import GRDB
import SherpaCore

/// Reads Core values from rows and writes them back, column by column.
enum Rows {
  static let json: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  static func encode<T: Encodable>(_ value: T) throws -> String {
    String(decoding: try json.encode(value), as: UTF8.self)
  }

  static let decoder = JSONDecoder()

  /// The stored JSON of the two rules most items have, exactly as `encode` writes them
  /// (a test holds them equal): reading them needs no decoder, and a start that reads
  /// only these never sets up JSON coding.
  static let dailyJSON = #"{"end":{"type":"never"},"freq":"daily","interval":1}"#
  static let onceJSON = #"{"end":{"type":"never"},"freq":"none","interval":1}"#

  static func recurrence(_ text: String) throws -> Recurrence {
    if text == dailyJSON { return .daily }
    if text == onceJSON { return .once }
    return try decode(Recurrence.self, text)
  }

  static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    do {
      return try decoder.decode(type, from: Data(text.utf8))
    } catch {
      throw StoreError.database(detail: "a stored \(type) does not read back: \(error)")
    }
  }

  static func day(_ text: String, in column: String = "day") throws -> LocalDay {
    guard let day = LocalDay(text) else { throw StoreError.database(detail: "bad day \(text) in \(column)") }
    return day
  }

  static func instant(_ text: String, in column: String = "an instant column") throws -> Date {
    guard let date = Instant.date(text) else { throw StoreError.database(detail: "bad instant \(text) in \(column)") }
    return date
  }

  static func day(_ row: Row, _ column: String) throws -> LocalDay { try day(row[column], in: column) }

  static func optionalDay(_ row: Row, _ column: String) -> LocalDay? {
    (row[column] as String?).flatMap { LocalDay($0) }
  }

  static func instant(_ row: Row, _ column: String) throws -> Date { try instant(row[column], in: column) }

  static func optionalInstant(_ row: Row, _ column: String) -> Date? {
    (row[column] as String?).flatMap { Instant.date($0) }
  }

  static func time(_ row: Row, _ column: String) -> LocalTime? {
    (row[column] as String?).flatMap { LocalTime($0) }
  }

  /// The columns `item` reads, in its order: `SELECT \(Rows.itemSelect) FROM items`.
  static let itemSelect = "id, " + itemColumns

  static let kinds = ByteNames(ItemKind.allCases) { $0.rawValue }
  static let units = ByteNames(Unit.allCases) { $0.rawValue }
  static let periods = ByteNames(Period.allCases) { $0.rawValue }
  static let tiers = ByteNames(Tier.allCases) { $0.rawValue }
  static let dailyBytes = Array(dailyJSON.utf8)
  static let onceBytes = Array(onceJSON.utf8)

  /// An item from `itemSelect`'s columns. The fixed-vocabulary columns (kind, unit,
  /// period, tier, the two common rules, days and instants) are read from SQLite's bytes
  /// without a String each: on a list of 2,000 items that halved the decode.
  static func item(_ row: ColumnReader) throws -> Item {
    let id = row.int64(0)
    guard let kind = row.value(1, in: kinds), let unit = row.value(6, in: units),
      let period = row.value(8, in: periods), let tier = row.value(15, in: tiers)
    else { throw StoreError.database(detail: "item \(id) has an unknown kind, unit, period or tier") }
    let recurrence: Recurrence =
      row.equals(10, dailyBytes)
      ? .daily : row.equals(10, onceBytes) ? .once : try decode(Recurrence.self, row.text(10))
    guard let createdAt = row.instant(19) else { throw StoreError.database(detail: "bad instant in created_at") }
    return Item(
      id: id, kind: kind, name: row.text(2), icon: row.optionalText(3), category: row.optionalText(4),
      color: row.optionalText(5), unit: unit, target: row.double(7), period: period, step: row.double(9),
      recurrence: recurrence, startDate: try row.day(11), time: row.optionalText(12).flatMap { LocalTime($0) },
      timeSlot: row.optionalText(13).flatMap { TimeSlot(rawValue: $0) },
      notify: row.bool(14), tier: tier, groupID: row.optionalInt64(16), habitPrompt: row.optionalText(17),
      countLabel: row.optionalText(21), archived: row.bool(18), createdAt: createdAt, manualOrder: row.int(20))
  }

  static func itemArguments(_ item: Item) throws -> StatementArguments {
    [
      item.kind.rawValue, item.name, item.icon, item.category, item.color, item.unit.rawValue, item.target,
      item.period.rawValue, item.step, try encode(item.recurrence), item.startDate.description,
      item.time?.description, item.timeSlot?.rawValue, item.notify, item.tier.rawValue, item.groupID,
      item.habitPrompt, item.archived, Instant.text(item.createdAt), item.manualOrder, item.countLabel,
    ]
  }

  static let itemColumns =
    "kind, name, icon, category, color, unit, target, period, step, recurrence, start_date, time, time_slot, "
    + "notify, tier, group_id, habit_prompt, archived, created_at, manual_order, count_label"

  /// One `?` for each of `itemColumns`.
  static let itemMarks = Array(repeating: "?", count: itemColumns.split(separator: ",").count)
    .joined(separator: ", ")

  /// The columns `instance` reads, in its order: `SELECT \(Rows.instanceColumns) FROM instances`.
  static let instanceColumns = "id, item_id, day, progress, skipped, note, position"
  /// The same, each prefixed with `instances.` for a join.
  static let qualifiedInstanceColumns =
    "instances.id, instances.item_id, instances.day, instances.progress, instances.skipped, instances.note, instances.position"

  static func instance(_ row: ColumnReader) throws -> Instance {
    Instance(
      id: row.int64(0), itemID: row.int64(1), day: try row.day(2), progress: row.double(3),
      skipped: row.bool(4), note: row.optionalText(5), position: row.optionalInt(6))
  }

  /// An increment read from three columns from `first` on: amount, source, time.
  static func increment(_ row: ColumnReader, from first: Int32) throws -> Increment {
    guard let source = Increment.Source(rawValue: row.text(first + 1)) else {
      throw StoreError.database(detail: "unknown increment source")
    }
    return Increment(amount: row.double(first), source: source, at: try instant(row.text(first + 2), in: "at"))
  }

  /// An instance read with `instanceColumns` followed by its latest increment's amount,
  /// source and time (NULL when it has none).
  static func instanceWithLatest(_ row: ColumnReader) throws -> Instance {
    var instance = try self.instance(row)
    if !row.isNull(7) { instance.increments = [try increment(row, from: 7)] }
    return instance
  }

  static func goal(_ row: Row, linked: [Int64]) throws -> Goal {
    guard let status = Goal.Status(rawValue: row["status"]), let priority = Goal.Priority(rawValue: row["priority"])
    else { throw StoreError.database(detail: "goal with unknown status or priority") }
    return Goal(
      id: row["id"], title: row["title"], details: row["details"], progress: row["progress"], status: status,
      priority: priority, targetDate: optionalDay(row, "target_date"), parentID: row["parent_id"],
      linkedItemIDs: linked, createdAt: try instant(row, "created_at"))
  }

  static func milestone(_ row: Row) throws -> Milestone {
    guard let status = Milestone.Status(rawValue: row["status"]) else {
      throw StoreError.database(detail: "milestone with unknown status")
    }
    var block: ScheduledBlock?
    if let date = optionalDay(row, "block_date"), let start = time(row, "block_start"),
      let minutes = row["block_minutes"] as Int?
    {
      block = ScheduledBlock(date: date, start: start, minutes: minutes)
    }
    return Milestone(
      id: row["id"], goalID: row["goal_id"], title: row["title"], estHours: row["est_hours"],
      dependsOn: try decode([Int64].self, row["depends_on"]), successCriteria: row["success_criteria"],
      window: DayWindow(start: try day(row, "window_start"), end: try day(row, "window_end")), block: block,
      status: status, position: row["position"])
  }

  static func reflection(_ row: Row) throws -> Reflection {
    guard let kind = Reflection.Kind(rawValue: row["kind"]) else {
      throw StoreError.database(detail: "reflection with unknown kind")
    }
    return Reflection(
      id: row["id"], day: try day(row, "day"), kind: kind, note: row["note"], sleepQuality: row["sleep_quality"],
      createdAt: try instant(row, "created_at"))
  }

  static func endOfDayNote(_ row: Row) throws -> EndOfDayNote {
    EndOfDayNote(
      day: try day(row, "day"), note: row["note"], fulfilment: row["fulfilment"],
      updatedAt: try instant(row, "updated_at"))
  }

  static func focusSession(_ row: Row) throws -> FocusSession {
    FocusSession(
      id: row["id"], itemID: row["item_id"], intendedMinutes: row["intended_minutes"],
      breakMinutes: row["break_minutes"], startedAt: try instant(row, "started_at"),
      endedAt: optionalInstant(row, "ended_at"), pausedSeconds: row["paused_seconds"],
      actualMinutes: row["actual_minutes"])
  }

  static func xpEvent(_ row: Row) throws -> XPEvent {
    guard let reason = XPEvent.Reason(rawValue: row["reason"]) else {
      throw StoreError.database(detail: "xp event with unknown reason")
    }
    return XPEvent(
      id: row["id"], day: try day(row, "day"), reason: reason, amount: row["amount"], ref: row["ref"],
      at: try instant(row, "at"))
  }

  /// The columns `dayRecord` reads, in its order.
  static let dayRecordColumns = "day, counted, completed, qualifies, locked"

  static func dayRecord(_ row: ColumnReader) throws -> DayRecord {
    DayRecord(
      day: try row.day(0), counted: row.int(1), completed: row.int(2), qualifies: row.bool(3),
      locked: row.bool(4))
  }

  static func routineRun(_ row: Row) throws -> RoutineRun {
    RoutineRun(
      id: row["id"], routineID: row["routine_id"], startedAt: try instant(row, "started_at"),
      finishedAt: optionalInstant(row, "finished_at"), doneSteps: try decode([Int].self, row["done_steps"]))
  }
}
