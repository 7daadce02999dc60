import Foundation
import GRDB
import SherpaCore

extension StoreImporter {
  mutating func run(_ document: ExportDocument) throws {
    for group in document.groups {
      let id = try assign("item_groups", group.id, letter: nil, claimed: document.groups.map(\.id))
      try db.execute(
        cached: "INSERT INTO item_groups (id, name, required) VALUES (?, ?, ?)",
        arguments: [id, group.name, group.required])
      count("groups")
    }
    let itemIDs = try document.items.map { try parse($0.id, .item) }
    // The active names, lowercased: those stored and those imported so far (one set, not
    // a read of every item per imported one).
    var activeNames = Set(
      try String.fetchAll(db, sql: "SELECT name FROM items WHERE archived = 0").map { $0.lowercased() })
    for (entry, original) in zip(document.items, itemIDs) {
      let id = try assign("items", original, letter: .item, claimed: itemIDs)
      let item = try StoreTransaction.validated(
        Item(
          id: id, kind: entry.kind, name: entry.name, icon: entry.icon, category: entry.category, color: entry.color,
          unit: entry.unit, target: entry.target, period: entry.period, step: entry.step, recurrence: entry.recurrence,
          startDate: entry.startDate, time: entry.time, timeSlot: entry.timeSlot, notify: entry.notify,
          tier: entry.tier,
          groupID: entry.group.map { mapped("item_groups", $0) }, habitPrompt: entry.habitPrompt,
          countLabel: entry.countLabel, archived: entry.archived, createdAt: try instant(entry.createdAt),
          manualOrder: entry.manualOrder))
      if !item.archived, !activeNames.insert(item.name.lowercased()).inserted {
        throw StoreError.duplicate(item.name)
      }
      try db.execute(
        cached: "INSERT INTO items (id, \(Rows.itemColumns)) VALUES (?, \(Rows.itemMarks))",
        arguments: [id] + (try Rows.itemArguments(item)))
      count("items")
    }
    let instanceIDs = try document.instances.map { try parse($0.id, .instance) }
    for (entry, original) in zip(document.instances, instanceIDs) {
      let id = try assign("instances", original, letter: .instance, claimed: instanceIDs)
      guard entry.progress.isFinite, (0...Limits.dayTotal).contains(entry.progress),
        entry.increments.allSatisfy({ $0.amount.isFinite && abs($0.amount) <= Limits.quantity })
      else {
        throw StoreError.invalid("\(PublicID.instance.format(original)) holds an amount beyond \(Limits.quantityText).")
      }
      try db.execute(
        cached:
          "INSERT INTO instances (id, item_id, day, progress, skipped, note, position) VALUES (?, ?, ?, ?, ?, ?, ?)",
        arguments: [
          id, mapped("items", try parse(entry.item, .item)), entry.day.description, entry.progress, entry.skipped,
          entry.note, entry.position,
        ])
      for increment in entry.increments {
        try db.execute(
          cached: "INSERT INTO increments (instance_id, amount, source, at) VALUES (?, ?, ?, ?)",
          arguments: [id, increment.amount, increment.source.rawValue, increment.at])
      }
      count("instances")
    }
    try importGoals(document)
    try importJournal(document)
  }

  private mutating func importGoals(_ document: ExportDocument) throws {
    let goalIDs = try document.goals.map { try parse($0.id, .goal) }
    for original in goalIDs { _ = try assign("goals", original, letter: .goal, claimed: goalIDs) }
    let milestoneIDs = try document.goals.flatMap { try $0.milestones.map { try parse($0.id, .milestone) } }
    for original in milestoneIDs { _ = try assign("milestones", original, letter: .milestone, claimed: milestoneIDs) }
    let transaction = StoreTransaction(db: db)
    // The active goals' titles, lowercased: one set, not every goal read per imported one.
    var activeTitles = Set(
      try String.fetchAll(db, sql: "SELECT title FROM goals WHERE status = 'active'").map { $0.lowercased() })
    for (entry, original) in zip(document.goals, goalIDs) {
      if entry.status == .active, !activeTitles.insert(entry.title.lowercased()).inserted {
        throw StoreError.duplicate(entry.title)
      }
      try db.execute(
        cached: """
          INSERT INTO goals (id, title, details, progress, status, priority, target_date, parent_id, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?)
          """,
        arguments: [
          mapped("goals", original), entry.title, entry.details, entry.progress, entry.status.rawValue,
          entry.priority.rawValue, entry.targetDate?.description, entry.createdAt,
        ])
      count("goals")
    }
    for (entry, original) in zip(document.goals, goalIDs) {
      let id = mapped("goals", original)
      if let parent = entry.parent {
        let parentID = mapped("goals", try parse(parent, .goal))
        try db.execute(cached: "UPDATE goals SET parent_id = ? WHERE id = ?", arguments: [parentID, id])
        try transaction.goalWrites.refuseCycle(goalID: id, parentID: parentID, title: entry.title)
      }
      for item in entry.linkedItems {
        try db.execute(
          cached: "INSERT INTO goal_items (goal_id, item_id) VALUES (?, ?)",
          arguments: [id, mapped("items", try parse(item, .item))])
      }
      for milestone in entry.milestones {
        let depends = try milestone.dependsOn.map { mapped("milestones", try parse($0, .milestone)) }
        _ = try transaction.goalWrites.insert(
          Milestone(
            id: mapped("milestones", try parse(milestone.id, .milestone)), goalID: id, title: milestone.title,
            estHours: milestone.estHours, dependsOn: depends, successCriteria: milestone.successCriteria,
            window: milestone.window, block: milestone.block, status: milestone.status, position: milestone.position))
        count("milestones")
      }
      try transaction.goalWrites.refuseBadDependencies(goalID: id)
    }
  }

  private mutating func importJournal(_ document: ExportDocument) throws {
    for entry in document.reflections {
      let id = try assign("reflections", entry.id, letter: nil, claimed: document.reflections.map(\.id))
      try db.execute(
        cached: "INSERT INTO reflections (id, day, kind, note, sleep_quality, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        arguments: [id, entry.day.description, entry.kind.rawValue, entry.note, entry.sleepQuality, entry.createdAt])
      count("reflections")
    }
    for entry in document.endOfDayNotes {
      try insertKeyed(
        "end_of_day_notes", key: entry.day.description,
        sql: "INSERT INTO end_of_day_notes (day, note, fulfilment, updated_at) VALUES (?, ?, ?, ?)",
        arguments: [entry.day.description, entry.note, entry.fulfilment, entry.updatedAt])
    }
    for entry in document.focusSessions {
      let id = try assign("focus_sessions", entry.id, letter: nil, claimed: document.focusSessions.map(\.id))
      try db.execute(
        cached: """
          INSERT INTO focus_sessions (id, item_id, intended_minutes, break_minutes, started_at, ended_at,
            paused_seconds, actual_minutes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          id, try entry.item.map { mapped("items", try parse($0, .item)) }, entry.intendedMinutes, entry.breakMinutes,
          entry.startedAt, entry.endedAt, entry.pausedSeconds, entry.actualMinutes,
        ])
      count("focus_sessions")
    }
    let routineIDs = try document.routines.map { try parse($0.id, .routine) }
    for (entry, original) in zip(document.routines, routineIDs) {
      let id = try assign("routines", original, letter: .routine, claimed: routineIDs)
      try db.execute(
        cached: "INSERT INTO routines (id, name, start, created_at) VALUES (?, ?, ?, ?)",
        arguments: [id, entry.name, entry.start?.description, entry.createdAt])
      for (index, step) in entry.steps.enumerated() {
        try db.execute(
          cached: "INSERT INTO routine_steps (routine_id, position, item_id, minutes) VALUES (?, ?, ?, ?)",
          arguments: [id, index + 1, mapped("items", try parse(step.item, .item)), step.minutes])
      }
      count("routines")
    }
    for entry in document.routineRuns {
      let id = try assign("routine_runs", entry.id, letter: nil, claimed: document.routineRuns.map(\.id))
      try db.execute(
        cached: "INSERT INTO routine_runs (id, routine_id, started_at, finished_at, done_steps) VALUES (?, ?, ?, ?, ?)",
        arguments: [
          id, mapped("routines", try parse(entry.routine, .routine)), entry.startedAt, entry.finishedAt,
          try Rows.encode(entry.doneSteps),
        ])
      count("routine_runs")
    }
    for entry in document.xpEvents {
      let id = try assign("xp_events", entry.id, letter: nil, claimed: document.xpEvents.map(\.id))
      try db.execute(
        cached: "INSERT INTO xp_events (id, day, reason, amount, ref, at) VALUES (?, ?, ?, ?, ?, ?)",
        arguments: [id, entry.day.description, entry.reason.rawValue, entry.amount, mappedRef(entry.ref), entry.at])
      count("xp_events")
    }
    try importRecords(document)
  }

  private mutating func importRecords(_ document: ExportDocument) throws {
    for entry in document.dayRecords {
      try insertKeyed(
        "day_records", key: entry.day.description,
        sql: "INSERT INTO day_records (day, counted, completed, qualifies, locked) VALUES (?, ?, ?, ?, ?)",
        arguments: [entry.day.description, entry.counted, entry.completed, entry.qualifies, entry.locked])
    }
    for entry in document.leagueStandings {
      try insertKeyed(
        "league_standings", key: entry.weekStart.description,
        sql: "INSERT INTO league_standings (week_start, tier, rank, xp) VALUES (?, ?, ?, ?)",
        arguments: [entry.weekStart.description, entry.tier, entry.rank, entry.xp])
    }
    for entry in document.achievements {
      try insertKeyed(
        "achievements", key: entry.key, sql: "INSERT INTO achievements (key, unlocked_at, progress) VALUES (?, ?, ?)",
        arguments: [entry.key, entry.unlockedAt, entry.progress])
    }
    for (key, value) in document.settings.sorted(by: { $0.key < $1.key }) {
      try db.execute(cached: "INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)", arguments: [key, value])
    }
  }

  private func instant(_ text: String) throws -> Date {
    guard let date = Instant.date(text) else { throw StoreError.badImport("\(text) is not a UTC instant") }
    return date
  }
}

extension StoreTransaction {
  func goals() throws -> [Goal] {
    try Int64.fetchAll(db, sql: "SELECT id FROM goals").map { try goalWrites.goal(id: $0) }
  }
}

extension SherpaStore {
  /// Loads an export in one transaction (one undoable turn). Refuses a store that holds
  /// records unless `merge`; merging renumbers clashing ids and reports them.
  @discardableResult
  public func importDocument(_ document: ExportDocument, merge: Bool = false) throws -> ImportReport {
    try write("import") { transaction in
      if !merge {
        for table in Schema.undoneTables
        where try Int.fetchOne(transaction.db, sql: "SELECT count(*) FROM \(table)") ?? 0 > 0 {
          throw StoreError.notEmpty
        }
      }
      try transaction.db.execute(control: "PRAGMA defer_foreign_keys = ON")
      var importer = StoreImporter(db: transaction.db, merge: merge)
      try importer.run(document)
      return importer.report
    }
  }
}
